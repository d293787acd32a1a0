import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '../packages/domain/src/money/prices.ts';
import { APPROVED_CARD, PARTY, pickDeparture, quote, waitForForm } from './fixtures/booking-helpers';
import { englishOnlyTexts, es, esMatching, expectSpanish } from './fixtures/i18n';
import { waitForMail } from './fixtures/mail';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, english: string) => main(page).getByLabel(es(english), { exact: true });
const bzd = (cents: number) => formatMoney(cents, 'BZD', 'es-419', { cents: true });
const usd = (cents: number) => formatMoney(cents, 'USD', 'es-419', { cents: true });

test.describe('the Spanish edition', () => {
  test.slow();

  test('a Spanish-speaking tourist books and pays in Spanish, sees BZ$ until payment, and is emailed in Spanish', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone at 390 px, as the traveller on the road');
    const english = englishOnlyTexts();
    const email = `lucia-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'arrecife-2026';
    // Signing up from a Spanish page keeps Spanish as the account's language (its emails).
    const signup = await request.post('/api/auth/signup', {
      headers: { 'accept-language': 'es' },
      data: { email, password, full_name: 'Lucía Chan', role: 'tourist', phone_number: '+502 5555 0101' },
    });
    expect(signup.status()).toBe(201);

    // Spanish and BZ$ chosen from the footer of the home page.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await page.getByRole('contentinfo').getByRole('button', { name: 'BZ$ (BZD)' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'BZD');
    await expectSpanish(page, english);

    await page.goto('/es/login');
    await waitForForm(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await main(page)
      .getByRole('button', { name: es('Sign In') })
      .click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page).toHaveURL(/\/es(\/|$)/);

    const { tour, date } = await pickDeparture(request, testInfo);
    const { totalCents } = quote(tour);
    // The tour's title as a Spanish reader sees it: its Spanish title where the operator wrote one.
    const spanish = await request.get(`/api/tours/${tour.id}`, { headers: { 'accept-language': 'es' } });
    const { title } = (await spanish.json()) as { title: string };
    await page.goto(`/es/tours/${tour.id}`);
    await expect(main(page)).toContainText(formatMoney(tour.price, 'BZD', 'es-419'));
    await expectSpanish(page, english);

    await page.goto(`/es/booking/${tour.id}?date=${date}&adults=${PARTY.adults}&children=${PARTY.children}`);
    await expect(main(page).getByRole('heading', { name: es('Contact Information') })).toBeVisible();
    await waitForForm(page);
    await expect(field(page, 'Email')).toHaveValue(email);
    const summary = main(page).getByRole('region', { name: es('Booking Summary') });
    await expect(summary).toContainText(bzd(totalCents));
    await expectSpanish(page, english);
    await main(page)
      .getByRole('button', { name: es('Continue to Payment') })
      .click();

    await expect(page).toHaveURL(/\/es\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('region', { name: es('Booking Summary') })).toContainText(
      bzd(totalCents),
    );
    // The card is charged in US dollars, and the page says so in Spanish with both amounts.
    await expect(main(page)).toContainText(
      es('You will be charged in US dollars: {usd} (about {bzd} at the fixed rate of BZ$2 to US$1).', {
        usd: usd(totalCents),
        bzd: bzd(totalCents),
      }),
    );
    await expectSpanish(page, english);
    await field(page, 'Cardholder name').fill('Lucía Chan');
    await field(page, 'Card number').fill(APPROVED_CARD);
    await field(page, 'Expiry date').fill('1230');
    await field(page, 'CVV').fill('123');
    await main(page).locator('form button[type="submit"]').last().click();

    await expect(page).toHaveURL(/\/es\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { name: es('Booking Confirmed!') })).toBeVisible();
    await expectSpanish(page, english);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);

    const mail = await waitForMail(email, esMatching(/^Booking confirmed: \{\w+\} \(\{\w+\}\)$/));
    expect(mail.subject).toContain(title);
    expect(mail.text).not.toContain('Booking confirmed');

    // The account's pages speak Spanish too, with the booking just made in its list.
    for (const path of [
      '/es/account/bookings',
      '/es/account',
      '/es/account/gift-cards',
      '/es/account/emails',
    ]) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      if (path.endsWith('/bookings')) await expect(main(page).getByText(title).first()).toBeVisible();
      await expectSpanish(page, english);
    }
  });
});
