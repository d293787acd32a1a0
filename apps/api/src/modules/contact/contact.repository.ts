import type { ContactMessage } from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/index.ts';

/** Returns true when the address is new, false when it was already subscribed. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

export async function insertContactMessage(db: Db, message: ContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
