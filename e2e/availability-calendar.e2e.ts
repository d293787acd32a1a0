import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { availabilityMessage, isBookable } from '../packages/domain/src/availability.ts';
import { daysBetween, formatLongDate } from '../packages/domain/src/belize-time.ts';
import { formatUsd } from '../packages/domain/src/money/prices.ts';
import { chosenDate } from './fixtures/booking-helpers';

interface Day {
  date: string;
  status: 'available' | 'few-left' | 'sold-out' | 'closed' | 'not-running';
  seatsLeft: number;
  capacity: number;
}
interface Tour {
  id: string;
  /** US cents per adult (the tour detail's price). */
  price: number;
  schedule_details: string;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A tour that does not run every day (so some days are not running) with days to book. */
async function weeklyTour(request: APIRequestContext): Promise<{ tour: Tour; days: Day[] }> {
  const { tours } = await json<{ tours: Tour[] }>(request, '/api/tours?limit=50');
  for (const tour of tours.filter((t) => t.schedule_details !== 'Daily')) {
    const { dates } = await json<{ dates: Day[] }>(request, `/api/tours/${tour.id}/availability`);
    if (dates.some((d) => d.status === 'not-running') && dates.filter((d) => isBookable(d)).length > 5) {
      return { tour: await json<Tour>(request, `/api/tours/${tour.id}`), days: dates };
    }
  }
  throw new Error('No tour with a weekly schedule in the demo data');
}

async function openTour(page: Page, id: string) {
  await page.goto(`/tours/${id}`);
  // The calendar appears once the browser has the seats.
  await expect(page.getByRole('grid')).toBeVisible();
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Book this tour' }).getByRole('grid');
const dayButton = (page: Page, date: string) =>
  calendar(page).getByRole('button', { name: new RegExp(`^${formatLongDate(date)}, `) });

test.describe('availability calendar', () => {
  test('shows the seats left and the price per adult the availability API gives', async ({
    page,
    request,
  }) => {
    const { tour, days } = await weeklyTour(request);
    await openTour(page, tour.id);
    // The calendar opens on the month of the first bookable day.
    const first = days.find((d) => isBookable(d));
    const month = first!.date.slice(0, 7);
    const shown = days.filter((d) => d.date.slice(0, 7) === month).slice(0, 10);
    expect(shown.some((d) => isBookable(d))).toBe(true);
    for (const day of shown) {
      const button = dayButton(page, day.date);
      if (isBookable(day)) {
        const seats = `${day.seatsLeft} ${day.seatsLeft === 1 ? 'seat' : 'seats'} left`;
        await expect(button).toHaveAccessibleName(
          `${formatLongDate(day.date)}, ${seats}, ${formatUsd(tour.price)}`,
        );
        await expect(button).toContainText(`${day.seatsLeft} left`);
        await expect(button).not.toHaveAttribute('aria-disabled');
      } else {
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        await expect(button).toHaveAccessibleName(
          `${formatLongDate(day.date)}, ${day.status === 'sold-out' ? 'sold out' : day.status.replace('-', ' ')}`,
        );
      }
    }
    // Cells are big enough to tap on a phone.
    const box = await dayButton(page, first!.date).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(40);
    expect(box!.height).toBeGreaterThanOrEqual(40);
  });

  test('a day is chosen with the keyboard alone, and a day that does not run cannot be', async ({
    page,
    request,
  }) => {
    const { tour, days } = await weeklyTour(request);
    const byDate = new Map(days.map((d) => [d.date, d]));
    await openTour(page, tour.id);
    const dateField = chosenDate(page);
    await expect(dateField).toHaveValue('');

    // Tab reaches one day of the grid, after the month buttons: the first bookable one.
    const first = days.find((d) => isBookable(d))!;
    await page
      .getByRole('region', { name: 'Book this tour' })
      .getByRole('button', { name: 'Next month' })
      .focus();
    for (
      let i = 0;
      i < 8 && !(await calendar(page).evaluate((g) => g.contains(document.activeElement)));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(dayButton(page, first.date)).toBeFocused();

    // A day that does not run takes the focus but Enter does not choose it.
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
    let at = first.date;
    const notRunning = days.find((d) => d.date > at && d.status === 'not-running')!;
    for (let i = daysBetween(at, notRunning.date); i > 0; i--) await page.keyboard.press('ArrowRight');
    await expect(dayButton(page, notRunning.date)).toBeFocused();
    await expect(dayButton(page, notRunning.date)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(dateField).toHaveValue('');
    await dayButton(page, notRunning.date).click({ force: true });
    await expect(dateField).toHaveValue('');

    // Next month, then on to the next bookable day.
    await page.keyboard.press('PageDown');
    at = await focusedDate();
    expect(at > notRunning.date).toBe(true);
    await expect(calendar(page)).toHaveAccessibleName(
      new Date(`${at}T00:00:00Z`).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    let target = days.find((d) => d.date >= at && isBookable(d));
    if (target) {
      for (let i = daysBetween(at, target.date); i > 0; i--) await page.keyboard.press('ArrowRight');
    } else {
      target = [...days].reverse().find((d) => d.date < at && isBookable(d))!;
      for (let i = daysBetween(target.date, at); i > 0; i--) await page.keyboard.press('ArrowLeft');
    }
    await expect(dayButton(page, target.date)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dateField).toHaveValue(target.date);
    await expect(dayButton(page, target.date)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Book this tour' }).getByRole('status')).toContainText(
      availabilityMessage(byDate.get(target.date)),
    );
    // The form sends the chosen day.
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?date=${target.date}&`));
  });

  test('a date in the page address opens the calendar on that day', async ({ page, request }) => {
    const { tour, days } = await weeklyTour(request);
    const later = days.filter((d) => isBookable(d)).at(-1)!;
    await page.goto(`/tours/${tour.id}?date=${later.date}`);
    await expect(dayButton(page, later.date)).toHaveAttribute('aria-pressed', 'true');
    await expect(chosenDate(page)).toHaveValue(later.date);
  });
});
