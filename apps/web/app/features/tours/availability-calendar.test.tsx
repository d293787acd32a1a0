import { WEEKDAY_NAMES } from '@belizepass/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityCalendar, type CalendarDay, dayLabel } from './availability-calendar';
import { addMonths, dateForKey, monthWeeks } from './calendar-grid';

afterEach(cleanup);

describe('monthWeeks', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // December 2026 starts on a Tuesday and has 31 days.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    // February 2026 starts on a Sunday: exactly four weeks, no padding.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });
});

describe('dateForKey', () => {
  const min = '2026-11-27';
  const max = '2027-01-25';
  it('moves by day, week, week ends and month', () => {
    expect(dateForKey('ArrowRight', '2026-11-30', min, max)).toBe('2026-12-01');
    expect(dateForKey('ArrowLeft', '2026-12-01', min, max)).toBe('2026-11-30');
    expect(dateForKey('ArrowDown', '2026-12-05', min, max)).toBe('2026-12-12');
    expect(dateForKey('ArrowUp', '2026-12-12', min, max)).toBe('2026-12-05');
    // Wednesday December 9 sits in the week of Sunday 6 to Saturday 12.
    expect(dateForKey('Home', '2026-12-09', min, max)).toBe('2026-12-06');
    expect(dateForKey('End', '2026-12-09', min, max)).toBe('2026-12-12');
    expect(dateForKey('PageDown', '2026-12-31', min, max)).toBe('2027-01-25');
    expect(dateForKey('PageDown', '2026-11-30', min, max)).toBe('2026-12-30');
    expect(dateForKey('PageUp', '2026-12-31', min, max)).toBe('2026-11-30');
  });

  it('stays inside the bookable window and ignores other keys', () => {
    expect(dateForKey('ArrowLeft', min, min, max)).toBe(min);
    expect(dateForKey('ArrowUp', '2026-11-30', min, max)).toBe(min);
    expect(dateForKey('ArrowDown', '2027-01-20', min, max)).toBe(max);
    expect(dateForKey('PageUp', '2026-12-10', min, max)).toBe(min);
    expect(dateForKey('a', '2026-12-10', min, max)).toBeNull();
    expect(dateForKey('Enter', '2026-12-10', min, max)).toBeNull();
  });
});

/** Two months of a tour running Tuesday to Saturday; December 5 sold out, December 8 closed. */
function schedule(): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let t = Date.parse('2026-11-27T00:00:00Z'); t <= Date.parse('2027-01-25T00:00:00Z'); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const weekday = new Date(t).getUTCDay();
    const runs = weekday >= 2;
    const status =
      date === '2026-12-05'
        ? 'sold-out'
        : date === '2026-12-08'
          ? 'closed'
          : runs
            ? 'available'
            : 'not-running';
    // The holiday season, December 15 to 31, costs $95 an adult.
    const price = date >= '2026-12-15' && date <= '2026-12-31' ? 9500 : undefined;
    days.push({ date, status, seatsLeft: status === 'available' ? 6 : 0, ...(price ? { price } : {}) });
  }
  return days;
}

function Harness({ onSelect }: { onSelect: (date: string) => void }) {
  const [value, setValue] = useState('2026-12-04');
  return (
    <>
      <output aria-label="Chosen date">{value}</output>
      <AvailabilityCalendar
        days={schedule()}
        min="2026-11-27"
        max="2027-01-25"
        value={value}
        priceCents={7500}
        onSelect={(date) => {
          onSelect(date);
          setValue(date);
        }}
      />
    </>
  );
}

describe('AvailabilityCalendar', () => {
  it('names each day with its seats and price, or why it cannot be booked', () => {
    render(<Harness onSelect={() => {}} />);
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('abbr'))).toEqual([
      ...WEEKDAY_NAMES,
    ]);
    const open = screen.getByRole('button', { name: 'Friday, December 4, 2026, 6 seats left, $75' });
    expect(open.getAttribute('aria-pressed')).toBe('true');
    expect(open.tabIndex).toBe(0);
    const soldOut = screen.getByRole('button', { name: 'Saturday, December 5, 2026, sold out' });
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.tabIndex).toBe(-1);
    expect(screen.getByRole('button', { name: 'Sunday, December 6, 2026, not running' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, December 8, 2026, closed' })).toBeTruthy();
  });

  it("shows each day's own adult price: the season's from its first day", () => {
    render(<Harness onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Friday, December 11, 2026, 6 seats left, $75' })).toBeTruthy();
    const high = screen.getByRole('button', { name: 'Tuesday, December 15, 2026, 6 seats left, $95' });
    expect(high.textContent).toContain('$95');
  });

  it('calls a day it has no figures for not available', () => {
    expect(dayLabel('2026-12-05', undefined, 7500)).toBe('Saturday, December 5, 2026, not available');
    expect(dayLabel('2026-12-05', { date: '2026-12-05', status: 'few-left', seatsLeft: 1 }, 12550)).toBe(
      'Saturday, December 5, 2026, 1 seat left, $125.50',
    );
  });

  it('moves the focus with the keyboard, across months, and picks only bookable days', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const start = screen.getByRole('button', { name: /^Friday, December 4, 2026/ });
    start.focus();

    fireEvent.keyDown(start, { key: 'ArrowRight' });
    const saturday = screen.getByRole('button', { name: /^Saturday, December 5, 2026/ });
    expect(document.activeElement).toBe(saturday);
    expect(saturday.tabIndex).toBe(0);
    // A sold-out day takes the focus but not the choice.
    fireEvent.click(saturday);
    expect(onSelect).not.toHaveBeenCalled();

    fireEvent.keyDown(saturday, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Saturday, December 12, 2026/);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday, December 6, 2026/);

    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    const january = document.activeElement as HTMLElement;
    expect(january.getAttribute('aria-label')).toBe('Wednesday, January 6, 2027, 6 seats left, $75');
    fireEvent.click(january);
    expect(onSelect).toHaveBeenCalledWith('2027-01-06');
    expect(screen.getByLabelText('Chosen date').textContent).toBe('2027-01-06');
  });

  it('offers previous and next month only within the window', () => {
    render(<Harness onSelect={() => {}} />);
    const previous = screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement;
    fireEvent.click(previous);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(previous.disabled).toBe(true);
    // Days before today are shown but are not buttons.
    expect(screen.queryByRole('button', { name: /November 26, 2026/ })).toBeNull();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    expect(next.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /January 26, 2027/ })).toBeNull();
  });
});
