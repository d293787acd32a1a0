import type { ContactMessage } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import * as repo from './contact.repository.ts';

export interface ContactContext {
  db: Db;
  publicUrl: string;
  supportEmail: string;
}

/** Subscribes and sends a welcome email whose link unsubscribes; returns whether it was new. */
export async function subscribe(ctx: ContactContext, email: string): Promise<boolean> {
  const unsubscribe = newOpaqueToken();
  return ctx.db.transaction(async (tx) => {
    const created = await repo.subscribe(tx, email, unsubscribe.hash);
    if (created) {
      await enqueueEmail(tx, {
        to: email,
        subject: 'Welcome to the BelizePass newsletter',
        text: `Thank you for subscribing! Once or twice a month we send the best new tours and local deals in Belize.\n\nTo stop receiving the newsletter, open ${ctx.publicUrl}/newsletter/unsubscribe?token=${unsubscribe.token}\n\nThe BelizePass team`,
      });
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

/** Stores the message and emails it to the support inbox in one transaction. */
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
