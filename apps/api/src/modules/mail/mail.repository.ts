import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
}

export async function enqueueEmail(db: Db, email: OutgoingEmail) {
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    attachments: email.attachments ?? null,
  });
}

const MAX_ATTEMPTS = 5;

/**
 * Claims a batch of unsent mail for this process (rows another process holds are skipped), hands
 * each to `send`, and records the outcome, all in one transaction.
 */
export async function deliverPending(db: Db, send: (email: OutgoingEmail) => Promise<void>, batchSize = 20) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      try {
        await send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          attachments: row.attachments ?? undefined,
        });
        await tx
          .update(emailOutbox)
          .set({ sentAt: sql`now()`, attempts: row.attempts + 1 })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        await tx
          .update(emailOutbox)
          .set({ attempts: row.attempts + 1, lastError: String(error).slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  });
}
