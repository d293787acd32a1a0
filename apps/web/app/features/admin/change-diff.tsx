import { ArrowRight } from 'lucide-react';
import { count, money, shortDate, shortDateTime } from './format';
import { NOTIFICATION_LABELS } from './settings/settings-sections';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: unknown) => typeof value === 'string' && UUID.test(value);

/** Names of the fields the API records, as staff call them. */
const LABELS: Record<string, string> = {
  admin_approved: 'Approved',
  adminApproved: 'Approved',
  approved_at: 'Approved on',
  rejected_at: 'Rejected on',
  rejection_reason: 'Reason for rejection',
  refundCents: 'Refund',
  amount: 'Amount',
  itemCount: 'Items',
  items: 'Items paid',
  cancelledBookings: 'Bookings cancelled',
  closedReason: 'Reason',
  seatsTaken: 'Seats taken',
  checkedInAt: 'Checked in',
  commissionPercent: 'Commission rate',
  defaultCommissionRate: 'Default commission rate',
  platformName: 'Platform name',
  platformEmail: 'Platform email',
  maxParticipants: 'Max participants',
  duration_hours: 'Duration (hours)',
  price: 'Price',
  platform_selling_price: 'Selling price',
  ...Object.fromEntries(Object.entries(NOTIFICATION_LABELS).map(([key, value]) => [key, value.label])),
};

/** `sellingPriceCents` / `admin_approved` -> "Selling price cents" / "Admin approved". */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields that only hold ids of other records: not shown (the entry names its record). */
const ID_KEY = /(^id$|Id$|_id$|Ids$)/;
const MONEY_KEY = /(price|cents|amount|revenue|net|commission)$/i;
const PERCENT_KEY = /(percent|rate)$/i;

/** A value as people read it: money, percents, Belize times, Yes/No; lists of ids as a count. */
export function formatValue(key: string, value: unknown): string {
  if (key === 'commissionPercent' && value === null) return 'Platform rate';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (PERCENT_KEY.test(key)) return `${value}%`;
    return MONEY_KEY.test(key) && Number.isInteger(value) ? money(value) : count(value);
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return shortDateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return shortDate(value);
    if (key === 'status') return fieldLabel(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.every(isId) || value.some(isRecord)) return count(value.length);
    return value.map((v) => formatValue('', v)).join(', ') || '—';
  }
  return '—';
}

/** The record's fields one level deep (`notifications.newBookings` as its own field), ids left out. */
function flatten(value: unknown): Json {
  if (!isRecord(value)) return {};
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (ID_KEY.test(key) || isId(inner)) continue;
    if (isRecord(inner)) for (const [sub, v] of Object.entries(inner)) out[`${key}.${sub}`] = v;
    else out[key] = inner;
  }
  return out;
}

const labelOf = (path: string) => {
  const [head = '', sub] = path.split('.');
  return sub ? `${fieldLabel(head)}: ${fieldLabel(sub)}` : fieldLabel(head);
};
const shown = (path: string, value: unknown) => formatValue(path.split('.').pop() ?? path, value);

export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between `before` and `after` (either may be missing). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, before: b[key], after: a[key] }));
}

/**
 * What changed, readably: "Active: Yes → No", with money, percents and Belize times as such. A new
 * record (nothing before) lists its values.
 */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  const created = !isRecord(before);
  return (
    <dl className="space-y-1.5 text-sm">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-medium text-slate-700">{labelOf(change.key)}:</dt>
          <dd className="min-w-0 break-words">
            {created ? (
              shown(change.key, change.after)
            ) : (
              <>
                <del className="text-red-700 decoration-red-400">{shown(change.key, change.before)}</del>
                <ArrowRight aria-hidden="true" className="mx-1.5 inline size-4 text-slate-400" />
                <span className="sr-only"> changed to </span>
                <ins className="text-green-800 no-underline">{shown(change.key, change.after)}</ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
