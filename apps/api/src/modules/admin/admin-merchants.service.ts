import {
  ADMIN_MESSAGES,
  type AdminMerchant,
  type AdminMerchantDetail,
  type AdminMerchantListQuery,
  type approveMerchantSchema,
  commissionPercentFor,
  dealTranslationPairs,
  type MerchantCommission,
  type merchantCommissionInputSchema,
  merchantStatus,
  profileTranslationPairs,
  tourTranslationPairs,
  translationCounts,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { merchants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { emailMerchantApproved, emailMerchantRejected } from './admin-emails.ts';
import * as repo from './admin-merchants.repository.ts';
import { profileRevisionView } from './admin-profile-revisions.service.ts';
import { unpaidNetOf } from './payouts.service.ts';

export interface AdminContext {
  db: Db;
  publicUrl: string;
}

const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', ADMIN_MESSAGES.merchantNotFound);

type TranslationShare = AdminMerchant['translation'];
const NOTHING_TO_TRANSLATE: TranslationShare = { toTranslate: 0, translated: 0 };

/**
 * Each merchant's share of traveller-facing text with its Spanish written: its tours, deals and
 * profile, counted by the rule that gives the operator their `missingTranslations`.
 */
async function translationShares(db: Db, merchantIds: readonly string[]) {
  const texts = await repo.translatableTextsOf(db, merchantIds);
  const pairs = new Map<string, ReturnType<typeof tourTranslationPairs>[]>();
  const add = (merchantId: string, record: ReturnType<typeof tourTranslationPairs>) =>
    pairs.set(merchantId, [...(pairs.get(merchantId) ?? []), record]);
  for (const tour of texts.tours) add(tour.merchantId, tourTranslationPairs(tour));
  for (const deal of texts.deals) add(deal.merchantId, dealTranslationPairs(deal));
  for (const profile of texts.profiles) add(profile.merchantId, profileTranslationPairs(profile));
  return new Map([...pairs].map(([id, records]) => [id, translationCounts(records)]));
}

export function toAdminMerchant(
  row: repo.AdminMerchantRow,
  translation: TranslationShare = NOTHING_TO_TRANSLATE,
): AdminMerchant {
  const { merchant: m } = row;
  return {
    id: m.id,
    business_name: m.businessName,
    profile: { full_name: row.ownerName, phone_number: m.phoneNumber ?? row.ownerPhone },
    contact_email: m.contactEmail,
    admin_approved: m.adminApproved,
    approved: m.adminApproved,
    active: m.active,
    status: merchantStatus(m.adminApproved, m.active),
    totalTours: row.totalTours,
    totalBookings: row.totalBookings,
    totalRevenue: row.totalRevenue,
    lastPayoutDate: row.lastPayoutAt,
    btb_licence_number: m.btbLicenceNumber,
    description: m.description,
    created_at: m.createdAt.toISOString(),
    rejected_at: m.rejectedAt?.toISOString() ?? null,
    rejection_reason: m.rejectionReason,
    owner_email_verified: Boolean(row.ownerEmailVerified),
    translation,
  };
}

/** What the audit log keeps of a merchant's standing before and after a change. */
const standing = (m: typeof merchants.$inferSelect) => ({
  admin_approved: m.adminApproved,
  active: m.active,
  approved_at: m.approvedAt?.toISOString() ?? null,
  rejected_at: m.rejectedAt?.toISOString() ?? null,
  rejection_reason: m.rejectionReason,
});

export async function listMerchants(db: Db, query: AdminMerchantListQuery) {
  const { rows, total, pendingCount } = await repo.listMerchants(db, query);
  const shares = await translationShares(
    db,
    rows.map((row) => row.merchant.id),
  );
  return {
    merchants: rows.map((row) => toAdminMerchant(row, shares.get(row.merchant.id))),
    total,
    pendingCount,
  };
}

async function adminMerchant(db: Db, id: string) {
  const row = await repo.findMerchantRow(db, id);
  if (!row) throw MERCHANT_NOT_FOUND();
  return toAdminMerchant(row, (await translationShares(db, [id])).get(id));
}

export async function merchantDetail(db: Db, id: string): Promise<AdminMerchantDetail> {
  const row = await repo.findMerchantRow(db, id);
  if (!row) throw MERCHANT_NOT_FOUND();
  const [tours, lastPayout, unpaidNet, revision, shares] = await Promise.all([
    repo.listToursOfMerchant(db, id),
    repo.lastPayoutOf(db, id),
    unpaidNetOf(db, id),
    profileRevisionView(db, id),
    translationShares(db, [id]),
  ]);
  return {
    ...toAdminMerchant(row, shares.get(id)),
    tagline: row.merchant.tagline,
    address: row.merchant.address,
    owner_email: row.ownerEmail,
    tours: tours.map((t) => ({
      id: t.id,
      title: t.title,
      status: merchantStatus(t.adminApproved, t.active),
    })),
    lastPayout: lastPayout
      ? {
          reference: lastPayout.reference,
          amount: lastPayout.amountCents,
          date: lastPayout.createdAt.toISOString(),
        }
      : null,
    unpaidNet,
    revision,
  };
}

/**
 * Approves an application (the applicant is emailed the merchant login link) or rejects it with a
 * reason (emailed to the applicant). Approving twice changes nothing; an approved merchant is not
 * rejected afterwards: it is deactivated instead.
 */
export async function decideMerchant(
  ctx: AdminContext,
  id: string,
  decision: z.output<typeof approveMerchantSchema>,
  actorUserId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockMerchant(tx, id);
    if (!before) throw MERCHANT_NOT_FOUND();
    if (decision.approved && before.adminApproved) return;
    if (decision.approved && !(await repo.findMerchantRow(tx, id))?.ownerEmailVerified) {
      throw conflict('MERCHANT_EMAIL_UNVERIFIED', m.errors_merchant_email_unverified());
    }
    if (!decision.approved && before.adminApproved) {
      throw conflict('MERCHANT_ALREADY_APPROVED', m.errors_merchant_already_approved());
    }
    const now = new Date();
    await repo.updateMerchant(
      tx,
      id,
      decision.approved
        ? { adminApproved: true, approvedAt: now, rejectedAt: null, rejectionReason: null }
        : { adminApproved: false, approvedAt: null, rejectedAt: now, rejectionReason: decision.reason! },
    );
    const after = (await repo.findMerchantRow(tx, id))!;
    const to = { email: after.ownerEmail, name: after.ownerName, businessName: after.merchant.businessName };
    if (decision.approved) await emailMerchantApproved(tx, to, ctx.publicUrl);
    else await emailMerchantRejected(tx, to, decision.reason!);
    await recordAudit(tx, {
      actorUserId,
      action: decision.approved ? 'merchant.approve' : 'merchant.reject',
      entityType: 'merchant',
      entityId: id,
      before: standing(before),
      after: standing(after.merchant),
      note: decision.approved ? undefined : decision.reason,
    });
  });
  return adminMerchant(ctx.db, id);
}

/**
 * Activates or deactivates a merchant. The public catalogue and booking only show tours of approved,
 * active merchants, so this hides or restores all of its tours at once.
 */
export async function setMerchantActive(ctx: AdminContext, id: string, active: boolean, actorUserId: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockMerchant(tx, id);
    if (!before) throw MERCHANT_NOT_FOUND();
    if (before.active === active) return;
    await repo.updateMerchant(tx, id, { active });
    await recordAudit(tx, {
      actorUserId,
      action: 'merchant.status',
      entityType: 'merchant',
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
  });
  return adminMerchant(ctx.db, id);
}

async function commissionView(db: Db, id: string): Promise<MerchantCommission> {
  const row = await repo.findMerchantCommission(db, id);
  if (!row) throw MERCHANT_NOT_FOUND();
  return {
    merchantId: id,
    commissionPercent: row.merchantPercent,
    platformCommissionPercent: row.platformPercent,
    effectiveCommissionPercent: commissionPercentFor(row),
  };
}

/** A merchant's own commission rate (or null for the platform's) and the rate that applies now. */
export function merchantCommission(db: Db, id: string) {
  return commissionView(db, id);
}

/**
 * Sets or clears a merchant's own commission rate; audited. It applies to what the merchant sells
 * from now on (bookings paid, vouchers and gift cards redeemed); what was recorded keeps its rate.
 */
export async function setMerchantCommission(
  db: Db,
  id: string,
  input: z.output<typeof merchantCommissionInputSchema>,
  actorUserId: string,
) {
  await db.transaction(async (tx) => {
    const before = await repo.lockMerchant(tx, id);
    if (!before) throw MERCHANT_NOT_FOUND();
    if (before.commissionPercent === input.commissionPercent) return;
    await repo.updateMerchant(tx, id, { commissionPercent: input.commissionPercent });
    await recordAudit(tx, {
      actorUserId,
      action: 'merchant.commission',
      entityType: 'merchant',
      entityId: id,
      before: { commissionPercent: before.commissionPercent },
      after: { commissionPercent: input.commissionPercent },
    });
  });
  return commissionView(db, id);
}
