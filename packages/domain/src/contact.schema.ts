import { z } from './zod.ts';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .pipe(z.email({ error: 'Email is invalid' }))
  .transform((value) => value.toLowerCase());

export const newsletterSignupSchema = z.object({ email });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name is too long'),
  email,
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(160, 'Subject must be at most 160 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
