import type { AuditEntryView } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { CARD } from '~/components/data/data-table';
import { ChangeDiff, changedFields, fieldLabel, isId } from '../change-diff';
import { shortDateTime } from '../format';

/** What a kind of record is called ("Merchant", "Gift card"); others are spelled out from their key. */
export function entityLabel(type: string): string {
  const labels: Record<string, () => string> = {
    merchant: () => m.admin_entity_merchant(),
    tour: () => m.admin_entity_tour(),
    booking: () => m.admin_entity_booking(),
    settings: () => m.admin_entity_settings(),
    payout: () => m.admin_entity_payout(),
    deal: () => m.admin_entity_deal(),
    gift_card: () => m.admin_entity_gift_card(),
    departure: () => m.admin_entity_departure(),
    reseller: () => m.octo_audit_entity_reseller(),
  };
  return labels[type]?.() ?? fieldLabel(type);
}

/** Readable names of the recorded actions; others are spelled out from their key. */
const ACTIONS: Record<string, () => string> = {
  'merchant.approve': () => m.admin_audit_merchant_approve(),
  'merchant.reject': () => m.admin_audit_merchant_reject(),
  'merchant.profile_update': () => m.admin_audit_merchant_profile_update(),
  'merchant.logo_update': () => m.admin_audit_merchant_logo_update(),
  'merchant.commission': () => m.admin_audit_merchant_commission(),
  'tour.create': () => m.admin_audit_tour_create(),
  'tour.update': () => m.admin_audit_tour_update(),
  'tour.delete': () => m.admin_audit_tour_delete(),
  'tour.approve': () => m.admin_audit_tour_approve(),
  'tour.reject': () => m.admin_audit_tour_reject(),
  'tour.photo_add': () => m.admin_audit_tour_photo_add(),
  'tour.photo_update': () => m.admin_audit_tour_photo_update(),
  'tour.photo_remove': () => m.admin_audit_tour_photo_remove(),
  'tour.revision_submit': () => m.admin_audit_tour_revision_submit(),
  'tour.revision_withdraw': () => m.admin_audit_tour_revision_withdraw(),
  'tour.revision_approve': () => m.admin_audit_tour_revision_approve(),
  'tour.revision_reject': () => m.admin_audit_tour_revision_reject(),
  'tour.revision_merge': () => m.admin_audit_tour_revision_merge(),
  'tour.revision_minor': () => m.admin_audit_tour_revision_minor(),
  'merchant.revision_submit': () => m.admin_audit_merchant_revision_submit(),
  'merchant.revision_withdraw': () => m.admin_audit_merchant_revision_withdraw(),
  'merchant.revision_approve': () => m.admin_audit_merchant_revision_approve(),
  'merchant.revision_reject': () => m.admin_audit_merchant_revision_reject(),
  'merchant.revision_minor': () => m.admin_audit_merchant_revision_minor(),
  'booking.cancel': () => m.admin_audit_booking_cancel(),
  'booking.check_in': () => m.admin_audit_booking_check_in(),
  'booking.walk_in': () => m.admin_audit_booking_walk_in(),
  'merchant.widget': () => m.widget_audit_saved(),
  'booking.reschedule': () => m.admin_audit_booking_reschedule(),
  'booking.move_by_operator': () => m.admin_audit_booking_move_by_operator(),
  'departure.close': () => m.admin_audit_departure_close(),
  'booking.join_at_check_in': () => m.day_audit_booking_join_at_check_in(),
  'booking.move_refused': () => m.departure_audit_move_refused(),
  'departure.message': () => m.departure_audit_message(),
  'departure.reopen': () => m.departure_audit_reopen(),
  'payout.create': () => m.admin_audit_payout_create(),
  'settings.update': () => m.admin_audit_settings_update(),
  'reseller.create': () => m.octo_audit_reseller_create(),
  'reseller.key_issue': () => m.octo_audit_reseller_key_issue(),
  'reseller.key_revoke': () => m.octo_audit_reseller_key_revoke(),
  'team.invite': () => m.staff_audit_invite(),
  'team.invite_resend': () => m.staff_audit_invite_resend(),
  'team.invite_cancel': () => m.staff_audit_invite_cancel(),
  'team.join': () => m.staff_audit_join(),
  'team.role': () => m.staff_audit_role(),
  'team.remove': () => m.staff_audit_remove(),
};

const field = (value: unknown, key: string) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** "Tour deactivated", "Deal approval withdrawn", "Deal featured on the home page"... */
export function actionLabel(entry: Pick<AuditEntryView, 'action' | 'entityType' | 'after'>): string {
  const known = ACTIONS[entry.action];
  if (known) return known();
  const entity = entityLabel(entry.entityType);
  const [, verb = ''] = entry.action.split('.');
  const active = field(entry.after, 'active');
  const approved = field(entry.after, 'adminApproved') ?? field(entry.after, 'admin_approved');
  const featured = field(entry.after, 'featured');
  if (verb === 'status' && typeof active === 'boolean')
    return active ? m.admin_audit_activated({ entity }) : m.admin_audit_deactivated({ entity });
  if (verb === 'approve' && typeof approved === 'boolean')
    return approved ? m.admin_audit_approved({ entity }) : m.admin_audit_approval_withdrawn({ entity });
  if ((verb === 'feature' || verb === 'featured') && typeof featured === 'boolean')
    return featured ? m.admin_audit_featured({ entity }) : m.admin_audit_unfeatured({ entity });
  return fieldLabel(entry.action.replace(/\./g, ' '));
}

/** The record's name: from the API, or from what the entry kept of a record since removed. */
function recordName(entry: AuditEntryView): string {
  if (entry.entityName) return entry.entityName;
  for (const snapshot of [entry.before, entry.after]) {
    const name = field(snapshot, 'title') ?? field(snapshot, 'business_name') ?? field(snapshot, 'reference');
    if (typeof name === 'string' && name) return name;
  }
  return m.admin_audit_removed_record();
}

/** The audit trail, newest first: who did what to which record, when (Belize time), and what changed. */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => {
        const entity = entityLabel(entry.entityType);
        const name = entry.entityType === 'settings' ? null : recordName(entry);
        return (
          <li key={entry.id} className={`${CARD} min-w-0 p-4`}>
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <h2 className="font-semibold text-slate-900">{actionLabel(entry)}</h2>
              <p className="shrink-0 text-sm text-slate-500">
                <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
              </p>
            </div>
            <p className="mt-1 text-sm break-words text-slate-600">
              {name && (
                <>
                  {entity}: <span className="font-medium text-slate-900">{name}</span> ·{' '}
                </>
              )}
              {m.admin_audit_by({ who: entry.actor?.full_name ?? m.admin_audit_the_system() })}
            </p>
            {entry.note && !isId(entry.note) && (
              <p className="mt-2 break-words text-slate-700">“{entry.note}”</p>
            )}
            <ChangeDiffBox before={entry.before} after={entry.after} />
          </li>
        );
      })}
    </ol>
  );
}

function ChangeDiffBox({ before, after }: { before: unknown; after: unknown }) {
  if (changedFields(before, after).length === 0) {
    // Saved as it was: say so rather than show an empty change.
    return before && after ? (
      <p className="mt-2 text-sm text-slate-500">{m.admin_audit_no_changes()}</p>
    ) : null;
  }
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <ChangeDiff before={before} after={after} />
    </div>
  );
}
