import { ArrowRight } from 'lucide-react';
import { money } from './format';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `sellingPriceCents` / `admin_approved` -> "Selling price cents" / "Admin approved". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY_KEY = /(price|cents|amount|revenue|net|commission)$/i;

/** A value as people read it: money for amounts, Yes/No, lists joined, nothing as an em dash. */
export function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return MONEY_KEY.test(key) && Number.isInteger(value) ? money(value) : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object' || v === null)
      ? value.map((v) => formatValue('', v)).join(', ') || '—'
      : JSON.stringify(value);
  }
  return JSON.stringify(value);
}

export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
}

/** The fields whose value differs between `before` and `after` (either may be missing). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, before: b[key], after: a[key] }));
}

/** A readable before -> after list of what changed. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === undefined && after === undefined) return null;
    return (
      <p className="text-sm text-slate-700">
        {formatValue('', before)} <ArrowRight aria-hidden="true" className="inline size-4" />
        <span className="sr-only">changed to</span> {formatValue('', after)}
      </p>
    );
  }
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p className="text-sm text-slate-500">No field changed.</p>;
  return (
    <dl className="space-y-1.5 text-sm">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-medium text-slate-700">{fieldLabel(change.key)}:</dt>
          <dd className="min-w-0 break-words">
            <del className="text-red-700 decoration-red-400">{formatValue(change.key, change.before)}</del>
            <ArrowRight aria-hidden="true" className="mx-1.5 inline size-4 text-slate-400" />
            <span className="sr-only"> changed to </span>
            <ins className="text-green-800 no-underline">{formatValue(change.key, change.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
