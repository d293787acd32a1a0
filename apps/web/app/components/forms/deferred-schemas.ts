// The schemas of the forms on public pages that validate with `useDeferredSchemaForm`: imported
// dynamically, so zod and the schemas stay out of those pages' first load (decision 012).
export {
  contactMessageSchema,
  giftCardBalanceRequestSchema,
  newsletterSignupSchema,
} from '@belizepass/domain';
