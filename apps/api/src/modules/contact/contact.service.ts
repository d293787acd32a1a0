import type { ContactMessage } from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { emailLines, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import * as repo from './contact.repository.ts';

export interface ContactContext {
  db: Db;
  publicUrl: string;
  supportEmail: string;
}

/**
 * Subscribes and sends a welcome email whose link unsubscribes, in the language of the page the
 * visitor subscribed on (the request's); returns whether it was new.
 */
export async function subscribe(
  ctx: ContactContext,
  email: string,
  locale: Locale = currentLocale(),
): Promise<boolean> {
  const unsubscribe = newOpaqueToken();
  return ctx.db.transaction(async (tx) => {
    const created = await repo.subscribe(tx, email, unsubscribe.hash);
    if (created) {
      await withLocale(locale, () =>
        enqueueEmail(tx, {
          to: email,
          subject: m.emails_newsletter_subject(),
          text: emailLines([
            m.emails_newsletter_thanks(),
            '',
            m.emails_newsletter_stop({
              link: siteLink(ctx.publicUrl, `/newsletter/unsubscribe?token=${unsubscribe.token}`),
            }),
            '',
            m.emails_sign_off(),
          ]),
        }),
      );
    }
    return created;
  });
}

export async function unsubscribe(ctx: ContactContext, token: string) {
  if (!(await repo.unsubscribe(ctx.db, hashToken(token)))) {
    throw notFound('UNSUBSCRIBE_LINK_INVALID', m.errors_unsubscribe_link_invalid());
  }
  return { message: m.errors_unsubscribed() };
}

/** Stores the message and emails it to the support inbox (in English, the staff's) in one transaction. */
export async function sendContactMessage(ctx: ContactContext, message: ContactMessage) {
  return ctx.db.transaction(async (tx) => {
    const saved = await repo.insertContactMessage(tx, message);
    await enqueueEmail(tx, {
      to: ctx.supportEmail,
      subject: `Contact form: ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nReference: ${saved.id}\n\n${message.message}`,
    });
    return saved;
  });
}
