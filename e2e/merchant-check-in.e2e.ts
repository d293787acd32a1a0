import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '@belizepass/domain';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bookAndPay } from './admin-helpers';
import {
  bookMerchantTour,
  consoleNav,
  MERCHANT_EMAIL,
  main,
  openDashboard,
  signInAs,
  uniqueTag,
  writeQrVideo,
} from './fixtures/merchant-helpers';
import { bookTodaysDeparture, signInMerchantOf } from './fixtures/todays-booking';
import config from './playwright.config';

// Allow for a busy machine (two projects, three workers, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

/** The clip Chromium's fake camera plays: one per worker process, rewritten before each scan. */
const CAMERA_CLIP = join(tmpdir(), `belizepass-qr-${process.pid}.y4m`);
if (!existsSync(CAMERA_CLIP)) writeQrVideo(CAMERA_CLIP, null);

const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: config.use?.launchOptions?.executablePath,
    args: [
      ...baseArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_CLIP}`,
    ],
  },
});

// Each journey books through the API and walks several screens of the dashboard.
test.describe.configure({ timeout: 360_000 });

const CHECK_IN = '/merchant/dashboard/check-in';
const codeBox = (page: Page) => main(page).getByPlaceholder('Enter confirmation code');

async function lookUp(page: Page, code: string) {
  await codeBox(page).fill(code);
  await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
}

test.describe('tourist check-in', () => {
  test('a booking made by a tourist is listed and checked in by its confirmation code', async ({
    page,
    request,
  }, testInfo) => {
    const fullName = `Robin Flores ${uniqueTag(testInfo)}`;
    const booking = await bookTodaysDeparture(request, testInfo, fullName);

    // The booking shows under Bookings, filtered by its date, and opens its details.
    await signInMerchantOf(page, booking, `/merchant/dashboard/bookings?date=${booking.date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Bookings' })).toBeVisible();
    await expect(consoleNav(page).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main(page).getByRole('combobox', { name: 'Date' })).toHaveValue(booking.date);
    const card = main(page).getByRole('article').filter({ hasText: booking.confirmationCode });
    await expect(card).toContainText(fullName);
    await expect(card).toContainText('2 adults, 1 child');
    await expect(card).toContainText('One vegetarian lunch, please');
    await expect(card).toContainText(/\$\d[\d,]*\.\d\d/);
    await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: `View Details of booking ${booking.confirmationCode}` }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/dashboard/booking/${booking.id}$`));
    // A booking's page still counts as Bookings in the navigation.
    await expect(consoleNav(page).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main(page).getByRole('heading', { level: 2, name: booking.tourTitle })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(main(page).getByRole('region', { name: 'Payment' })).toContainText('Your net');
    await expect(main(page).getByRole('region', { name: 'Party' })).toContainText('Not checked in yet');

    // Check-In: empty, unknown, then the real code.
    await consoleNav(page).getByRole('link', { name: 'Check-In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tourist Check-In' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await expect(codeBox(page)).toHaveAccessibleDescription('Please enter a confirmation code');
    await lookUp(page, 'ZZZZ9999');
    await expect(codeBox(page)).toHaveAccessibleDescription(
      'Booking not found. Please check the confirmation code.',
    );
    await lookUp(page, booking.confirmationCode.toLowerCase());

    const found = main(page).getByRole('region', { name: 'Booking Found' });
    await expect(found).toContainText(booking.tourTitle);
    await expect(found).toContainText(booking.confirmationCode);
    await expect(found).toContainText(fullName);
    await expect(found).toContainText('2 adults, 1 child');
    await expect(found).toContainText('One vegetarian lunch, please');
    await found.getByRole('button', { name: 'Confirm Check-In' }).click();
    await expect(main(page).getByRole('heading', { name: 'Check-In Successful!' })).toBeVisible();
    await expect(main(page)).toContainText(`${fullName} has been checked in`);

    // Checking the same code again says when it was checked in; the detail page agrees.
    await main(page).getByRole('link', { name: 'Check In Another Tourist' }).click();
    await expect(codeBox(page)).toHaveValue('');
    await lookUp(page, booking.confirmationCode);
    await expect(found.getByText(/This booking was checked in on/)).toBeVisible();
    await expect(found.getByRole('button', { name: 'Confirm Check-In' })).toHaveCount(0);
    await openDashboard(page, `/merchant/dashboard/booking/${booking.id}`);
    await expect(main(page).getByRole('region', { name: 'Party' })).toContainText('Checked in');
    await expect(main(page).getByRole('region', { name: 'History' })).toContainText('Checked in');

    await openDashboard(page, '/merchant/dashboard/booking/00000000-0000-4000-8000-000000000000');
    await expect(main(page).getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
  });

  test('a second booking is checked in by scanning its QR code with the camera', async ({
    page,
    request,
  }, testInfo) => {
    const fullName = `Alex Young ${uniqueTag(testInfo)}`;
    const booking = await bookTodaysDeparture(request, testInfo, fullName, 'Celebrating a birthday');
    await signInMerchantOf(page, booking, CHECK_IN);

    // A QR code that is not one of our bookings.
    writeQrVideo(CAMERA_CLIP, 'https://example.com/not-a-booking');
    await main(page).getByRole('button', { name: 'Start Scanning' }).click();
    await expect(main(page).getByText('Invalid QR code or booking not found.')).toBeVisible({
      timeout: 30_000,
    });

    // Cancel Scanning stops the camera.
    writeQrVideo(CAMERA_CLIP, null);
    await main(page).getByRole('button', { name: 'Start Scanning' }).click();
    await expect(main(page).getByText('Scanning...')).toBeVisible({ timeout: 30_000 });
    await main(page).getByRole('button', { name: 'Cancel Scanning' }).click();
    await expect(main(page).getByRole('button', { name: 'Start Scanning' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.srcObject == null))
      .toBe(true);

    // The tourist's confirmation QR carries the bare confirmation code.
    writeQrVideo(CAMERA_CLIP, booking.confirmationCode);
    await main(page).getByRole('button', { name: 'Start Scanning' }).click();
    const found = main(page).getByRole('region', { name: 'Booking Found' });
    await expect(found).toContainText(booking.confirmationCode, { timeout: 30_000 });
    await expect(found).toContainText(fullName);
    await expect(found).toContainText('Celebrating a birthday');
    await found.getByRole('button', { name: 'Confirm Check-In' }).click();
    await expect(main(page).getByRole('heading', { name: 'Check-In Successful!' })).toBeVisible();
  });

  test('a check-in confirmed while offline is saved and sent when the connection returns', async ({
    page,
    request,
  }, testInfo) => {
    const fullName = `Sam Castillo ${uniqueTag(testInfo)}`;
    const booking = await bookTodaysDeparture(request, testInfo, fullName);
    await signInMerchantOf(page, booking, CHECK_IN);
    await lookUp(page, booking.confirmationCode);
    const found = main(page).getByRole('region', { name: 'Booking Found' });
    await expect(found).toContainText(fullName);

    await page.context().setOffline(true);
    await found.getByRole('button', { name: 'Confirm Check-In' }).click();
    await expect(
      main(page).getByRole('heading', { name: 'Saved offline — will check in when the connection returns' }),
    ).toBeVisible();
    await expect(main(page)).toContainText('1 check-in waiting to be sent');
    const queued = await page.evaluate(() => window.localStorage.getItem('belizepass.checkInQueue'));
    expect(queued).toContain(booking.confirmationCode);

    await page.context().setOffline(false);
    const report = main(page).getByRole('status').filter({ hasText: 'Offline check-ins sent' });
    await expect(report).toContainText(`Checked in: ${booking.confirmationCode}`, { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('belizepass.checkInQueue')))
      .toBe('[]');
    await openDashboard(page, `/merchant/dashboard/booking/${booking.id}`);
    await expect(main(page).getByRole('region', { name: 'Party' })).toContainText('Checked in');

    // A code saved offline that turns out to be for another day is not dropped in silence.
    const later = await bookAndPay(request, booking.tourId, `${uniqueTag(testInfo)}-later`, {
      date: addDays(booking.date, 9),
      fullName: 'Lena Later',
    });
    await openDashboard(page, CHECK_IN);
    await page.context().setOffline(true);
    await lookUp(page, later.confirmationCode);
    await main(page).getByRole('button', { name: 'Save check-in' }).click();
    await expect(main(page)).toContainText('1 check-in waiting to be sent');
    await page.context().setOffline(false);
    // Refused by the server: an alert that names the code and its departure.
    const refused = main(page).getByRole('alert').filter({ hasText: later.confirmationCode });
    await expect(refused).toContainText('Offline check-ins not accepted', { timeout: 30_000 });
    await expect(refused).toContainText(
      `${later.confirmationCode}: This booking is for ${booking.tourTitle}`,
      {
        timeout: 30_000,
      },
    );
    await expect(refused).toContainText('not for today.');
  });
});

test.describe('check-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a merchant signs in with the login form, opens Check-In and checks a booking in by its code', async ({
    page,
    request,
  }, testInfo) => {
    const fullName = `Jamie Cho ${uniqueTag(testInfo)}`;
    const booking = await bookTodaysDeparture(request, testInfo, fullName);

    await page.goto('/merchant/login');
    await main(page).getByLabel('Email', { exact: true }).fill(booking.merchant.email);
    await main(page).getByLabel('Password', { exact: true }).fill(booking.merchant.password);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
    await expect(page.getByText(/^Welcome, /)).toBeVisible();

    await consoleNav(page).getByRole('link', { name: 'Check-In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tourist Check-In' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Start Scanning' })).toBeDisabled();

    // Each step is a form post to the page, answered by the server.
    await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await expect(codeBox(page)).toHaveAccessibleDescription('Please enter a confirmation code');
    await lookUp(page, booking.confirmationCode.toLowerCase());
    const found = main(page).getByRole('region', { name: 'Booking Found' });
    await expect(found).toContainText(booking.confirmationCode);
    await expect(found).toContainText(fullName);
    await expect(found).toContainText('2 adults, 1 child');
    await found.getByRole('button', { name: 'Confirm Check-In' }).click();
    await expect(main(page).getByRole('heading', { name: 'Check-In Successful!' })).toBeVisible();
    await expect(main(page)).toContainText(`${fullName} has been checked in`);

    // Starting over is a link back to the code box; the same code now says when it was checked in.
    await main(page).getByRole('link', { name: 'Check In Another Tourist' }).click();
    await lookUp(page, booking.confirmationCode);
    await expect(found.getByText(/This booking was checked in on/)).toBeVisible();
    await page.goto(`/merchant/dashboard/booking/${booking.id}`);
    await expect(main(page).getByRole('region', { name: 'Party' })).toContainText('Checked in');
  });
});

test.describe('the console renders on the server', () => {
  test('the bookings page arrives as HTML with the merchant’s own booking codes, privately', async ({
    page,
    request,
  }, testInfo) => {
    const booking = await bookMerchantTour(request, testInfo, `Casey Ack ${uniqueTag(testInfo)}`);

    // Signed out, the page asks for the merchant login and remembers itself.
    const signedOut = await request.get('/merchant/dashboard', { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe('/merchant/login?redirectTo=%2Fmerchant%2Fdashboard');

    await signInAs(page, MERCHANT_EMAIL);
    for (const path of [
      '/merchant/dashboard/bookings',
      `/merchant/dashboard/bookings?date=${booking.date}`,
    ]) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain(booking.confirmationCode);
      expect(html).toContain(booking.fullName);
    }
    const detail = await page.request.get(`/merchant/dashboard/booking/${booking.id}`);
    expect(await detail.text()).toContain(booking.confirmationCode);
  });
});
