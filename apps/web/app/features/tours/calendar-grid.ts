import { addDays, weekdayOf } from '@belizepass/domain';

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string) => date.slice(0, 7);

function daysInMonth(month: string): number {
  const [y = 0, m = 0] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month `n` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, n: number): string {
  const [y = 0, m = 0] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** The weeks of a month, Sunday first; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  const count = daysInMonth(month);
  for (let i = 0; i < count; i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The same day of the month `n` months away, or that month's last day when it is shorter. */
function shiftMonth(date: string, n: number): string {
  const month = addMonths(monthOf(date), n);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Where a key moves the focus from `date` (WAI-ARIA APG date picker grid): arrows by day and week,
 * Home/End to the week's first and last day, PageUp/PageDown by month. The result stays within
 * [min, max]; null for a key the grid does not handle.
 */
export function dateForKey(key: string, date: string, min: string, max: string): string | null {
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, -weekdayOf(date));
      break;
    case 'End':
      next = addDays(date, 6 - weekdayOf(date));
      break;
    case 'PageUp':
      next = shiftMonth(date, -1);
      break;
    case 'PageDown':
      next = shiftMonth(date, 1);
      break;
    default:
      return null;
  }
  return next < min ? min : next > max ? max : next;
}
