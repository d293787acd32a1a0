import { readFileSync } from 'node:fs';
import { belizeTimeNow, belizeToday } from '@belizepass/domain';
import { test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  bearer,
  belizeTomorrow,
  bookAndPay,
  entryWithText,
  expect,
  main,
  openAdmin,
  signInAsAdmin,
} from './admin-helpers';

// Journeys across several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

const blueHole = (tag: string) => `Blue Hole Swim ${tag}`;

test.describe('admin payouts and bookings', () => {
  test('a checked-in booking is not paid out before its departure has ended; staff see it checked in', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsAdmin(page, request);
    // A tour at 11:30 PM: today's departure has not left (tomorrow's in the Belize day's last hour).
    const { tag, merchant, session, tourId } = await approvedMerchantWithTour(request, testInfo, blueHole, {
      start_time: '23:30',
    });
    const day = belizeTimeNow() < '23:00' ? belizeToday() : belizeTomorrow();
    // A guest books today's departure and pays; the merchant checks them in (check-in takes today's
    // departures only). The booking stays confirmed until the departure has ended
    // (docs/decisions/019-booking-lifecycle.md).
    const booking = await bookAndPay(request, tourId, tag, { date: day });
    const checkIn = await request.post('/api/merchant/check-in', {
      headers: bearer(session),
      data: { confirmationCode: booking.confirmationCode },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    expect((await checkIn.json()).status).toBe('confirmed');

    await openAdmin(page, `/bookings?search=${booking.confirmationCode}`, 'Bookings');
    await expect(entryWithText(page, booking.confirmationCode)).toContainText(
      /Checked in \w{3} \d{1,2}, \d{4}/,
    );

    await openAdmin(page, '/payouts', 'Payouts');
    await main(page).getByRole('link', { name: 'Process New Payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Process New Payout' });
    await dialog.getByLabel('Merchant').selectOption({ label: merchant.business });
    await expect(dialog.getByLabel('Period start')).toHaveValue(/^\d{4}-\d{2}-01$/);
    // The period reaches the booking's day, yet it is not payable before its departure has run.
    await dialog.getByLabel('Period end').fill(day);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('Nothing to pay in this period.')).toBeVisible();
    await expect(dialog.getByText(booking.confirmationCode)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Confirm payout' })).toBeDisabled();
  });

  test('staff cancel a booking with a partial refund, and export the bookings as CSV', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsAdmin(page, request);
    const { tag, tourId } = await approvedMerchantWithTour(request, testInfo, blueHole);
    const booking = await bookAndPay(request, tourId, tag);

    await openAdmin(page, '/bookings', 'Bookings');
    await main(page).getByLabel('Search bookings').fill(booking.confirmationCode);
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    const row = entryWithText(page, booking.confirmationCode);
    await expect(row).toContainText('Confirmed');

    // Export CSV downloads what the list shows.
    await expect(main(page).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      new RegExp(`^/admin/export/bookings\\.csv\\?search=${booking.confirmationCode}$`),
    );
    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync(await file.path(), 'utf8')).toContain(booking.confirmationCode);

    await row.getByRole('link', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${booking.confirmationCode}` });
    await expect(dialog.getByText('Merchant net')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: /•••• 4242/ })).toBeVisible();
    await dialog.getByRole('link', { name: 'Cancel & refund' }).click();
    await expect(dialog.getByLabel('Refund percent')).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Review cancellation' }).click();
    await expect(dialog.getByLabel('Reason for cancellation')).toHaveAccessibleDescription(
      'Please give a reason for the cancellation',
    );
    await dialog.getByLabel('Reason for cancellation').fill('The boat failed its safety inspection.');
    await dialog.getByLabel('Refund percent').fill('150');
    await dialog.getByRole('button', { name: 'Review cancellation' }).click();
    await expect(dialog.getByLabel('Refund percent')).toHaveAccessibleDescription(
      'Refund must be a whole percent from 0 to 100',
    );
    await dialog.getByLabel('Refund percent').fill('50');
    await dialog.getByRole('button', { name: 'Review cancellation' }).click();
    await expect(dialog.getByText(/refund 50% of the booking total/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

    await expect(dialog.getByText('Cancelled by BelizePass staff.')).toBeVisible();
    await expect(dialog.getByText('Reason given: The boat failed its safety inspection.')).toBeVisible();
    await expect(dialog.getByText(/\(50%\)/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancel & refund' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(entryWithText(page, booking.confirmationCode)).toContainText('Cancelled');
  });
});
