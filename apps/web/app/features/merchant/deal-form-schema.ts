import { dealFormSchema, type ManagedDeal } from '@belizepass/domain';
import { apiFormSchema, centsOrMissing, dollarsText, numberOrMissing, postedText } from './form-values';
import { spanishDealBody, spanishDealDefaults, spanishDealShape } from './spanish-fields';

/** The add/edit deal form, keyed by the API's field names and checked with the shared schema. */
export const dealFormFieldsSchema = apiFormSchema({
  shape: {
    intent: postedText,
    id: postedText,
    title: postedText,
    description: postedText,
    category: postedText,
    location_id: postedText,
    price: postedText,
    originalPrice: postedText,
    validUntil: postedText,
    quantityAvailable: postedText,
    imageUrl: postedText,
    ...spanishDealShape,
  },
  schema: dealFormSchema,
  toBody: (form) => ({
    title: form.title ?? '',
    description: form.description ?? '',
    category: form.category,
    location_id: form.location_id,
    price: centsOrMissing(form.price),
    originalPrice: centsOrMissing(form.originalPrice),
    validUntil: form.validUntil,
    quantityAvailable: numberOrMissing(form.quantityAvailable),
    imageUrl: form.imageUrl || null,
    ...spanishDealBody(form),
  }),
});

/** The form's starting values: a saved deal, or a new one. */
export function dealFormDefaults(deal: ManagedDeal | null) {
  if (!deal) return { imageUrl: '' };
  return {
    id: deal.id,
    title: deal.title,
    description: deal.description,
    category: deal.category,
    location_id: deal.location_id,
    price: dollarsText(deal.price),
    originalPrice: dollarsText(deal.originalPrice),
    validUntil: deal.validUntil,
    quantityAvailable: String(deal.quantityAvailable),
    imageUrl: deal.imageUrl ?? '',
    ...spanishDealDefaults(deal),
  };
}
