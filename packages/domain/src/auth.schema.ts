import { AUTH_MESSAGES, MERCHANT_STATUSES, PASSWORD_MIN_LENGTH, USER_ROLES } from './auth-constants.ts';
import { z } from './zod.ts';

const email = (
  required: string = AUTH_MESSAGES.emailRequired,
  invalid: string = AUTH_MESSAGES.emailInvalid,
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200, 'Password must be at most 200 characters')
  .refine((value) => value.trim().length > 0, AUTH_MESSAGES.passwordBlank);

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const merchantApplicationSchema = z.object({
  business_name: requiredText(AUTH_MESSAGES.businessNameRequired, 120),
  description: requiredText(AUTH_MESSAGES.businessDescriptionRequired, 2000),
  contact_email: email(AUTH_MESSAGES.contactEmailRequired, AUTH_MESSAGES.contactEmailInvalid),
  btb_licence_number: requiredText(AUTH_MESSAGES.licenceRequired, 40),
});

/**
 * Registration payloads of spec section 3: a tourist, or a merchant with its application.
 * No payload can ask for platform_admin.
 */
export const signupSchema = z
  .object({
    email: email(),
    password: passwordSchema,
    full_name: requiredText('Full name is required', 120),
    phone_number: z.string().trim().max(40, 'Phone number is too long').optional(),
    role: z
      .enum(['tourist', 'merchant_admin'], { error: 'Role must be tourist or merchant_admin' })
      .default('tourist'),
    merchant_application: merchantApplicationSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'merchant_admin') {
      if (!value.merchant_application) {
        ctx.addIssue({
          code: 'custom',
          path: ['merchant_application'],
          message: 'Merchant application is required',
        });
      }
      if (!value.phone_number) {
        ctx.addIssue({ code: 'custom', path: ['phone_number'], message: AUTH_MESSAGES.phoneRequired });
      }
    } else if (value.merchant_application) {
      ctx.addIssue({
        code: 'custom',
        path: ['merchant_application'],
        message: 'Only merchant_admin signups carry a merchant application',
      });
    }
  });
export type SignupPayload = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: email(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(200),
});

export const refreshSchema = z.object({
  refreshToken: z.string().min(1, 'refreshToken is required').max(200),
});

export const forgotPasswordSchema = z.object({
  email: email(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalidLong),
});

export const verifyEmailSchema = z.object({
  token: z.string().min(1, 'This confirmation link is invalid or has expired.').max(200),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.resetInvalid).max(200),
  password: passwordSchema,
});

export const profileUpdateSchema = z.object({
  full_name: requiredText('Full name is required', 120),
  phone_number: z.string().trim().max(40, 'Phone number is too long').nullable().optional(),
});

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
    merchant: z
      .object({ id: z.uuid(), business_name: z.string(), status: z.enum(MERCHANT_STATUSES) })
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
