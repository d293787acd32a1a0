import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

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
