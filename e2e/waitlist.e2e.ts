import { addDays, belizeToday, formatLongDate } from '@belizepass/domain';
import { test } from '@playwright/test';
import { approvedMerchantWithTour, bookAndPay, expect, main } from './admin-helpers';
import { linkIn, waitForMail } from './fixtures/mail';

// A fresh merchant, a full departure, two emails and the booking flow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a traveller joins the waitlist of a full departure and books from the offer email', async ({
  page,
  request,
}, testInfo) => {
  const { tourId, title, tag } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Lamanai River Safari ${tag}`,
  );
  const date = addDays(belizeToday(), 9);
  // Two parties take all 8 seats.
  const leaving = await bookAndPay(request, tourId, tag, {
    date,
    adults: 4,
    email: `first-${tag}@example.com`,
  });
  await bookAndPay(request, tourId, tag, {
    date,
    adults: 4,
    email: `second-${tag}@example.com`,
  });

  // The tour page offers the waitlist instead of a dead end.
  await page.goto(`/tours/${tourId}?date=${date}&adults=2`);
  const booking = main(page).getByRole('region', { name: 'Book this tour' });
  await expect(booking).toContainText('Sold out on this date');
  await booking.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/waitlist/${tourId}\\?`));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
  await expect(main(page)).toContainText(formatLongDate(date));

  const email = `waiting-${tag}@example.com`;
  const form = main(page).getByRole('region', {
    name: 'This departure is full',
  });
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(form.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/required/i);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(main(page).getByRole('status')).toContainText("You're on the waitlist");
  await expect(main(page).getByRole('status')).toContainText(email);
  const joined = await waitForMail(email, /on the waitlist/);
  expect(joined.text).toContain(title);
  expect(linkIn(joined, '/waitlist/leave')).toContain('token=');

  // A party cancels: the seats are offered to the waitlist and held for the traveller.
  const cancelled = await request.post(`/api/bookings/${leaving.id}/cancel`, {
    headers: { 'x-booking-key': leaving.accessKey },
  });
  expect(cancelled.status()).toBe(200);
  const offer = await waitForMail(email, /Seats are free for you/);
  expect(offer.text).toContain(title);

  await page.goto(linkIn(offer, `/booking/${tourId}`));
  await expect(main(page).getByRole('status').filter({ hasText: 'Seats held for you' })).toBeVisible();
  await expect(main(page).getByLabel('Email', { exact: true })).toHaveValue(email);
  await main(page).getByLabel('Full Name').fill('Robin Flores');
  await main(page).getByLabel('Phone Number').fill('+501 610 2233');
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, {
    timeout: 20_000,
  });
  await main(page).getByLabel('Cardholder name', { exact: true }).fill('Robin Flores');
  await main(page).getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiry date', { exact: true }).fill('1230');
  await main(page).getByLabel('CVV', { exact: true }).fill('123');
  await main(page).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, {
    timeout: 20_000,
  });
  await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
});
