import { addDays, merchantEarningsQuerySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

/**
 * The period of the Earnings screen, read from its address (a GET form and links, so it works
 * without JavaScript): this month, last month, or a custom range of Belize days.
 */
export const EARNINGS_PERIODS = ['this-month', 'last-month', 'custom'] as const;
export type EarningsPeriodName = (typeof EARNINGS_PERIODS)[number];

export interface EarningsPeriod {
  name: EarningsPeriodName;
  from: string;
  to: string;
  /** Why a custom range cannot be shown (the API's own message); null when it can. */
  error: string | null;
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

function lastOfMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The months around `today` (a Belize day): this month and the one before, first to last day. */
export function monthRange(today: string, monthsBack: 0 | 1): { from: string; to: string } {
  const day = monthsBack === 0 ? today : addDays(firstOfMonth(today), -1);
  return { from: firstOfMonth(day), to: lastOfMonth(day) };
}

/** The period a query names; a custom range is checked with the API's own query schema. */
export function earningsPeriodOf(params: URLSearchParams, today: string): EarningsPeriod {
  const asked = params.get('period');
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  const name: EarningsPeriodName =
    asked === 'last-month' || asked === 'custom' || asked === 'this-month'
      ? asked
      : from || to
        ? 'custom'
        : 'this-month';
  if (name === 'custom' && !from && !to) return { name, ...monthRange(today, 0), error: null };
  if (name !== 'custom') return { name, ...monthRange(today, name === 'this-month' ? 0 : 1), error: null };
  const parsed = merchantEarningsQuerySchema.safeParse({ from, to });
  if (parsed.success) return { name, from: parsed.data.from, to: parsed.data.to, error: null };
  return { name, from, to, error: parsed.error.issues[0]?.message ?? m.operations_choose_valid_range() };
}

/** The address of a period's earnings, or of its CSV file. */
export function periodQuery(period: Pick<EarningsPeriod, 'name' | 'from' | 'to'>): string {
  const params = new URLSearchParams({ period: period.name });
  if (period.name === 'custom') {
    params.set('from', period.from);
    params.set('to', period.to);
  }
  return `?${params}`;
}
