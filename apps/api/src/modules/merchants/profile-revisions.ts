import {
  changedFields,
  describeChanges,
  type MerchantProfileRevision,
  PROFILE_REVIEWED_FIELDS,
  proposalOf,
  reviewedColumns,
  sameValue,
  withProposed,
} from '@belizepass/domain';
import type { Db } from '../../db/client.ts';
import type { ProfileRevisionProposal } from '../../db/schema/index.ts';
import { notifyProfileRevisionRequest } from '../admin/admin-notifications.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import * as repo from './merchants.repository.ts';
import * as revisions from './profile-revisions.repository.ts';

/**
 * An approved merchant's business name and contacts (PROFILE_REVIEWED_FIELDS) are printed on tickets
 * and emails and shown on its pages: edits to them wait as a pending profile revision until staff
 * approve it (admin-profile-revisions.service.ts), the same way as a tour's (tour-revisions.ts).
 */

export const PROFILE_REVISED_COLUMNS = reviewedColumns(PROFILE_REVIEWED_FIELDS);

/** The merchant as a proposal would leave it. */
export const withProfileProposal = (merchant: repo.MerchantRow, proposal: ProfileRevisionProposal) =>
  withProposed(PROFILE_REVIEWED_FIELDS, merchant, proposal);

export const describeProfileChanges = (merchant: repo.MerchantRow, proposal: ProfileRevisionProposal) =>
  describeChanges(PROFILE_REVIEWED_FIELDS, merchant, proposal);

/** The audit log's view of a proposal: the approved values it replaces, and its own. */
export function profileAuditValues(merchant: repo.MerchantRow, proposal: ProfileRevisionProposal) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of PROFILE_REVISED_COLUMNS) {
    if (proposal[key] === undefined) continue;
    before[key] = merchant[key];
    after[key] = proposal[key];
  }
  return { before, after };
}

/**
 * Saves what an approved merchant's profile edit proposes (the values of `revised` that differ from
 * the approved profile): an empty proposal ends the pending revision; any change tells staff. Audited.
 */
export async function proposeProfile(
  tx: Db,
  who: { userId: string; publicUrl?: string },
  merchant: repo.MerchantRow,
  revised: ProfileRevisionProposal,
) {
  const pending = await revisions.findPendingProfileRevision(tx, merchant.id, { forUpdate: true });
  const proposal: ProfileRevisionProposal = proposalOf(PROFILE_REVIEWED_FIELDS, merchant, revised);
  const same = (a: ProfileRevisionProposal, b: ProfileRevisionProposal) =>
    PROFILE_REVISED_COLUMNS.every((key) => sameValue(a[key], b[key]));
  if (pending && same(pending.proposed, proposal)) return;
  if (Object.keys(proposal).length === 0) {
    if (!pending) return;
    await revisions.deletePendingProfileRevision(tx, pending.id);
    await recordAudit(tx, {
      actorUserId: who.userId,
      action: 'merchant.revision_withdraw',
      entityType: 'merchant',
      entityId: merchant.id,
      ...profileAuditValues(merchant, pending.proposed),
      note: 'The merchant took back the changes waiting for approval',
    });
    return;
  }
  await revisions.saveProfileRevision(tx, merchant.id, proposal, who.userId, pending);
  await recordAudit(tx, {
    actorUserId: who.userId,
    action: 'merchant.revision_submit',
    entityType: 'merchant',
    entityId: merchant.id,
    ...profileAuditValues(merchant, proposal),
    note: 'Waiting for approval; travellers see the approved profile',
  });
  await notifyProfileRevisionRequest(tx, merchant, () => describeProfileChanges(merchant, proposal), {
    updated: Boolean(pending),
    publicUrl: who.publicUrl,
  });
}

/** Writes a proposal (or the part staff let go live) into the merchant, in the caller's transaction. */
export async function applyProfileProposal(
  tx: Db,
  merchant: repo.MerchantRow,
  proposal: ProfileRevisionProposal,
) {
  const values: ProfileRevisionProposal = {};
  for (const key of PROFILE_REVISED_COLUMNS) {
    if (proposal[key] !== undefined) Object.assign(values, { [key]: proposal[key] });
  }
  if (Object.keys(values).length > 0) await repo.updateMerchant(tx, merchant.id, values);
}

/** The merchant's view of its latest profile revision: waiting, or turned down (with the reason). */
export function merchantProfileRevision(
  merchant: repo.MerchantRow,
  revision: revisions.ProfileRevisionRow | undefined,
): MerchantProfileRevision | null {
  if (!revision || (revision.status !== 'pending' && revision.status !== 'rejected')) return null;
  return {
    status: revision.status,
    fields: changedFields(PROFILE_REVIEWED_FIELDS, merchant, revision.proposed).map((f) => f.field),
    submitted_at: revision.submittedAt.toISOString(),
    decided_at: revision.decidedAt?.toISOString() ?? null,
    reason: revision.reason,
  };
}
