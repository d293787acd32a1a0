import { expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../packages/domain/src/money/prices.ts';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  PARTY,
  pickDeparture,
  quote,
  type Tour,
  waitForForm,
} from './fixtures/booking-helpers';

const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

async function openBooking(page: Page, tourId: string, date: string) {
  await page.goto(`/booking/${tourId}?date=${date}&adults=${PARTY.adults}&children=${PARTY.children}`);
  await expect(main(page).getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await waitForForm(page);
}

async function expectPartyTotal(page: Page, tour: Tour) {
  const { totalCents, tourTotalCents, parkFee } = quote(tour);
  // Total = 2 x price + 0.7 x price (+ a park fee paid online), shown with cents.
  expect(tourTotalCents).toBe(Math.round(2 * tour.price + 0.7 * tour.price));
  expect(totalCents).toBe(tourTotalCents + parkFee.onlineCents);
  const summary = main(page).getByRole('region', { name: 'Booking Summary' });
  await expect(summary).toContainText(`Total${formatUsd(totalCents, { cents: true })}`);
  await expect(summary).toContainText('Booking feeFree');
  return totalCents;
}

async function fillCard(page: Page, number: string) {
  await field(page, 'Cardholder name').fill('Robin Flores');
  await field(page, 'Card number').fill(number);
  await field(page, 'Expiry date').fill('1230');
  await field(page, 'CVV').fill('123');
}

async function payAndConfirm(page: Page) {
  await fillCard(page, APPROVED_CARD);
  await expect(field(page, 'Expiry date')).toHaveValue('12/30');
  await main(page).getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  const code = (await main(page).getByText(CODE).textContent())?.trim() ?? '';
  expect(code).toMatch(CODE);
  const qr = main(page).getByRole('img', { name: `QR code for confirmation code ${code}` });
  await expect(qr.locator('svg')).toBeVisible();
  return code;
}

test.describe('booking and payment', () => {
  // Each test walks the whole flow through several pages.
  test.slow();

  test('a guest books 2 adults and 1 child, is declined once, then pays', async ({
    page,
    request,
  }, testInfo) => {
    const { tour, date } = await pickDeparture(request, testInfo);
    await openBooking(page, tour.id, date);
    const totalCents = await expectPartyTotal(page, tour);

    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(field(page, 'Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await expect(field(page, 'Phone number')).toHaveAccessibleDescription('Phone number is required');
    await expect(field(page, 'Full name')).toBeFocused();

    await field(page, 'Full name').fill('Robin Flores');
    await field(page, 'Email').fill('robin-at-example');
    await field(page, 'Phone number').fill('+501 600 1234');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
    await field(page, 'Email').fill(`guest-${testInfo.project.name}@example.com`);
    await field(page, 'Hotel pickup (optional)').fill('Sunbreeze Hotel');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(main(page).getByText(/Demo payment: no money is charged/)).toBeVisible();
    await expect(main(page).getByText(/Your seats are held for \d\d:\d\d/)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Booking Summary' })).toContainText(
      formatUsd(totalCents, { cents: true }),
    );

    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(field(page, 'Cardholder name')).toHaveAccessibleDescription('Cardholder name is required');
    await expect(field(page, 'Card number')).toHaveAccessibleDescription('Card number is required');
    await expect(field(page, 'Expiry date')).toHaveAccessibleDescription('Expiry date is required');
    await expect(field(page, 'CVV')).toHaveAccessibleDescription('CVV is required');

    await field(page, 'Card number').fill('4242424242424242999');
    await expect(field(page, 'Card number')).toHaveValue(APPROVED_CARD);
    await field(page, 'Card number').fill('4242 4242');
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(field(page, 'Card number')).toHaveAccessibleDescription('Card number must be 16 digits');

    await fillCard(page, DECLINED_CARD);
    await main(page).getByRole('button', { name: /^Pay / }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Payment processing failed. Please try again.');
    await expect(page).toHaveURL(/\/payment\//);

    await payAndConfirm(page);
    await expect(main(page)).toContainText(tour.title);
    await expect(main(page)).toContainText('2 adults, 1 child');
    await expect(main(page)).toContainText(formatUsd(totalCents, { cents: true }));
    await expect(main(page).getByRole('button', { name: 'Print Confirmation' })).toBeVisible();

    // Another browser without the booking's key sees nothing.
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(page.url());
    await expect(stranger.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await stranger.close();
  });

  test('a signed-in tourist books, pays, and cancels from My Bookings', async ({
    page,
    request,
  }, testInfo) => {
    const email = `booker-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'reef-walk-2026';
    const signup = await request.post('/api/auth/signup', {
      data: { email, password, full_name: 'Kai Young', role: 'tourist', phone_number: '+501 622 0000' },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/login');
    await waitForForm(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const { tour, date } = await pickDeparture(request, testInfo);
    await openBooking(page, tour.id, date);
    await expect(field(page, 'Full name')).toHaveValue('Kai Young');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expectPartyTotal(page, tour);
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const code = await payAndConfirm(page);

    await main(page).getByRole('link', { name: 'View My Bookings' }).click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    const row = main(page).getByRole('listitem').filter({ hasText: code });
    await expect(row).toContainText(tour.title);
    await expect(row).toContainText('Confirmed');

    await expect(row.getByRole('link', { name: `View ticket for ${tour.title}` })).toHaveAttribute(
      'href',
      /^\/confirmation\/[0-9a-f-]{36}$/,
    );
    await row.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${code}?` });
    // The safe choice comes first and has the focus.
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await expect(dialog.getByRole('button').first()).toHaveText('Keep booking');
    await expect(dialog).toContainText(/Refund if you cancel now: \$[\d,]+\.\d\d \(\d+%\)/);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Booking ${code} cancelled` }),
    ).toContainText(/Refund: \$[\d,]+\.\d\d \(\d+%\)|No refund is due/);
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    await main(page).getByLabel('Status').selectOption('cancelled');
    await expect(row).toBeVisible();
    await main(page).getByLabel('Status').selectOption('pending');
    await expect(main(page).getByText('No bookings match your current filter.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Clear Filters' }).click();
    await expect(row).toBeVisible();
  });
});

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.slow();

  test('a signed-in tourist books a tour up to the payment page', async ({ page, request }, testInfo) => {
    const { tour, date } = await pickDeparture(request, testInfo);
    // A tourist of its own: the unpaid hold it leaves lapses into a cancelled booking, which must not
    // show up in the demo tourist's history that other journeys read.
    const email = `nojs-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'reef-walk-2026';
    const signup = await request.post('/api/auth/signup', {
      data: { email, password, full_name: 'Noor Chan', role: 'tourist', phone_number: '+501 622 0101' },
    });
    expect(signup.status()).toBe(201);
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The tour page's booking box is a plain GET form to the booking page.
    await page.goto(`/tours/${tour.id}`);
    await page
      .getByRole('region', { name: 'Book this tour' })
      .getByRole('button', { name: 'Book Now' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?`));
    await expect(field(page, 'Full name')).toHaveValue(/\S/);

    await field(page, 'Date').fill(date);
    await field(page, 'Adults').fill(String(PARTY.adults));
    await field(page, 'Children').fill(String(PARTY.children));
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
    const { totalCents } = quote(tour);
    await expect(main(page).getByRole('region', { name: 'Booking Summary' })).toContainText(
      formatUsd(totalCents, { cents: true }),
    );
    await expect(
      main(page).getByRole('button', { name: `Pay ${formatUsd(totalCents, { cents: true })}` }),
    ).toBeVisible();
  });
});
