import { MERCHANT_STATUSES } from './auth-constants.ts';
import { hasNoNul, NUL_MESSAGE } from './deal-rules.ts';
import { m } from './i18n/index.ts';
import { missingTranslationsSchema, spanishText, untranslatedSchema } from './spanish-content.ts';
import { merchantProfileRevisionSchema } from './tour-revisions.schema.ts';
import { tourListItemSchema } from './tours.schema.ts';
import { z } from './zod.ts';

/** Body of `PATCH /api/merchant/profile`. */
export const MERCHANT_PROFILE_MESSAGES = {
  get businessNameRequired() {
    return m.errors_business_name_required();
  },
  get descriptionRequired() {
    return m.errors_business_description_required();
  },
  get contactEmailRequired() {
    return m.errors_contact_email_required();
  },
  get contactEmailInvalid() {
    return m.errors_contact_email_invalid();
  },
} as const;

const optionalProfileText = (max: number, tooLong: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(hasNoNul, NUL_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const merchantProfileUpdateSchema = z.object({
  business_name: z
    .string({ error: () => MERCHANT_PROFILE_MESSAGES.businessNameRequired })
    .trim()
    .min(1, { error: () => MERCHANT_PROFILE_MESSAGES.businessNameRequired })
    .max(120, { error: () => m.errors_business_name_too_long() })
    .refine(hasNoNul, NUL_MESSAGE),
  tagline: optionalProfileText(160, () => m.errors_tagline_too_long({ max: 160 })),
  description: z
    .string({ error: () => MERCHANT_PROFILE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: () => MERCHANT_PROFILE_MESSAGES.descriptionRequired })
    .max(5000, { error: () => m.errors_business_description_too_long() })
    .refine(hasNoNul, NUL_MESSAGE),
  contact_email: z
    .string({ error: () => MERCHANT_PROFILE_MESSAGES.contactEmailRequired })
    .trim()
    .min(1, { error: () => MERCHANT_PROFILE_MESSAGES.contactEmailRequired })
    .pipe(z.email({ error: () => MERCHANT_PROFILE_MESSAGES.contactEmailInvalid }))
    .transform((v) => v.toLowerCase()),
  phone_number: optionalProfileText(40, () => m.errors_phone_number_max({ max: 40 })),
  address: optionalProfileText(300, () => m.errors_address_too_long({ max: 300 })),
  description_es: spanishText(5000).describe(
    'The business description in Spanish; blank or absent: none (the Spanish pages show the English)',
  ),
  tagline_es: spanishText(160).describe('The tagline in Spanish; blank or absent: none'),
});
export type MerchantProfileUpdate = z.input<typeof merchantProfileUpdateSchema>;

export const logoUploadResponseSchema = z.object({ logo_url: z.string() });

/** `GET`/`PATCH /api/merchant/profile`: the signed-in merchant's business profile. */
export const businessProfileSchema = z
  .object({
    id: z.uuid(),
    business_name: z.string(),
    tagline: z.string().nullable(),
    description: z.string(),
    description_es: z.string().nullable().describe('The business description in Spanish; null when none'),
    tagline_es: z.string().nullable().describe('The tagline in Spanish; null when none'),
    missingTranslations: missingTranslationsSchema,
    contact_email: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    logo_url: z.string().nullable(),
    btb_licence_number: z.string().nullable(),
    status: z.enum(MERCHANT_STATUSES),
    created_at: z.string(),
    approved_at: z.string().nullable(),
    rating: z.number().nullable().describe('Average over the reviews of all its tours'),
    reviewCount: z.number().int(),
    tourCount: z.number().int(),
    owner: z.object({ full_name: z.string(), email: z.string() }),
    revision: merchantProfileRevisionSchema
      .nullable()
      .describe(
        'Changes to the business name or contacts waiting for approval (the profile shows them; travellers see the approved ones), or turned down',
      ),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** `GET /api/merchants/{id}`: an approved, active merchant's public page. */
export const publicMerchantSchema = z
  .object({
    id: z.uuid(),
    business_name: z.string(),
    tagline: z.string().nullable(),
    description: z.string(),
    logo_url: z.string().nullable(),
    contact_email: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    member_since: z.string().describe('ISO timestamp'),
    tours: z.array(tourListItemSchema),
    untranslated: untranslatedSchema.optional(),
  })
  .meta({ id: 'PublicMerchant' });
export type PublicMerchant = z.infer<typeof publicMerchantSchema>;
