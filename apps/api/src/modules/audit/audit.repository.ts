import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface AuditEntry {
  /** Null for the system (scheduled jobs). */
  actorUserId: string | null;
  /** What happened, e.g. 'tour.approve', 'merchant.status', 'settings.update', 'payout.create'. */
  action: string;
  entityType: 'merchant' | 'tour' | 'booking' | 'settings' | 'payout' | 'deal' | 'gift_card' | 'departure';
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
