import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema/index.ts';
import { containsPattern } from './admin-text.ts';

const paidOfUser = sql`${bookings.userId} = ${users.id} and ${bookings.status} in ('confirmed', 'completed', 'no_show')`;

/** Tourist accounts, newest first, with their paid bookings; deleted accounts stay listed (anonymised). */
export async function listTourists(db: Db, options: { search?: string; limit: number; offset: number }) {
  let where: SQL | undefined = eq(users.role, 'tourist');
  if (options.search) {
    const pattern = containsPattern(options.search);
    where = and(where, or(ilike(users.fullName, pattern), ilike(users.email, pattern)));
  }
  const rows = await db
    .select({
      user: users,
      bookingsCount: sql<number>`(select count(*) from ${bookings} where ${paidOfUser})`.mapWith(Number),
      totalSpent:
        sql<number>`(select coalesce(sum(${bookings.totalCents}), 0) from ${bookings} where ${paidOfUser})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: total?.total ?? 0 };
}
