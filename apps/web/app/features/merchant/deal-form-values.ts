import { type DealFormValues, dealFormSchema, dollarsToCents, type ManagedDeal } from '@belizepass/domain';

/** The deal form as typed: text for every input, keyed by the API's field names. */
export interface DealFormText {
  title: string;
  description: string;
  category: string;
  location_id: string;
  /** Dollars, as typed. */
  price: string;
  originalPrice: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  quantityAvailable: string;
  /** An uploaded image (`/uploads/...`), or '' for none. */
  imageUrl: string;
}

export type DealField = keyof DealFormText;
export type DealFormErrors = Partial<Record<DealField, string>>;

export const EMPTY_DEAL_FORM: DealFormText = {
  title: '',
  description: '',
  category: '',
  location_id: '',
  price: '',
  originalPrice: '',
  validUntil: '',
  quantityAvailable: '',
  imageUrl: '',
};

const dollars = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

export function valuesFromDeal(deal: ManagedDeal): DealFormText {
  return {
    title: deal.title,
    description: deal.description,
    category: deal.category,
    location_id: deal.location_id,
    price: dollars(deal.price),
    originalPrice: dollars(deal.originalPrice),
    validUntil: deal.validUntil,
    quantityAvailable: String(deal.quantityAvailable),
    imageUrl: deal.imageUrl ?? '',
  };
}

/** Typed text to a number: blank stays missing (a "required" message), unreadable text becomes NaN. */
function numberOrMissing(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.replace(/^\$/, '').replace(/,/g, ''));
}

function centsOrMissing(text: string): number | undefined {
  const value = numberOrMissing(text);
  return value === undefined || Number.isNaN(value) ? value : dollarsToCents(value);
}

/** The request body the form stands for, before validation (money in US cents). */
export function formToInput(values: DealFormText): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    category: values.category || undefined,
    location_id: values.location_id || undefined,
    price: centsOrMissing(values.price),
    originalPrice: centsOrMissing(values.originalPrice),
    validUntil: values.validUntil,
    quantityAvailable: numberOrMissing(values.quantityAvailable),
    imageUrl: values.imageUrl || null,
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_DEAL_FORM));

/** The form field a server or schema issue path belongs to. */
export function dealFieldOf(path: string | readonly PropertyKey[]): DealField | null {
  const first = String(typeof path === 'string' ? path.split('.')[0] : (path[0] ?? ''));
  return FIELDS.has(first) ? (first as DealField) : null;
}

/** Checks the whole form with the shared schema; returns the body to send or each field's first message. */
export function validateDealForm(
  values: DealFormText,
): { input: DealFormValues; errors: null } | { input: null; errors: DealFormErrors } {
  const parsed = dealFormSchema.safeParse(formToInput(values));
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: DealFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = dealFieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { input: null, errors };
}
