import { m } from './i18n/index.ts';
import { z } from './zod.ts';

const email = z
  .string({ error: () => m.errors_email_required() })
  .trim()
  .min(1, { error: () => m.errors_email_required() })
  .max(254, { error: () => m.errors_email_invalid() })
  .pipe(z.email({ error: () => m.errors_email_invalid() }))
  .transform((value) => value.toLowerCase());

export const newsletterSignupSchema = z.object({ email });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: () => m.errors_name_required() })
    .trim()
    .min(1, { error: () => m.errors_name_required() })
    .max(120, { error: () => m.errors_name_too_long() }),
  email,
  subject: z
    .string({ error: () => m.errors_subject_required() })
    .trim()
    .min(1, { error: () => m.errors_subject_required() })
    .max(160, { error: () => m.errors_subject_too_long() }),
  message: z
    .string({ error: () => m.errors_message_required() })
    .trim()
    .min(1, { error: () => m.errors_message_required() })
    .max(5000, { error: () => m.errors_message_too_long() }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
