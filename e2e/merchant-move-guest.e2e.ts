import AxeBuilder from '@axe-core/playwright';
import { addDays, belizeToday, formatLongDate, formatShortDate } from '@belizepass/domain';
import { type APIRequestContext, type TestInfo, test } from '@playwright/test';
import {
  apiLogin,
  bearer,
  createTour,
  expect,
  main,
  merchantIdOf,
  registerMerchant,
  signInBrowser,
  uniqueTag,
} from './admin-helpers';
import { createTourist, fillSignIn } from './fixtures/account-helpers';

// A fresh merchant, a tourist's booking and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

const CARD = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };

/** Books and pays `adults` on `date` of the tour, as `token`'s tourist or as a guest. */
async function bookAndPayOn(
  request: APIRequestContext,
  tourId: string,
  date: string,
  adults: number,
  guest: { fullName: string; email: string; token?: string },
) {
  const created = await request.post('/api/bookings', {
    headers: guest.token ? { authorization: `Bearer ${guest.token}` } : {},
    data: {
      tourId,
      date,
      adults,
      children: 0,
      fullName: guest.fullName,
      email: guest.email,
      phone: '+501 610 4455',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, accessKey } = (await created.json()) as { booking: { id: string }; accessKey: string };
  const paid = await request.post(`/api/bookings/${booking.id}/pay`, {
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `move-guest-e2e-${booking.id}` },
    data: { cardName: guest.fullName, ...CARD },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return booking.id;
}

/** An approved merchant of this test only, with an approved tour (8 seats, every day). */
async function merchantWithTour(request: APIRequestContext, testInfo: TestInfo) {
  const tag = uniqueTag(testInfo);
  const admin = await apiLogin(request, 'admin@example.com', 'belize-demo-2026');
  const merchant = await registerMerchant(request, tag);
  const merchantId = await merchantIdOf(request, admin, merchant.business);
  const approved = await request.patch(`/api/admin/merchants/${merchantId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status()).toBe(200);
  const session = await apiLogin(request, merchant.email, merchant.password);
  const title = `Mayflower Bocawina Falls ${tag}`;
  const tourId = await createTour(request, session, title);
  const tour = await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(tour.status()).toBe(200);
  return { merchant, tourId, title, tag };
}

test('an operator moves a guest to another date from the booking screen; a full date is refused', async ({
  page,
  request,
}, testInfo) => {
  const { merchant, tourId, title, tag } = await merchantWithTour(request, testInfo);
  const tourist = await createTourist(request, testInfo, 'Robin Flores');
  const token = (await apiLogin(request, tourist.email, tourist.password)).token;
  const from = addDays(belizeToday(), 5);
  const filling = addDays(belizeToday(), 6);
  const to = addDays(belizeToday(), 7);
  const id = await bookAndPayOn(request, tourId, from, 2, { ...tourist, token });

  await signInBrowser(page, merchant.email, merchant.password);
  await page.goto(`/merchant/dashboard/booking/${id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Move guest' })).toContainText('party (2 adults)');
  const form = main(page).getByRole('form', { name: 'Move guest' });
  const date = form.getByLabel('New date');
  // The booking's own date is not offered; the others show their seats.
  await expect(date.locator(`option[value="${from}"]`)).toHaveCount(0);
  await expect(date.locator(`option[value="${filling}"]`)).toHaveText(
    `${formatLongDate(filling)} (8 seats left)`,
  );

  // Someone takes the last seats of the chosen date meanwhile: the move is refused, nothing changes.
  await bookAndPayOn(request, tourId, filling, 8, {
    fullName: 'Dana Group',
    email: `group-${tag}@example.com`,
  });
  await date.selectOption(filling);
  await form.getByRole('button', { name: 'Move guest' }).click();
  await expect(main(page).getByRole('alert')).toContainText(
    'Sold out for this date. Your booking was not changed.',
  );
  await expect(main(page).getByRole('heading', { level: 2, name: title }).locator('..')).toContainText(
    formatLongDate(from),
  );

  // Another date: moved, with a notice, the new date and the history line.
  await main(page).getByRole('form', { name: 'Move guest' }).getByLabel('New date').selectOption(to);
  await main(page)
    .getByRole('form', { name: 'Move guest' })
    .getByRole('button', { name: 'Move guest' })
    .click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Guest moved' })).toContainText(
    `Moved from ${formatLongDate(from)} to ${formatLongDate(to)}.`,
  );
  await expect(main(page).getByRole('heading', { level: 2, name: title }).locator('..')).toContainText(
    formatLongDate(to),
  );
  const history = main(page).getByRole('list', { name: 'Booking history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Rescheduled' })).toContainText(
    `Rescheduled from ${formatShortDate(from)} to ${formatShortDate(to)} by the operator. No charge or refund.`,
  );
  // The guest can still be moved again; the date it now has is not offered.
  await expect(
    main(page)
      .getByRole('form', { name: 'Move guest' })
      .getByLabel('New date')
      .locator(`option[value="${to}"]`),
  ).toHaveCount(0);

  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scroll',
  ).toBe(true);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );

  // The tourist's My Bookings shows the move.
  await page.context().clearCookies();
  await page.goto('/login?redirectTo=%2Faccount%2Fbookings');
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).toHaveURL(/\/account\/bookings/);
  const row = main(page).getByRole('list', { name: 'Your bookings' }).getByRole('listitem').first();
  await expect(row).toContainText(`Rescheduled from ${formatShortDate(from)} to ${formatShortDate(to)}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Move guest form posts and the page shows the new date and the history line', async ({
    page,
    request,
  }, testInfo) => {
    const { merchant, tourId, title, tag } = await merchantWithTour(request, testInfo);
    const from = addDays(belizeToday(), 9);
    const to = addDays(belizeToday(), 10);
    const id = await bookAndPayOn(request, tourId, from, 1, {
      fullName: 'Kiara Young',
      email: `guest-${tag}@example.com`,
    });
    await signInBrowser(page, merchant.email, merchant.password);
    await page.goto(`/merchant/dashboard/booking/${id}`);
    const form = main(page).getByRole('form', { name: 'Move guest' });
    await form.getByLabel('New date').selectOption(to);
    await form.getByRole('button', { name: 'Move guest' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Guest moved' })).toContainText(
      `Moved from ${formatLongDate(from)} to ${formatLongDate(to)}.`,
    );
    await expect(main(page).getByRole('heading', { level: 2, name: title }).locator('..')).toContainText(
      formatLongDate(to),
    );
    await expect(main(page).getByRole('list', { name: 'Booking history' })).toContainText(
      `Rescheduled from ${formatShortDate(from)} to ${formatShortDate(to)} by the operator.`,
    );
  });
});
