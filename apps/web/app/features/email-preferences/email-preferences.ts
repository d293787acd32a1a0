import type { EmailPreferencesView } from '@belizepass/domain';

/** The hidden `intent` of the email preferences form. */
export const EMAIL_PREFERENCES_INTENT = 'email-preferences';

/** The answer of a form that saves email preferences (the tourist's account and the merchant console). */
export type EmailPreferencesAnswer =
  | { intent: 'email-preferences'; saved: true; preferences: EmailPreferencesView }
  | { intent: 'email-preferences'; failure: string };
