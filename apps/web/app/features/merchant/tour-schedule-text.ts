import { type DepartureTime, formatAvailability, formatClockTime } from '@belizepass/domain';
import { intlLocale, m } from '@belizepass/domain/i18n';

/**
 * A tour's weekly start times as the operator reads them: `9:00 AM and 2:00 PM, daily`; times on
 * different weekdays apart: `9:00 AM, daily; 2:00 PM, Sat/Sun`.
 */
export function scheduleText(times: readonly DepartureTime[]): string {
  if (times.length === 0) return m.web_model_op_no_start_times();
  const groups = new Map<string, { days: number[]; times: string[] }>();
  for (const t of [...times].sort((a, b) => a.time.localeCompare(b.time))) {
    const days = [...new Set(t.days)].sort((a, b) => a - b);
    const key = days.join();
    const group = groups.get(key) ?? { days, times: [] };
    group.times.push(formatClockTime(t.time));
    groups.set(key, group);
  }
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' });
  return [...groups.values()]
    .map((g) =>
      m.web_model_op_times_on_days({
        times: list.format(g.times),
        days: g.days.length === 7 ? m.web_model_op_daily() : formatAvailability(g.days),
      }),
    )
    .join('; ');
}
