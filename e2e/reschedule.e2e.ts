import { formatLongDate, formatShortDate } from '@belizepass/domain';
import { test } from '@playwright/test';
import { createTourist, expect, field, fillSignIn, main, paidBookingOf } from './fixtures/account-helpers';

test('a tourist moves a booking to another date from My Bookings and sees the new date', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Robin Flores');
  const booking = await paidBookingOf(request, tourist);

  await page.goto('/login?redirectTo=%2Faccount%2Fbookings');
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).toHaveURL(/\/account\/bookings/);

  const row = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('listitem').first();
  await expect(row).toContainText(formatShortDate(booking.date));
  await row.getByRole('link', { name: /Change date or party for/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/bookings/${booking.id}/reschedule$`));
  await expect(main(page).getByRole('heading', { name: 'Change date or party' })).toBeVisible();
  await expect(main(page)).toContainText('Free date and party changes up to 24 hours before departure');

  // Choose the next date offered after the booking's own.
  const select = field(page, 'New date');
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const next = values.find((value) => value > booking.date)!;
  expect(next).toBeTruthy();
  // The select follows the calendar: another day first, then the chosen one picked in the month view.
  const first = values.find((value) => value !== next)!;
  const calendar = main(page).getByRole('grid');
  await expect(calendar).toBeVisible();
  await select.selectOption(first);
  const day = calendar.getByRole('button', {
    name: new RegExp(`^${formatLongDate(next)}, \\d+ seats? left, \\$`),
  });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await main(page).getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect(select).toHaveValue(next);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  // A party without an adult is refused under its field, and nothing changes.
  const adults = field(page, 'Adults');
  await adults.fill('0');
  await main(page).getByRole('button', { name: 'Change booking' }).click();
  await expect(adults).toHaveAttribute('aria-invalid', 'true');
  await expect(main(page).getByText('At least 1 adult is required')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/bookings/${booking.id}/reschedule$`));
  await adults.fill('1');
  await main(page).getByRole('button', { name: 'Change booking' }).click();

  await expect(page).toHaveURL(/\/account\/bookings\?rescheduled=/);
  await expect(main(page).getByText('Booking changed')).toBeVisible();
  const moved = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('listitem').first();
  await expect(moved).toContainText(`Tour date: ${formatShortDate(next)}`);
  await expect(moved).toContainText(
    `Rescheduled from ${formatShortDate(booking.date)} to ${formatShortDate(next)}`,
  );
  // The layout fits the phone: nothing wider than the viewport.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(formatLongDate(next)).toBeTruthy();
});
