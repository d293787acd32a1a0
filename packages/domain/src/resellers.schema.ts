import { z } from 'zod';
import { m } from './i18n/index.ts';

/**
 * Resellers (docs/octo.md): businesses that sell our tours on their own sites through the OCTO API.
 * A reseller earns a commission: a percent of each booking's retail total (park fees excepted) that
 * it keeps; it owes us the rest on account.
 */
export const RESELLER_MAX_COMMISSION_PERCENT = 50;

export const createResellerSchema = z.object({
  name: z
    .string({ error: () => m.octo_name_required() })
    .trim()
    .min(1, { error: () => m.octo_name_required() })
    .max(120),
  contactEmail: z
    .string({ error: () => m.octo_email_invalid() })
    .trim()
    .pipe(z.email({ error: () => m.octo_email_invalid() }))
    .transform((v) => v.toLowerCase()),
  commissionPercent: z.coerce
    .number({ error: () => m.octo_commission_range({ max: RESELLER_MAX_COMMISSION_PERCENT }) })
    .int({ error: () => m.octo_commission_range({ max: RESELLER_MAX_COMMISSION_PERCENT }) })
    .min(0, { error: () => m.octo_commission_range({ max: RESELLER_MAX_COMMISSION_PERCENT }) })
    .max(RESELLER_MAX_COMMISSION_PERCENT, {
      error: () => m.octo_commission_range({ max: RESELLER_MAX_COMMISSION_PERCENT }),
    }),
});
export type CreateReseller = z.input<typeof createResellerSchema>;

export const resellerKeySchema = z.object({
  id: z.uuid(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ResellerKey = z.infer<typeof resellerKeySchema>;

export const resellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactEmail: z.string(),
  commissionPercent: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  keys: z.array(resellerKeySchema),
});
export type Reseller = z.infer<typeof resellerSchema>;

export const resellerListSchema = z.object({ resellers: z.array(resellerSchema) });

/** A new key: the whole key is in this answer only; we keep its hash. */
export const newResellerKeySchema = z.object({
  key: z.string().describe('The API key, shown once: send it as `Authorization: Bearer <key>`'),
  reseller: resellerSchema,
});
export type NewResellerKey = z.infer<typeof newResellerKeySchema>;
