import { belizeTimeNow, belizeToday } from '@belizepass/domain';
import { type APIRequestContext, type TestInfo, test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  bearer,
  belizeTomorrow,
  bookAndPay,
  expect,
  main,
  type Session,
  signInBrowser,
} from './admin-helpers';

// Several screens and a download on a busy machine.
test.describe.configure({ timeout: 240_000 });

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A merchant of this test only, approved, with one approved tour whose reserve fee ($10 per adult,
 * $5 per child) is paid online: nothing another test does can pay out or cancel its bookings.
 */
const merchantWithParkFeeTour = (request: APIRequestContext, testInfo: TestInfo) =>
  approvedMerchantWithTour(request, testInfo, (tag) => `Hol Chan Snorkel ${tag}`, {
    description: 'Snorkel the Hol Chan Marine Reserve and Shark Ray Alley with a licensed guide.',
    duration_hours: 4,
    location_id: 'ambergris-caye',
    category: 'water-activities',
    difficulty: 'easy',
    park_fee_adult: 1000,
    park_fee_child: 500,
    park_fee_payment: 'online',
  });

/** A guest books two adults and a child for tomorrow and pays. */
const bookFamily = (request: APIRequestContext, tourId: string, tag: string) =>
  bookAndPay(request, tourId, tag, { adults: 2, children: 1 });

async function earningsOf(request: APIRequestContext, session: Session, from: string, to: string) {
  const response = await request.get('/api/merchant/earnings', {
    headers: bearer(session),
    params: { from, to },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    totals: { net: number };
    lines: { reference: string | null; net: number; parkFee: number }[];
  };
}

test.describe('merchant earnings', () => {
  test('a tour with a park fee shows it on the tour page, the booking summary and the confirmation', async ({
    page,
    request,
  }, testInfo) => {
    const { tag, tourId } = await merchantWithParkFeeTour(request, testInfo);
    const feeText = 'Park fee BZ$20.00/US$10.00 per adult, BZ$10.00/US$5.00 per child, paid online';

    await page.goto(`/tours/${tourId}`);
    await expect(page.getByText(feeText)).toBeVisible();

    // Two adults and a child: $20.00 + $5.00 of fee, in the total with the tour's price.
    await page.goto(`/booking/${tourId}?date=${belizeTomorrow()}&adults=2&children=1`);
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    const feeLine = summary.getByText('Park fee (paid online)').locator('..');
    await expect(feeLine).toContainText('$25.00');

    const booking = await bookFamily(request, tourId, tag);
    expect(booking.price.parkFee).toEqual({ amount: 2500, payment: 'online' });
    await page.goto(`/confirmation/${booking.id}?key=${booking.accessKey}`);
    await expect(page.getByText(booking.confirmationCode)).toBeVisible();
    const details = page.getByRole('region', { name: 'Booking details' });
    await expect(details.getByText('Park fee', { exact: true })).toBeVisible();
    await expect(details).toContainText('$25.00 (BZ$50.00/US$25.00), paid online, included in the total');
    await expect(details).toContainText(money(booking.price.total));
  });

  test('a checked-in booking is not earned before its departure has ended', async ({ request }, testInfo) => {
    const { tag, session, tourId } = await approvedMerchantWithTour(
      request,
      testInfo,
      (tag) => `Night Snorkel ${tag}`,
      { start_time: '23:30' },
    );
    // Today's 11:30 PM departure (tomorrow's in the Belize day's last hour): check-in takes today's only.
    const day = belizeTimeNow() < '23:00' ? belizeToday() : belizeTomorrow();
    const booking = await bookAndPay(request, tourId, tag, { date: day, adults: 2, children: 1 });
    // Checking the guest in records a time; the booking is earned once its departure has ended.
    const checkIn = await request.post('/api/merchant/check-in', {
      headers: bearer(session),
      data: { confirmationCode: booking.confirmationCode },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(200);
    expect((await checkIn.json()).status).toBe('confirmed');
    const expected = await earningsOf(request, session, day, day);
    expect(expected.lines.find((l) => l.reference === booking.confirmationCode)).toBeUndefined();
  });

  test('an empty period says so, and a pending merchant sees its status instead', async ({
    page,
    browser,
  }) => {
    await signInBrowser(page, 'merchant@example.com');
    await page.goto('/merchant/dashboard/earnings?period=custom&from=2020-01-01&to=2020-01-31');
    await expect(main(page).getByText('No earnings in this period')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/merchant/export/earnings.csv?from=2020-01-01&to=2020-01-31',
    );

    const context = await browser.newContext();
    const pending = await context.newPage();
    await signInBrowser(pending, 'pending@example.com');
    const response = await pending.goto('/merchant/dashboard/earnings');
    expect(response?.status()).toBe(200);
    await expect(pending.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(main(pending).getByText('No earnings in this period')).toBeHidden();
    await context.close();
  });
});
