import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  bookings,
  deals,
  departures,
  giftCards,
  merchants,
  payouts,
  tours,
  users,
} from '../../db/schema/index.ts';

export interface AuditEntry {
  /** Null for the system (scheduled jobs). */
  actorUserId: string | null;
  /** What happened, e.g. 'tour.approve', 'merchant.status', 'settings.update', 'payout.create'. */
  action: string;
  entityType:
    | 'merchant'
    | 'tour'
    | 'booking'
    | 'settings'
    | 'payout'
    | 'deal'
    | 'gift_card'
    | 'departure'
    | 'reseller'
    | 'agent';
  entityId: string;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/** Writes one audit entry; call it with the transaction that makes the change. */
export async function recordAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

export function listAudit(db: Db, { limit, offset }: { limit: number; offset: number }) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit).offset(offset);
}

export interface AuditFilters {
  entityType?: string;
  entityId?: string;
  action?: string;
  limit: number;
  offset: number;
}

/** Newest first, with the name of whoever made each change (uses the entity index when filtered). */
export async function listAuditEntries(db: Db, filters: AuditFilters) {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [total] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: total?.total ?? 0 };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Looks up the names of one entity type's ids: [id, name] pairs. */
const NAME_LOOKUPS: Record<
  string,
  (db: Db, ids: string[]) => Promise<{ id: string; name: string | null }[]>
> = {
  merchant: (db, ids) =>
    db
      .select({ id: merchants.id, name: merchants.businessName })
      .from(merchants)
      .where(inArray(merchants.id, ids)),
  tour: (db, ids) => db.select({ id: tours.id, name: tours.title }).from(tours).where(inArray(tours.id, ids)),
  deal: (db, ids) => db.select({ id: deals.id, name: deals.title }).from(deals).where(inArray(deals.id, ids)),
  booking: (db, ids) =>
    db
      .select({ id: bookings.id, name: bookings.confirmationCode })
      .from(bookings)
      .where(inArray(bookings.id, ids)),
  payout: (db, ids) =>
    db.select({ id: payouts.id, name: payouts.reference }).from(payouts).where(inArray(payouts.id, ids)),
  gift_card: (db, ids) =>
    db.select({ id: giftCards.id, name: giftCards.code }).from(giftCards).where(inArray(giftCards.id, ids)),
  departure: async (db, ids) => {
    const rows = await db
      .select({
        id: departures.id,
        title: tours.title,
        date: departures.localDate,
        time: departures.startTime,
      })
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .where(inArray(departures.id, ids));
    return rows.map((r) => ({ id: r.id, name: `${r.title}, ${r.date} ${r.time}` }));
  },
};

/**
 * The names people know the entries' records by (a merchant's business name, a tour's title, a
 * booking's confirmation code...), keyed `type:id`: one query per entity type on the page.
 */
export async function auditEntityNames(db: Db, entries: { entityType: string; entityId: string }[]) {
  const idsByType = new Map<string, Set<string>>();
  for (const { entityType, entityId } of entries) {
    if (!NAME_LOOKUPS[entityType] || !UUID.test(entityId)) continue;
    (idsByType.get(entityType) ?? idsByType.set(entityType, new Set()).get(entityType)!).add(entityId);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const row of await NAME_LOOKUPS[type]!(db, [...ids])) {
        if (row.name) names.set(`${type}:${row.id}`, row.name);
      }
    }),
  );
  if (entries.some((e) => e.entityType === 'settings')) names.set('settings:1', 'Platform settings');
  return names;
}
