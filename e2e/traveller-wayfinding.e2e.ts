import { formatLongDate, formatMoney } from '@belizepass/domain';
import { test } from '@playwright/test';
import { createTourist, expect, field, fillSignIn, main, paidBookingOf } from './fixtures/account-helpers';
import { chosenDate, json, PARTY, pickDeparture, waitForForm } from './fixtures/booking-helpers';

// A traveller finds a tour from the home page and carries her date through to payment and back.

test.slow();

test('the home page leads with tours, and its search forgives a typo', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your Belize tour' })).toBeVisible();
  // Tours come first; the deals keep their own section further down.
  const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Popular Tours')).toBeGreaterThanOrEqual(0);
  expect(headings.indexOf('Popular Tours')).toBeLessThan(headings.indexOf('Featured Deals'));
  expect(headings.indexOf('Top-rated tours')).toBeLessThan(headings.indexOf('Featured Deals'));

  const search = main(page).getByRole('search', { name: 'Tours' });
  await search.getByRole('searchbox', { name: 'Search tours' }).fill('snorkle');
  await search.getByRole('button', { name: 'Search tours' }).click();
  await expect(page).toHaveURL(/\/tours\?q=snorkle$/);

  const { tours } = await json<{ tours: { title: string }[] }>(request, '/api/tours/search?q=snorkle');
  expect(tours.length).toBeGreaterThan(0);
  const results = main(page).getByRole('region', { name: 'Tours', exact: true });
  await expect(results.getByRole('heading', { level: 3, name: tours[0]!.title })).toBeVisible();
  await expect(results.getByRole('heading', { level: 3, name: /snorkel/i }).first()).toBeVisible();

  // Deals that match are offered beside the tours (the deal search forgives the typo too).
  const { deals } = await json<{ deals: { title: string }[] }>(request, '/api/deals?search=snorkle&limit=3');
  if (deals.length > 0) {
    const also = main(page).getByRole('region', { name: 'Deals and gift cards for “snorkle”' });
    await expect(also.getByRole('link', { name: new RegExp(deals[0]!.title) })).toBeVisible();
  }
});

test('a date chosen on the listing opens the tour on that day and goes on to the booking form', async ({
  page,
  request,
}, testInfo) => {
  const { tour, date } = await pickDeparture(request, testInfo);
  await page.goto(`/tours?availableOn=${date}&q=${encodeURIComponent(tour.title)}`);
  await main(page)
    .getByRole('region', { name: 'Tours', exact: true })
    .getByRole('link', { name: tour.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tours/${tour.id}\\?date=${date}`));

  // The calendar opens on that day, picked, with its departure time.
  const box = page.getByRole('region', { name: 'Book this tour' });
  const day = box.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}, `) });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenDate(page)).toHaveValue(date);
  await expect(box.getByRole('status').first()).toContainText('starts');
  // One date control: the calendar, not a date field above it.
  await expect(box.locator('input[type="date"]')).toHaveCount(0);

  await box.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?date=${date}&`));
  await expect(field(page, 'Date')).toHaveValue(date);
});

test('a date the tour cannot be booked on is named, not dropped', async ({ page, request }, testInfo) => {
  const { tour } = await pickDeparture(request, testInfo);
  await page.goto(`/tours/${tour.id}?date=2099-01-01`);
  await expect(
    page.getByRole('region', { name: 'Book this tour' }).getByRole('status').first(),
  ).toContainText(`${formatLongDate('2099-01-01')} cannot be booked: choose a day from`);
});

test('changing a booking opens on the booked departure, and an unchanged one cannot be sent', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Ana Pook');
  const booking = await paidBookingOf(request, tourist);
  await page.goto(`/login?redirectTo=${encodeURIComponent(`/account/bookings/${booking.id}/reschedule`)}`);
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).toHaveURL(new RegExp(`/account/bookings/${booking.id}/reschedule$`));

  await expect(field(page, 'New date')).toHaveValue(booking.date);
  const calendar = main(page).getByRole('grid');
  await expect(calendar.locator(`[data-date="${booking.date}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page).getByText('This is your booked departure')).toBeVisible();
  const change = main(page).getByRole('button', { name: 'Change booking' });
  await expect(change).toBeDisabled();

  // Another date is a change: it says what the booking becomes, and can be sent.
  const other = await field(page, 'New date')
    .locator('option')
    .evaluateAll(
      (options, booked) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== booked),
      booking.date,
    );
  await field(page, 'New date').selectOption(other!);
  await expect(main(page).getByText(`Your booking will be on ${formatLongDate(other!)}`)).toBeVisible();
  await expect(change).toBeEnabled();

  // What the change costs is the server's own quote (the new date's price): one more adult costs more.
  const adults = Number(await field(page, 'Adults').inputValue());
  const children = await main(page).locator('input[name="children"]').inputValue();
  await field(page, 'Adults').fill(String(adults + 1));
  const asked = await page.request.get(
    `/api/bookings/${booking.id}/reschedule-quote?date=${other}&adults=${adults + 1}&children=${children}`,
  );
  expect(asked.ok()).toBeTruthy();
  const quote = (await asked.json()) as { totalCents: number; chargeCents: number };
  expect(quote.chargeCents).toBeGreaterThan(0);
  await expect(main(page).getByRole('status').filter({ hasText: 'New total' })).toContainText(
    `New total ${formatMoney(quote.totalCents, 'USD', 'en-US', { cents: true })}: ${formatMoney(quote.chargeCents, 'USD', 'en-US', { cents: true })} more, charged to the card above.`,
  );
});

test('back from payment returns to the booking form as filled, with the same hold', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Mara Cho');
  const { tour, date } = await pickDeparture(request, testInfo);
  await page.goto('/login');
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/booking/${tour.id}?date=${date}&adults=${PARTY.adults}&children=${PARTY.children}`);
  await waitForForm(page);
  await field(page, 'Phone number').fill('+501 622 1234');
  await field(page, 'Full name').fill('Mara Cho Lopez');
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const paymentUrl = page.url();

  await main(page).getByRole('link', { name: 'Back to your booking details' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?date=${date}&`));
  await expect(field(page, 'Full name')).toHaveValue('Mara Cho Lopez');
  await expect(field(page, 'Email')).toHaveValue(tourist.email);
  await expect(field(page, 'Phone number')).toHaveValue('+501 622 1234');
  await expect(field(page, 'Date')).toHaveValue(date);
  await expect(field(page, 'Adults')).toHaveValue(String(PARTY.adults));
  await expect(field(page, 'Children')).toHaveValue(String(PARTY.children));

  // Sent again unchanged, it goes on to the same payment: no second hold.
  await waitForForm(page);
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(paymentUrl, { timeout: 20_000 });

  const login = await request.post('/api/auth/login', {
    data: { email: tourist.email, password: tourist.password },
  });
  const { token } = (await login.json()) as { token: string };
  const pending = await request.get('/api/me/bookings?status=pending', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await pending.json()) as { pagination: { total: number } }).pagination.total).toBe(1);
});

test('ticking the terms box right after a mismatched confirmation registers the click', async ({ page }) => {
  await page.goto('/register');
  await waitForForm(page);
  await field(page, 'Password').fill('reef-walk-2026');
  await field(page, 'Confirm password').fill('reef-walk-2027');
  const terms = main(page).getByRole('checkbox');
  // The pointer goes down on the box while the confirmation still has the focus: the message that
  // appears on blur must not move the box before the button comes up.
  await terms.click();
  await expect(terms).toBeChecked();
  await expect(main(page).getByText('Passwords do not match')).toBeVisible();
});
