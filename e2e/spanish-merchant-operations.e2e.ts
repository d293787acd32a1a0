import { expect as baseExpect, type Page, test } from '@playwright/test';
import { waitForForm } from './fixtures/booking-helpers';
import { englishOnlyTexts, es, expectSpanish } from './fixtures/i18n';
import { main, uniqueTag, waitForConsole } from './fixtures/merchant-helpers';
import { bookTodaysDeparture } from './fixtures/todays-booking';

// Allow for a busy machine (two projects, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

/** The screen's title, the console's one level-1 heading. */
const title = (page: Page, english: string) => page.getByRole('heading', { level: 1, name: es(english) });

/** Opens a console screen in Spanish and waits until React has hydrated it. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(`/es${path}`);
  await expect(title(page, heading)).toBeVisible();
  await waitForConsole(page);
}

/** The first line of a CSV file the page links to, fetched with the page's session. */
async function csvHeader(page: Page, linkName: string): Promise<string> {
  const link = main(page).getByRole('link', { name: linkName });
  const href = await link.getAttribute('href');
  expect(href, 'the file is asked for in the page’s language').toMatch(/^\/es\/merchant\/export\//);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return (await response.text()).split(/\r?\n/, 1)[0]!;
}

test.describe('the merchant console’s operations in Spanish', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a Spanish-speaking operator signs in on the Spanish page and works bookings, check-in, passengers, earnings and emails in Spanish', async ({
    page,
    request,
  }, testInfo) => {
    const english = englishOnlyTexts();
    const phone = testInfo.project.name === 'phone';
    // Today's departure: check-in takes today's only.
    const booking = await bookTodaysDeparture(request, testInfo, `Lucía Méndez ${uniqueTag(testInfo)}`);
    const { tourId } = booking;

    // Signing in on the Spanish operator page leads to the Spanish console.
    await page.goto('/es/merchant/login');
    await expect(main(page).getByRole('heading', { name: es('Merchant Login') })).toBeVisible();
    await waitForForm(page);
    await main(page).getByLabel(es('Email'), { exact: true }).fill(booking.merchant.email);
    await main(page).getByLabel(es('Password'), { exact: true }).fill(booking.merchant.password);
    await main(page)
      .getByRole('button', { name: es('Sign In') })
      .click();
    await expect(page).toHaveURL(/\/es\/merchant\/dashboard$/);
    // The operator's day, in Spanish.
    await expect(title(page, 'Your day')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${es('Your day')} \\|`));
    await expectSpanish(page, english);

    // The booking under its date, and its details.
    await open(page, `/merchant/dashboard/bookings?date=${booking.date}`, 'Upcoming Bookings');
    const card = main(page)
      .getByRole('article', { name: booking.tourTitle })
      .filter({ hasText: booking.fullName });
    await expect(card).toContainText(es('Group size'));
    await expect(card).toContainText('2 adultos, 1 niño');
    await expectSpanish(page, english);
    await card
      .getByRole('link', { name: es('View Details of booking {code}', { code: booking.confirmationCode }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/merchant/dashboard/booking/${booking.id}$`));
    await expect(title(page, 'Booking Details')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: es('Payment'), exact: true })).toBeVisible();
    await expect(main(page)).toContainText(es('Not checked in yet'));
    await expect(main(page).getByRole('heading', { name: es('Move guest') })).toBeVisible();
    await expectSpanish(page, english);
    if (phone) {
      await page.screenshot({ path: testInfo.outputPath('booking-detail-390.png'), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);
    }

    // Check-in: a wrong code is refused in Spanish, the booking's own is found and checked in.
    await open(page, '/merchant/dashboard/check-in', 'Tourist Check-In');
    await expectSpanish(page, english);
    const codeBox = main(page).getByPlaceholder(es('Enter confirmation code'));
    const lookUp = main(page).getByRole('button', { name: es('Check In'), exact: true });
    await codeBox.fill('ZZZZ9999');
    await lookUp.click();
    await expect(main(page).getByRole('alert')).toHaveText(
      es('Booking not found. Please check the confirmation code.'),
    );
    await expectSpanish(page, english);
    await codeBox.fill(booking.confirmationCode);
    await lookUp.click();
    await expect(main(page).getByRole('heading', { name: es('Booking Found') })).toBeVisible();
    await expect(main(page)).toContainText(booking.fullName);
    await expectSpanish(page, english);
    await main(page)
      .getByRole('button', { name: es('Confirm Check-In') })
      .click();
    await expect(main(page).getByRole('heading', { name: es('Check-In Successful!') })).toBeVisible();
    await expectSpanish(page, english);

    // The departure's passenger list shows the guest checked in; its CSV is written in Spanish.
    await open(page, `/merchant/dashboard/departures/${tourId}/${booking.date}`, 'Passenger List');
    await expect(main(page).getByRole('heading', { level: 2, name: booking.tourTitle })).toBeVisible();
    await expect(main(page)).toContainText(es('Guests expected'));
    await expect(main(page)).toContainText(booking.fullName);
    await expect(main(page).getByRole('button', { name: es('Print') })).toBeVisible();
    await expectSpanish(page, english);
    if (phone) {
      await page.screenshot({ path: testInfo.outputPath('passenger-list-390.png'), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);
    }
    expect(await csvHeader(page, es('Download CSV'))).toBe(
      'Código de confirmación,Cliente,Adultos,Niños,Personas,Recogida en el hotel,Teléfono,Correo electrónico,Necesidades especiales,Pago,Estado del pago,Pagado (USD),Tarifa del parque,Tarifa del parque (USD),Check-in',
    );

    // Earnings of this month and its CSV, in Spanish.
    await open(page, '/merchant/dashboard/earnings', 'Earnings');
    await expect(main(page).getByRole('heading', { name: es('Period'), exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: es('This month') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectSpanish(page, english);
    expect(await csvHeader(page, es('Download CSV'))).toBe(
      'Fecha,Tipo,Referencia,Descripción,Bruto (USD),Comisión (USD),Neto (USD),Tarifa del parque (USD),Liquidación',
    );

    // The operator's email choices.
    await open(page, '/merchant/dashboard/emails', 'Email Preferences');
    await expectSpanish(page, english);
  });
});
