import { MERCHANT_DRAFT_KEY, readLocal, removeLocal, writeLocal } from './storage';

/** The merchant sign-up form (spec section 2.11, plus the BTB licence number). */
export interface MerchantSignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  businessName: string;
  businessDescription: string;
  contactEmail: string;
  licenceNumber: string;
  agreeTerms: boolean;
}

export const EMPTY_MERCHANT_SIGNUP: MerchantSignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  businessName: '',
  businessDescription: '',
  contactEmail: '',
  licenceNumber: '',
  agreeTerms: false,
};

/** The fields a draft keeps. Passwords are never written to storage. */
const DRAFT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'businessName',
  'businessDescription',
  'contactEmail',
  'licenceNumber',
] as const;

/** Saves the draft under `merchantFormData`, without the password or its confirmation. */
export function saveMerchantDraft(values: MerchantSignupValues) {
  const draft: Record<string, string | boolean> = { agreeTerms: values.agreeTerms };
  for (const field of DRAFT_TEXT_FIELDS) draft[field] = values[field];
  writeLocal(MERCHANT_DRAFT_KEY, JSON.stringify(draft));
}

/** The saved draft merged over an empty form; password fields always start empty. */
export function loadMerchantDraft(): MerchantSignupValues | null {
  const text = readLocal(MERCHANT_DRAFT_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return null;
    const values = { ...EMPTY_MERCHANT_SIGNUP };
    for (const field of DRAFT_TEXT_FIELDS) {
      const value = stored[field];
      if (typeof value === 'string') values[field] = value.slice(0, 2000);
    }
    values.agreeTerms = stored.agreeTerms === true;
    // A draft written by an older page may still hold password values: forget them.
    if ('password' in stored || 'confirmPassword' in stored) saveMerchantDraft(values);
    return values;
  } catch {
    removeLocal(MERCHANT_DRAFT_KEY);
    return null;
  }
}

export function clearMerchantDraft() {
  removeLocal(MERCHANT_DRAFT_KEY);
}
