import type { AuditEntryView } from '@belizepass/domain';
import { CARD } from '~/components/data/data-table';
import { ChangeDiff, changedFields, fieldLabel, isId } from '../change-diff';
import { shortDateTime } from '../format';

export const ENTITY_LABELS: Record<string, string> = {
  merchant: 'Merchant',
  tour: 'Tour',
  booking: 'Booking',
  settings: 'Settings',
  payout: 'Payout',
  deal: 'Deal',
  gift_card: 'Gift card',
  departure: 'Departure',
};

/** Readable names of the recorded actions; others are spelled out from their key. */
const ACTIONS: Record<string, string> = {
  'merchant.approve': 'Merchant approved',
  'merchant.reject': 'Merchant application rejected',
  'merchant.profile_update': 'Business profile changed',
  'merchant.logo_update': 'Business logo changed',
  'merchant.commission': 'Merchant commission rate changed',
  'tour.create': 'Tour created',
  'tour.update': 'Tour changed',
  'tour.delete': 'Tour deleted',
  'tour.approve': 'Tour approved',
  'tour.reject': 'Tour approval withdrawn',
  'tour.photo_add': 'Tour photo added',
  'tour.photo_update': 'Tour photo changed',
  'tour.photo_remove': 'Tour photo removed',
  'tour.revision_submit': 'Tour changes submitted for approval',
  'tour.revision_withdraw': 'Tour changes taken back',
  'tour.revision_approve': 'Tour changes approved',
  'tour.revision_reject': 'Tour changes rejected',
  'tour.revision_merge': 'Tour changes joined the tour’s review',
  'booking.cancel': 'Booking cancelled',
  'booking.check_in': 'Tourist checked in',
  'departure.close': 'Departure closed',
  'payout.create': 'Payout made',
  'settings.update': 'Platform settings changed',
};

const field = (value: unknown, key: string) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/** "Tour deactivated", "Deal approval withdrawn", "Deal featured on the home page"... */
export function actionLabel(entry: Pick<AuditEntryView, 'action' | 'entityType' | 'after'>): string {
  const known = ACTIONS[entry.action];
  if (known) return known;
  const entity = ENTITY_LABELS[entry.entityType] ?? fieldLabel(entry.entityType);
  const [, verb = ''] = entry.action.split('.');
  const active = field(entry.after, 'active');
  const approved = field(entry.after, 'adminApproved') ?? field(entry.after, 'admin_approved');
  const featured = field(entry.after, 'featured');
  if (verb === 'status' && typeof active === 'boolean')
    return `${entity} ${active ? 'activated' : 'deactivated'}`;
  if (verb === 'approve' && typeof approved === 'boolean')
    return approved ? `${entity} approved` : `${entity} approval withdrawn`;
  if ((verb === 'feature' || verb === 'featured') && typeof featured === 'boolean')
    return featured ? `${entity} featured on the home page` : `${entity} no longer featured`;
  return fieldLabel(entry.action.replace(/\./g, ' '));
}

/** The record's name: from the API, or from what the entry kept of a record since removed. */
function recordName(entry: AuditEntryView): string {
  if (entry.entityName) return entry.entityName;
  for (const snapshot of [entry.before, entry.after]) {
    const name = field(snapshot, 'title') ?? field(snapshot, 'business_name') ?? field(snapshot, 'reference');
    if (typeof name === 'string' && name) return name;
  }
  return 'a record no longer on the platform';
}

/** The audit trail, newest first: who did what to which record, when (Belize time), and what changed. */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => {
        const entity = ENTITY_LABELS[entry.entityType] ?? fieldLabel(entry.entityType);
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
              by {entry.actor?.full_name ?? 'the system'}
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
    return before && after ? <p className="mt-2 text-sm text-slate-500">Saved without changes.</p> : null;
  }
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <ChangeDiff before={before} after={after} />
    </div>
  );
}
