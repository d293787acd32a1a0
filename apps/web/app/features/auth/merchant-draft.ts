import { MERCHANT_DRAFT_KEY, readLocal, removeLocal, writeLocal } from './storage';

/**
 * The merchant sign-up draft (spec section 4): kept in this browser under `merchantFormData` as the
 * visitor types, restored on the next visit. Passwords are never written to storage.
 */
const DRAFT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone_number',
  'merchant_application.business_name',
  'merchant_application.description',
  'merchant_application.contact_email',
  'merchant_application.btb_licence_number',
] as const;

type DraftField = (typeof DRAFT_TEXT_FIELDS)[number];
export type MerchantDraft = Partial<Record<DraftField, string>> & { terms?: boolean };

/** Saves the form's text fields and the terms box, never the password or its confirmation. */
export function saveMerchantDraft(form: HTMLFormElement) {
  const values = new FormData(form);
  const draft: MerchantDraft = { terms: values.get('terms') === 'on' };
  for (const name of DRAFT_TEXT_FIELDS) {
    const value = values.get(name);
    if (typeof value === 'string' && value) draft[name] = value.slice(0, 2000);
  }
  writeLocal(MERCHANT_DRAFT_KEY, JSON.stringify(draft));
}

/** The saved draft as the form's value (nested like its field names), or null when there is none. */
export function loadMerchantDraft(): Record<string, unknown> | null {
  const text = readLocal(MERCHANT_DRAFT_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return null;
    const value: Record<string, unknown> = {};
    const application: Record<string, string> = {};
    const kept: MerchantDraft = {};
    for (const name of DRAFT_TEXT_FIELDS) {
      const field = stored[name];
      if (typeof field !== 'string') continue;
      kept[name] = field.slice(0, 2000);
      const [head, tail] = name.split('.');
      if (tail) application[tail] = kept[name];
      else value[head!] = kept[name];
    }
    if (Object.keys(application).length > 0) value.merchant_application = application;
    if (stored.terms === true) {
      kept.terms = true;
      value.terms = 'on';
    }
    // A draft written by an older page may hold other values (passwords among them): forget them.
    if (
      Object.keys(stored).some(
        (key) => key !== 'terms' && !(DRAFT_TEXT_FIELDS as readonly string[]).includes(key),
      )
    ) {
      writeLocal(MERCHANT_DRAFT_KEY, JSON.stringify(kept));
    }
    return value;
  } catch {
    removeLocal(MERCHANT_DRAFT_KEY);
    return null;
  }
}

export function clearMerchantDraft() {
  removeLocal(MERCHANT_DRAFT_KEY);
}
