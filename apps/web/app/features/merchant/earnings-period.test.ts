import { describe, expect, it } from 'vitest';
import { earningsPeriodOf, monthRange, periodQuery } from './earnings-period';

const read = (query: string, today = '2026-03-14') => earningsPeriodOf(new URLSearchParams(query), today);

describe('the Earnings period', () => {
  it('is this month, first to last day, by default', () => {
    expect(read('')).toEqual({ name: 'this-month', from: '2026-03-01', to: '2026-03-31', error: null });
  });

  it('finds last month across a year and in a leap February', () => {
    expect(read('period=last-month', '2026-01-05')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(monthRange('2028-03-01', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12-31', 0)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes a custom range, and says why a range cannot be shown', () => {
    expect(read('period=custom&from=2026-02-03&to=2026-02-10')).toEqual({
      name: 'custom',
      from: '2026-02-03',
      to: '2026-02-10',
      error: null,
    });
    expect(read('from=2026-02-10&to=2026-02-03')).toMatchObject({
      name: 'custom',
      error: 'to must not be before from',
    });
    expect(read('period=custom&from=soon&to=2026-02-03').error).toBe('from must be a date (YYYY-MM-DD)');
  });

  it('writes the address of a period', () => {
    expect(periodQuery({ name: 'last-month', from: '2026-02-01', to: '2026-02-28' })).toBe(
      '?period=last-month',
    );
    expect(periodQuery({ name: 'custom', from: '2026-02-03', to: '2026-02-10' })).toBe(
      '?period=custom&from=2026-02-03&to=2026-02-10',
    );
  });
});
