import type { AuditEntryView } from '@belizepass/domain';
import { CARD } from '../admin-ui';
import { ChangeDiff, fieldLabel } from '../change-diff';
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
  'merchant.status': 'Merchant activated or deactivated',
  'merchant.profile_update': 'Business profile changed',
  'merchant.logo_update': 'Business logo changed',
  'tour.create': 'Tour created',
  'tour.update': 'Tour changed',
  'tour.delete': 'Tour deleted',
  'tour.approve': 'Tour approved',
  'tour.reject': 'Tour approval withdrawn',
  'tour.status': 'Tour activated or deactivated',
  'tour.featured': 'Tour featured flag changed',
  'tour.photo_add': 'Tour photo added',
  'tour.photo_update': 'Tour photo changed',
  'tour.photo_remove': 'Tour photo removed',
  'booking.cancel': 'Booking cancelled',
  'booking.check_in': 'Tourist checked in',
  'departure.close': 'Departure closed',
  'payout.create': 'Payout made',
  'settings.update': 'Platform settings changed',
  'deal.approve': 'Deal approved',
};

const actionLabel = (action: string) => ACTIONS[action] ?? fieldLabel(action.replace(/\./g, ' '));

/** The audit trail, newest first: who did what to which record, and what changed. */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className={`${CARD} p-4`}>
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <h2 className="font-semibold text-slate-900">{actionLabel(entry.action)}</h2>
            <p className="shrink-0 text-sm text-slate-500">
              <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
            </p>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {ENTITY_LABELS[entry.entityType] ?? fieldLabel(entry.entityType)}{' '}
            <span className="font-mono break-all">{entry.entityId}</span> · by{' '}
            {entry.actor?.full_name ?? 'the system'}
          </p>
          {entry.note && <p className="mt-2 text-slate-700">{entry.note}</p>}
          {(entry.before !== null && entry.before !== undefined) ||
          (entry.after !== null && entry.after !== undefined) ? (
            <div className="mt-3 rounded-lg bg-slate-50 p-3">
              <ChangeDiff before={entry.before ?? null} after={entry.after ?? null} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
