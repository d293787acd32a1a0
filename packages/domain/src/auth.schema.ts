import { agentApplicationSchema } from './agents.schema.ts';
import {
  AUTH_MESSAGES,
  MERCHANT_STATUSES,
  PASSWORD_MIN_LENGTH,
  passwordContainsEmail,
  USER_ROLES,
} from './auth-constants.ts';
import { locales, m } from './i18n/index.ts';
import { MERCHANT_ROLES } from './team.schema.ts';
import { z } from './zod.ts';

const email = (
  required: () => string = () => AUTH_MESSAGES.emailRequired,
  invalid: () => string = () => AUTH_MESSAGES.emailInvalid,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: () => AUTH_MESSAGES.passwordRequired })
  .min(1, { error: () => AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: () => AUTH_MESSAGES.passwordTooShort })
  .max(200, { error: () => m.errors_password_too_long() })
  .refine((value) => value.trim().length > 0, { error: () => AUTH_MESSAGES.passwordBlank });

/**
 * The refinement of a form or payload with an email and a password: the password may not contain
 * the email (`passwordContainsEmail`). Checked even while other fields are still wrong.
 */
export const passwordWithoutEmail: [
  check: (value: { email?: unknown; password?: unknown }) => boolean,
  issue: { when: () => boolean; path: string[]; error: () => string },
] = [
  (value) =>
    typeof value.email !== 'string' ||
    typeof value.password !== 'string' ||
    !passwordContainsEmail(value.password, value.email),
  { when: () => true, path: ['password'], error: () => AUTH_MESSAGES.passwordContainsEmail },
];

const requiredText = (message: () => string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: () => m.errors_at_most_characters({ max }) });

export const merchantApplicationSchema = z.object({
  business_name: requiredText(() => AUTH_MESSAGES.businessNameRequired, 120),
  description: requiredText(() => AUTH_MESSAGES.businessDescriptionRequired, 2000),
  contact_email: email(
    () => AUTH_MESSAGES.contactEmailRequired,
    () => AUTH_MESSAGES.contactEmailInvalid,
  ),
  btb_licence_number: requiredText(() => AUTH_MESSAGES.licenceRequired, 40),
});

/**
 * Registration payloads of spec section 3: a tourist, or a merchant with its application.
 * No payload can ask for platform_admin.
 */
export const signupSchema = z
  .object({
    email: email(),
    password: passwordSchema,
    full_name: requiredText(() => m.errors_full_name_required(), 120),
    phone_number: z
      .string()
      .trim()
      .max(40, { error: () => m.errors_phone_too_long() })
      .optional(),
    role: z
      .enum(['tourist', 'merchant_admin', 'agent'], { error: () => m.errors_role_invalid() })
      .default('tourist'),
    merchant_application: merchantApplicationSchema.optional(),
    /** An agent's application (role `agent`): approved by the admin, never by the sign-up itself. */
    agent_application: agentApplicationSchema.optional(),
  })
  .refine(...passwordWithoutEmail)
  .superRefine((value, ctx) => {
    if (value.role === 'merchant_admin') {
      if (!value.merchant_application) {
        ctx.addIssue({
          code: 'custom',
          path: ['merchant_application'],
          message: m.errors_merchant_application_required(),
        });
      }
      if (!value.phone_number) {
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: AUTH_MESSAGES.phoneRequired });
      }
    } else if (value.merchant_application) {
      ctx.addIssue({
        code: 'custom',
        path: ['merchant_application'],
        message: m.errors_merchant_application_only_merchants(),
      });
    }
    if (value.role === 'agent' && !value.agent_application) {
      ctx.addIssue({ code: 'custom', path: ['agent_application'], message: m.agent_application_required() });
    } else if (value.role !== 'agent' && value.agent_application) {
      ctx.addIssue({
        code: 'custom',
        path: ['agent_application'],
        message: m.agent_application_only_agents(),
      });
    }
  });
export type SignupPayload = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: () => AUTH_MESSAGES.passwordRequired })
    .min(1, { error: () => AUTH_MESSAGES.passwordRequired })
    .max(200),
});

export const refreshSchema = z.object({
  refreshToken: z.string().min(1, 'refreshToken is required').max(200),
});

export const forgotPasswordSchema = z.object({
  email: email(
    () => AUTH_MESSAGES.emailRequired,
    () => AUTH_MESSAGES.emailInvalidLong,
  ),
});

/** Asks for an emailed one-time sign-in link (the same answer whether or not the account exists). */
export const signInLinkRequestSchema = forgotPasswordSchema;

/** Signs in with the token of an emailed sign-in link. */
export const signInLinkSchema = z.object({
  token: z
    .string()
    .min(1, { error: () => m.errors_sign_in_link_invalid() })
    .max(200),
});

export const verifyEmailSchema = z.object({
  token: z
    .string()
    .min(1, { error: () => m.errors_confirmation_link_invalid() })
    .max(200),
});

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .min(1, { error: () => AUTH_MESSAGES.resetInvalid })
    .max(200),
  password: passwordSchema,
});

export const profileUpdateSchema = z.object({
  full_name: requiredText(() => m.errors_full_name_required(), 120),
  phone_number: z
    .string()
    .trim()
    .max(40, { error: () => m.errors_phone_too_long() })
    .nullable()
    .optional(),
});

/** `PUT /api/auth/user/language`: the language of the signed-in person's emails (decision 029). */
export const userLanguageSchema = z.object({
  locale: z.enum(locales, { error: () => m.errors_locale_invalid() }),
});
export type UserLanguage = z.infer<typeof userLanguageSchema>;

export const sessionUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    full_name: z.string(),
    phone_number: z.string().nullable(),
    role: z.enum(USER_ROLES),
    created_at: z.string(),
    /** Whether the person has opened the link of the verification email. */
    email_verified: z.boolean(),
    /** The language the person's emails are written in. */
    locale: z.enum(locales),
    merchant: z
      .object({
        id: z.uuid(),
        business_name: z.string(),
        status: z.enum(MERCHANT_STATUSES),
        /** The person's place in the business: its owner, or a member with a staff role. */
        role: z.enum(MERCHANT_ROLES),
      })
      .nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
