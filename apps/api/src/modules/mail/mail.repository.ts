import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { currentLocale } from '../../lib/locale.ts';
import { emailHtml } from './email-html.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, laid out from the text when the email is enqueued (in the language it is written in). */
  html?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export async function enqueueEmail(db: Db, email: OutgoingEmail) {
  // A walk-in booking taken without an email address has nobody to write to.
  if (!email.to.trim()) return;
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? emailHtml(email, currentLocale()),
    attachments: email.attachments ?? null,
    headers: email.headers ?? null,
  });
}

const MAX_ATTEMPTS = 5;
/** How long a sender holds a claimed message; a sender that died frees it when this runs out. */
const CLAIM_MS = 120_000;

/**
 * Claims a batch of unsent mail for this process in one short statement (rows another process
 * holds or has claimed are skipped), sends each outside any transaction, then marks it sent, or
 * counts the failed attempt and frees it for a later turn. A process that dies after sending and
 * before marking sends that message again after the claim runs out (at least once, never lost).
 */
export async function deliverPending(db: Db, send: (email: OutgoingEmail) => Promise<void>, batchSize = 20) {
  const claimed = await db.execute<{ id: string }>(sql`
    update ${emailOutbox} set claimed_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
     where id in (
       select id from ${emailOutbox}
        where sent_at is null and attempts < ${MAX_ATTEMPTS}
          and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${batchSize}
        for update skip locked)
    returning id`);
  const ids = claimed.rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, ids))
    .orderBy(asc(emailOutbox.createdAt));
  let sent = 0;
  for (const row of rows) {
    try {
      await send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        attachments: row.attachments ?? undefined,
        headers: row.headers ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, attempts: row.attempts + 1, claimedUntil: null })
        .where(eq(emailOutbox.id, row.id));
      sent++;
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({ attempts: row.attempts + 1, lastError: String(error).slice(0, 500), claimedUntil: null })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return sent;
}
