import AxeBuilder from '@axe-core/playwright';
import { addDays, belizeToday, formatLongDate, formatShortDate } from '@belizepass/domain';
import { test } from '@playwright/test';
import { apiLogin, approvedMerchantWithTour, bookAndPay, expect, main, signInBrowser } from './admin-helpers';
import { createTourist, fillSignIn } from './fixtures/account-helpers';

// A fresh merchant, a tourist's booking and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('an operator moves a guest to another date from the booking screen; a full date is refused', async ({
  page,
  request,
}, testInfo) => {
  const { merchant, tourId, title, tag } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Mayflower Bocawina Falls ${tag}`,
  );
  const tourist = await createTourist(request, testInfo, 'Robin Flores');
  const token = (await apiLogin(request, tourist.email, tourist.password)).token;
  const from = addDays(belizeToday(), 5);
  const filling = addDays(belizeToday(), 6);
  const to = addDays(belizeToday(), 7);
  const { id } = await bookAndPay(request, tourId, tag, {
    date: from,
    fullName: tourist.fullName,
    email: tourist.email,
    token,
  });

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
  await bookAndPay(request, tourId, tag, {
    date: filling,
    adults: 8,
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
    const { merchant, tourId, title, tag } = await approvedMerchantWithTour(
      request,
      testInfo,
      (tag) => `Mayflower Bocawina Falls ${tag}`,
    );
    const from = addDays(belizeToday(), 9);
    const to = addDays(belizeToday(), 10);
    const { id } = await bookAndPay(request, tourId, tag, { date: from, adults: 1 });
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
