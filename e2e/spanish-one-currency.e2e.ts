import { expect, type Page, test } from '@playwright/test';
import { APPROVED_CARD, PARTY, pickDeparture, waitForForm } from './fixtures/booking-helpers';
import { englishOnlyTexts, es, esMatching, esOf, expectSpanish, visibleTexts } from './fixtures/i18n';
import { waitForMail } from './fixtures/mail';

// One currency and one language on a page (issue 39): with BZ$ chosen, the Spanish gift cards show
// every amount in BZ$ (their names and blurbs included), and a booking made on /es is emailed in
// Spanish, its party counted with real plurals.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, english: string) => main(page).getByLabel(es(english), { exact: true });
/** A US-dollar amount: `$25`, `US$1,000`, but not `BZ$50.00`. */
const US_AMOUNT = /(?<![A-Z])(?:US)?\$\s?\d/;

async function chooseBzd(page: Page) {
  await page.goto('/es');
  await page.getByRole('contentinfo').getByRole('button', { name: 'BZ$ (BZD)' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'BZD');
}

async function expectOnlyBzd(page: Page) {
  const texts = await visibleTexts(page);
  const inDollars = texts.filter((text) => US_AMOUNT.test(text));
  expect(inDollars, `US$ amounts on ${new URL(page.url()).pathname}`).toEqual([]);
  expect(texts.join(' ')).toContain('BZ$');
}

test('the Spanish gift cards with BZ$ chosen show every amount in BZ$, names and blurbs included', async ({
  page,
}) => {
  await chooseBzd(page);
  await page.goto('/es/giftcards');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The fixed-price cards are named with their amount, formatted from their price.
  await expect(main(page).getByText('Tarjeta de regalo BelizePass de BZ$50.00').first()).toBeVisible();
  await expectOnlyBzd(page);
  await expectSpanish(page);
  for (const id of ['bp-1', 'bp-25', 'mgc-1']) {
    await page.goto(`/es/giftcards/${id}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectOnlyBzd(page);
  }
  // The open-amount card's blurb is written from its own amounts.
  await page.goto('/es/giftcards/bp-1');
  await expect(main(page)).toContainText('de BZ$100.00 a BZ$2,000.00');
});

test('a guest who books on /es is emailed in Spanish, the party counted as "2 adultos, 1 niño"', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const english = englishOnlyTexts();
  const email = `rosa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { tour, date } = await pickDeparture(request, testInfo);
  await page.goto(`/es/booking/${tour.id}?date=${date}&adults=${PARTY.adults}&children=${PARTY.children}`);
  await expect(main(page).getByRole('heading', { name: es('Contact Information') })).toBeVisible();
  await waitForForm(page);
  await field(page, 'Full name').fill('Rosa Coc');
  await field(page, 'Email').fill(email);
  await main(page).getByLabel(esOf('booking_phone'), { exact: true }).fill('+501 600 1234');
  await main(page)
    .getByRole('button', { name: es('Continue to Payment') })
    .click();
  await expect(page).toHaveURL(/\/es\/payment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await field(page, 'Cardholder name').fill('Rosa Coc');
  await field(page, 'Card number').fill(APPROVED_CARD);
  await field(page, 'Expiry date').fill('1230');
  await field(page, 'CVV').fill('123');
  await main(page).locator('form button[type="submit"]').last().click();
  await expect(page).toHaveURL(/\/es\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expectSpanish(page, english);

  const mail = await waitForMail(email, esMatching(/^Booking confirmed: \{\w+\} \(\{\w+\}\)$/));
  expect(mail.text).toContain('2 adultos, 1 niño');
  expect(mail.text).not.toMatch(/\((s|es|ren)\)/);
  // No English sentence of the catalogues in it: each line is Spanish or data (names, places).
  const lines = mail.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const inEnglish = lines.filter(
    (line) => english.exact.has(line) || english.patterns.some((pattern) => pattern.test(line)),
  );
  expect(inEnglish).toEqual([]);
  expect(mail.text).not.toMatch(/\b(Booking|Party|Total paid|Meeting point|Hello|Please)\b/);
});
