import type { ContactMessage } from '@belizepass/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/index.ts';

/**
 * Subscribes an address, or subscribes it again after it left. Returns false when it was already
 * subscribed (nothing changes then).
 */
export async function subscribe(db: Db, email: string, unsubscribeTokenHash: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email, unsubscribeTokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { unsubscribedAt: null, unsubscribeTokenHash },
      setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
    })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function unsubscribe(db: Db, unsubscribeTokenHash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.unsubscribeTokenHash, unsubscribeTokenHash),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function insertContactMessage(db: Db, message: ContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
