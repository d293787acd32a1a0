import {
  type AdminProfileRevision,
  PROFILE_REVIEWED_FIELDS,
  splitMinorFixes,
  TOUR_REVISION_MESSAGES,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import type { ProfileRevisionProposal } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as merchantRepo from '../merchants/merchants.repository.ts';
import * as revisions from '../merchants/profile-revisions.repository.ts';
import {
  applyProfileProposal,
  describeProfileChanges,
  profileAuditValues,
} from '../merchants/profile-revisions.ts';
import { emailProfileChangesApproved, emailProfileChangesRejected } from './admin-emails.ts';

/**
 * Staff review of an approved merchant's pending business profile revision (its name and contacts):
 * approve, reject with a reason, or let named wording fixes go live at once. The same rules as a tour's
 * (admin-tour-revisions.service.ts; docs/decisions/032-reviewed-revisions.md).
 */

const M = TOUR_REVISION_MESSAGES;
const REVISION_NOT_FOUND = () => notFound('REVISION_NOT_FOUND', M.revisionNotFound);
const MERCHANT_NOT_FOUND = () => notFound('MERCHANT_NOT_FOUND', m.errors_merchant_not_found());

/** The merchant's pending profile revision as staff review it, or null when none waits. */
export async function profileRevisionView(db: Db, merchantId: string): Promise<AdminProfileRevision | null> {
  const [merchant, latest] = await Promise.all([
    merchantRepo.findMerchant(db, merchantId),
    revisions.latestProfileRevision(db, merchantId),
  ]);
  if (!merchant || latest?.revision.status !== 'pending') return null;
  const { revision } = latest;
  return {
    id: revision.id,
    merchant_id: merchantId,
    status: 'pending',
    version: revision.version,
    submitted_at: revision.submittedAt.toISOString(),
    submitted_by:
      revision.submittedByUserId && latest.authorName
        ? { id: revision.submittedByUserId, full_name: latest.authorName }
        : null,
    changes: describeProfileChanges(merchant, revision.proposed),
  };
}

/** The merchant (with its owner) and its pending profile revision, locked; it must be the version reviewed. */
async function lockPending(tx: Db, merchantId: string, version: number) {
  const merchant = await merchantRepo.findMerchant(tx, merchantId, { forUpdate: true });
  const owner = await merchantRepo.findMerchantWithOwner(tx, merchantId);
  if (!merchant || !owner) throw MERCHANT_NOT_FOUND();
  const pending = await revisions.findPendingProfileRevision(tx, merchantId, { forUpdate: true });
  if (!pending) throw REVISION_NOT_FOUND();
  if (pending.version !== version) throw conflict('REVISION_CHANGED', M.revisionChanged);
  return { merchant, pending, owner: { email: owner.ownerEmail, name: owner.ownerName } };
}

/** Approves the profile changes: written into the merchant in one transaction, audited, the merchant emailed. */
export async function approveProfileRevision(
  db: Db,
  merchantId: string,
  version: number,
  actorUserId: string,
) {
  await db.transaction(async (tx) => {
    const { merchant, pending, owner } = await lockPending(tx, merchantId, version);
    await applyProfileProposal(tx, merchant, pending.proposed);
    await revisions.decideProfileRevision(tx, pending.id, {
      status: 'approved',
      decidedByUserId: actorUserId,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'merchant.revision_approve',
      entityType: 'merchant',
      entityId: merchantId,
      ...profileAuditValues(merchant, pending.proposed),
    });
    await emailProfileChangesApproved(tx, owner, pending.proposed.businessName ?? merchant.businessName);
  });
}

/** Turns the profile changes down with a reason the merchant is emailed; travellers keep the approved profile. */
export async function rejectProfileRevision(
  ctx: { db: Db; publicUrl: string },
  merchantId: string,
  decision: { version: number; reason: string },
  actorUserId: string,
) {
  await ctx.db.transaction(async (tx) => {
    const { merchant, pending, owner } = await lockPending(tx, merchantId, decision.version);
    await revisions.decideProfileRevision(tx, pending.id, {
      status: 'rejected',
      decidedByUserId: actorUserId,
      reason: decision.reason,
    });
    await recordAudit(tx, {
      actorUserId,
      action: 'merchant.revision_reject',
      entityType: 'merchant',
      entityId: merchantId,
      ...profileAuditValues(merchant, pending.proposed),
      note: decision.reason,
    });
    await emailProfileChangesRejected(tx, owner, merchant.businessName, decision.reason, ctx.publicUrl);
  });
}

/**
 * Lets the named wording fixes of the reviewed version go live at once (text fields only, 400 naming
 * any other); the rest keeps waiting as a new version, or the revision is approved when nothing is
 * left. Audited as `merchant.revision_minor`.
 */
export async function applyProfileMinorFixes(
  db: Db,
  merchantId: string,
  decision: { version: number; fields: string[] },
  actorUserId: string,
) {
  await db.transaction(async (tx) => {
    const { merchant, pending } = await lockPending(tx, merchantId, decision.version);
    const split = splitMinorFixes(PROFILE_REVIEWED_FIELDS, merchant, pending.proposed, decision.fields);
    if ('error' in split) throw badRequest(split.error, [{ field: 'fields', message: split.error }]);
    const minor: ProfileRevisionProposal = split.minor;
    await applyProfileProposal(tx, merchant, minor);
    await recordAudit(tx, {
      actorUserId,
      action: 'merchant.revision_minor',
      entityType: 'merchant',
      entityId: merchantId,
      ...profileAuditValues(merchant, minor),
      note: `Minor wording fix, live at once: ${decision.fields.join(', ')}`,
    });
    if (Object.keys(split.rest).length === 0) {
      await revisions.decideProfileRevision(tx, pending.id, {
        status: 'approved',
        decidedByUserId: actorUserId,
        reason: 'Minor wording fix',
      });
    } else {
      await revisions.saveProfileRevision(tx, merchantId, split.rest, null, pending);
    }
  });
}
