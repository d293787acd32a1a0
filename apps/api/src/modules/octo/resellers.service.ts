import { createHash, randomBytes } from 'node:crypto';
import {
  type createResellerSchema,
  earnedCommission,
  type Reseller,
  type ResellerKey,
  type ResellerStatement,
  statementTotals,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { csvDollars, toCsv } from '../admin/csv.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './resellers.repository.ts';

/** Keys start with this, so a leaked one is recognised (and secret scanners can find it). */
export const KEY_PREFIX = 'bpocto_';
/** Characters of the key kept in the clear, to tell keys apart on the admin screen. */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 6;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const RESELLER_NOT_FOUND = () => notFound('RESELLER_NOT_FOUND', m.octo_reseller_not_found());

function keyView(k: repo.ResellerKeyRow): ResellerKey {
  return {
    id: k.id,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

function resellerView(r: repo.ResellerRow, keys: repo.ResellerKeyRow[]): Reseller {
  return {
    id: r.id,
    name: r.name,
    contactEmail: r.contactEmail,
    commissionPercent: r.commissionPercent,
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    keys: keys.filter((k) => k.resellerId === r.id).map(keyView),
  };
}

export async function listResellers(db: Db) {
  const rows = await repo.listResellers(db);
  const keys = await repo.listKeys(
    db,
    rows.map((r) => r.id),
  );
  return { resellers: rows.map((r) => resellerView(r, keys)) };
}

async function viewOf(db: Db, id: string) {
  const row = await repo.findReseller(db, id);
  if (!row) throw RESELLER_NOT_FOUND();
  return resellerView(row, await repo.listKeys(db, [id]));
}

export async function createReseller(
  db: Db,
  actorUserId: string,
  input: z.output<typeof createResellerSchema>,
) {
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertReseller(tx, input);
    await recordAudit(tx, {
      actorUserId,
      action: 'reseller.create',
      entityType: 'reseller',
      entityId: created.id,
      before: null,
      after: input,
    });
    return created;
  });
  return resellerView(row, []);
}

/** A new random key for the reseller: returned whole this once; only its SHA-256 is kept. */
export async function issueKey(db: Db, actorUserId: string, resellerId: string) {
  if (!(await repo.findReseller(db, resellerId))) throw RESELLER_NOT_FOUND();
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    const row = await repo.insertKey(tx, {
      resellerId,
      keyHash: hashKey(key),
      prefix: key.slice(0, SHOWN_CHARACTERS),
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'reseller.key_issue',
      entityType: 'reseller',
      entityId: resellerId,
      before: null,
      after: { keyId: row.id, prefix: row.prefix },
    });
  });
  return { key, reseller: await viewOf(db, resellerId) };
}

export async function revokeKey(db: Db, actorUserId: string, resellerId: string, keyId: string) {
  await db.transaction(async (tx) => {
    const row = await repo.revokeKey(tx, resellerId, keyId, new Date());
    if (!row) throw notFound('RESELLER_KEY_NOT_FOUND', m.octo_key_not_found());
    await recordAudit(tx, {
      actorUserId,
      action: 'reseller.key_revoke',
      entityType: 'reseller',
      entityId: resellerId,
      before: { keyId, prefix: row.prefix },
      after: null,
    });
  });
  return viewOf(db, resellerId);
}

/** The active reseller a presented key belongs to; `inactive` for a suspended reseller's key. */
export async function resellerForKey(db: Db, key: string, now = new Date()) {
  if (!key.startsWith(KEY_PREFIX)) return undefined;
  const reseller = await repo.resellerOfKey(db, hashKey(key), now);
  if (!reseller) return undefined;
  return reseller.active ? reseller : ('inactive' as const);
}

/** The names of resellers by id, for the screens that show who sold a booking. */
export function resellerNamesOf(db: Db, ids: string[]) {
  return repo.resellerNames(db, [...new Set(ids)]);
}

/**
 * A reseller's month for the admin: its paid bookings made that month (Belize time), what it sold,
 * the commission it keeps and what it owes us on account (all of a reseller's sales are on account).
 */
export async function resellerStatement(
  db: Db,
  resellerId: string,
  month: string,
): Promise<ResellerStatement> {
  const reseller = await repo.findReseller(db, resellerId);
  if (!reseller) throw RESELLER_NOT_FOUND();
  const lines = (await repo.listResellerMonth(db, resellerId, month)).map((b) => ({
    id: b.id,
    confirmationCode: b.confirmationCode,
    resellerReference: b.resellerReference,
    status: b.status,
    guestName: b.fullName,
    tourTitle: b.tourTitle,
    date: b.localDate,
    createdAt: b.createdAt.toISOString(),
    total: b.totalCents,
    commissionPercent: b.resellerCommissionPercent,
    commission: earnedCommission({ status: b.status, commissionCents: b.resellerCommissionCents }),
  }));
  const totals = statementTotals(
    lines.map((l) => ({
      status: l.status,
      totalCents: l.total,
      commissionCents: l.commission,
      payment: 'account' as const,
    })),
  );
  return {
    month,
    reseller: { id: reseller.id, name: reseller.name, commissionPercent: reseller.commissionPercent },
    lines,
    totals,
  };
}

/** The reseller's statement as a CSV file: one row per booking, then the totals. */
export async function resellerStatementCsv(db: Db, resellerId: string, month: string) {
  const s = await resellerStatement(db, resellerId, month);
  const rows = s.lines.map((l) => [
    l.createdAt.slice(0, 10),
    l.confirmationCode,
    l.resellerReference,
    l.guestName,
    l.tourTitle,
    l.date,
    l.status,
    csvDollars(l.total),
    l.commissionPercent,
    csvDollars(l.commission),
  ]);
  const t = s.totals;
  rows.push(
    [],
    [m.agent_csv_gross(), csvDollars(t.gross)],
    [m.agent_csv_commission(), csvDollars(t.commission)],
    [m.agent_csv_balance(), csvDollars(t.balance)],
  );
  return toCsv(
    [
      m.agent_csv_booked_on(),
      m.agent_csv_code(),
      m.agent_csv_reference(),
      m.agent_csv_guest(),
      m.agent_csv_tour(),
      m.agent_csv_date(),
      m.agent_csv_status(),
      m.agent_csv_total(),
      m.agent_csv_rate(),
      m.agent_csv_commission(),
    ],
    rows,
  );
}
