import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/**
 * The emails a person may turn off. Booking confirmations, cancellation and refund receipts,
 * booking changes and password resets are essential and always sent.
 */
export const EMAIL_PREFERENCE_LABELS = {
  reminders: {
    get label() {
      return m.emails_pref_reminders_label();
    },
    get hint() {
      return m.emails_pref_reminders_hint();
    },
  },
  reviewInvitations: {
    get label() {
      return m.emails_pref_review_invitations_label();
    },
    get hint() {
      return m.emails_pref_review_invitations_hint();
    },
  },
  morningSummary: {
    get label() {
      return m.emails_pref_morning_summary_label();
    },
    get hint() {
      return m.emails_pref_morning_summary_hint();
    },
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
