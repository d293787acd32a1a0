import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The emails a person may turn off. Booking confirmations, cancellation and refund receipts,
 * booking changes and password resets are essential and always sent.
 */
export const EMAIL_PREFERENCE_LABELS = {
  reminders: {
    label: 'Tour reminders',
    hint: 'A reminder 24 hours before each tour, with the meeting point and what to bring.',
  },
  reviewInvitations: {
    label: 'Review invitations',
    hint: 'An invitation to review a tour after you have taken it.',
  },
  morningSummary: {
    label: 'Morning summary',
    hint: "At 6:00 AM Belize time, the day's departures with their passenger lists.",
  },
} as const;
export type EmailPreferenceKey = keyof typeof EMAIL_PREFERENCE_LABELS;

export const emailPreferencesSchema = z.object({
  reminders: z.boolean(),
  reviewInvitations: z.boolean(),
  morningSummary: z.boolean(),
});
export type EmailPreferencesView = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();

/** A token from an unsubscribe link. */
export const unsubscribeTokenSchema = z.object({
  token: z
    .string({ error: () => m.errors_unsubscribe_link_invalid() })
    .trim()
    .min(1, { error: () => m.errors_unsubscribe_link_invalid() })
    .max(512, { error: () => m.errors_unsubscribe_link_invalid() }),
});

export const unsubscribeResultSchema = z.object({
  kind: z.enum(['reminders', 'reviewInvitations', 'morningSummary']),
  description: z.string(),
  subscribed: z.boolean(),
});
