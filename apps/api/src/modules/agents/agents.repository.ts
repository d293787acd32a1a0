import { and, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, bookings, tours, users } from '../../db/schema/index.ts';

export type AgentRow = typeof agents.$inferSelect;

export async function insertAgent(db: Db, values: typeof agents.$inferInsert) {
  const [row] = await db.insert(agents).values(values).returning();
  return row!;
}

export async function findAgentOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(agents).where(eq(agents.ownerUserId, userId));
  return row;
}

const withOwner = {
  agent: agents,
  ownerName: users.fullName,
  email: users.email,
};

/** Every agent with its owner's name and email, applications first, then the newest. */
export async function listAgents(db: Db) {
  return db
    .select(withOwner)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.ownerUserId))
    .orderBy(agents.adminApproved, desc(agents.createdAt), agents.id);
}

export async function findAgentWithOwner(db: Db, id: string) {
  const [row] = await db
    .select(withOwner)
    .from(agents)
    .innerJoin(users, eq(users.id, agents.ownerUserId))
    .where(eq(agents.id, id));
  return row;
}

export async function approveAgent(db: Db, id: string, commissionPercent: number, now: Date) {
  const [row] = await db
    .update(agents)
    .set({
      commissionPercent,
      adminApproved: true,
      approvedAt: sql`coalesce(${agents.approvedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(agents.id, id))
    .returning();
  return row;
}

/** A Belize month (YYYY-MM) as the instants it starts and ends. */
const monthRange = (month: string) => ({
  from: sql`(${`${month}-01`}::date)::timestamp at time zone 'America/Belize'`,
  until: sql`((${`${month}-01`}::date + interval '1 month')::date)::timestamp at time zone 'America/Belize'`,
});

const bookingColumns = {
  id: bookings.id,
  confirmationCode: bookings.confirmationCode,
  status: bookings.status,
  fullName: bookings.fullName,
  email: bookings.email,
  tourTitle: tours.title,
  localDate: bookings.localDate,
  startTime: bookings.startTime,
  createdAt: bookings.createdAt,
  totalCents: bookings.totalCents,
  parkFeeCents: bookings.parkFeeCents,
  parkFeeCashCents: bookings.parkFeeCashCents,
  giftCardCents: bookings.giftCardCents,
  refundCents: bookings.refundCents,
  paidAt: bookings.paidAt,
  checkedInAt: bookings.checkedInAt,
  agentPayment: bookings.agentPayment,
  agentCommissionPercent: bookings.agentCommissionPercent,
  agentCommissionCents: bookings.agentCommissionCents,
};
export type AgentBookingRow = Awaited<ReturnType<typeof listAgentBookings>>[number];

/**
 * The agent's bookings, newest first: unpaid holds included (a card payment not made yet), or,
 * with `month`, the paid bookings made that Belize month (its statement's lines).
 */
export async function listAgentBookings(
  db: Db,
  agentId: string,
  options: { month?: string; id?: string; limit?: number } = {},
) {
  const range = options.month ? monthRange(options.month) : undefined;
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(
      and(
        eq(bookings.agentId, agentId),
        options.id ? eq(bookings.id, options.id) : undefined,
        range ? isNotNull(bookings.paidAt) : undefined,
        range ? gte(bookings.createdAt, range.from) : undefined,
        range ? lt(bookings.createdAt, range.until) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), bookings.id)
    .limit(options.limit ?? 500);
}

/** The business names of agents, for the screens that show who booked. */
export async function agentNames(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: agents.id, name: agents.businessName })
    .from(agents)
    .where(inArray(agents.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
