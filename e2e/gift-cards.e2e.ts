import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { formatUsd } from '../packages/domain/src/money/prices.ts';
import { isSimpleTour, type SimpleTour } from './fixtures/account-helpers';
import { waitForHydration } from './fixtures/deal-helpers';

const APPROVED_CARD = '4242 4242 4242 4242';
const GIFT_CODE = /BP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/g;
const PARTY = { adults: 2, children: 1 };

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const money = (cents: number) => formatUsd(cents, { cents: true });

/** A different mailbox per test and project, so parallel runs never share one. */
function tag(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

async function fillCard(page: Page) {
  await field(page, 'Cardholder name').fill('Robin Flores');
  await field(page, 'Card number').fill(APPROVED_CARD);
  await field(page, 'Expiry date').fill('1230');
  await field(page, 'CVV').fill('123');
}

/** Opens a gift card page and waits until React has hydrated its purchase form. */
async function openGiftCard(page: Page, id: string, title: string) {
  await page.goto(`/giftcards/${id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => {
    const form = document.querySelector('form[aria-label="Buy this gift card"]');
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
  });
}

/** Pays the order on the page and returns the codes of the issued cards. */
async function payAndReadCodes(page: Page, totalLabel: string, count: number): Promise<string[]> {
  await expect(main(page).getByRole('heading', { name: 'Payment' })).toBeFocused();
  await expect(main(page).getByText(/Demo payment: no money is charged/)).toBeVisible();
  await fillCard(page);
  await main(page)
    .getByRole('button', { name: `Pay ${totalLabel}` })
    .click();
  await expect(main(page).getByRole('heading', { name: /^Your gift cards? (is|are) ready$/ })).toBeVisible();
  const cards = main(page).getByRole('listitem', { name: /^Gift card \d+ of \d+$/ });
  await expect(cards).toHaveCount(count);
  const text = (await cards.allTextContents()).join(' ');
  const codes = [...new Set(text.match(GIFT_CODE) ?? [])];
  expect(codes).toHaveLength(count);
  return codes;
}

/** Buys one card through the API as a guest and returns its code. */
async function buyThroughApi(
  request: APIRequestContext,
  productId: string,
  email: string,
  amount = 50,
): Promise<string> {
  const created = await request.post('/api/gift-cards/orders', {
    data: { productId, quantity: 1, amount, buyerName: 'Ana Chan', buyerEmail: email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, accessKey } = (await created.json()) as { order: { id: string }; accessKey: string };
  const paid = await request.post(`/api/gift-cards/orders/${order.id}/pay`, {
    headers: { 'x-order-key': accessKey, 'idempotency-key': `e2e-gift-${order.id}` },
    data: { cardName: 'Ana Chan', cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { giftCards } = (await paid.json()) as { giftCards: { code: string }[] };
  return giftCards[0]!.code;
}

async function balanceOf(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.post('/api/gift-cards/balance', { data: { code } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

interface Tour {
  id: string;
  title: string;
  price: number;
  merchant: { id: string };
}

/**
 * A guest booking (2 adults, 1 child) of a tour priced $30 to $300 a person (so the party costs more
 * than $50 and less than $1,000), held and not yet paid.
 */
async function holdBooking(request: APIRequestContext, testInfo: TestInfo, notMerchant = '') {
  const { tours } = (await (await request.get('/api/tours?limit=20')).json()) as { tours: { id: string }[] };
  const seed = [...`${testInfo.title}|${testInfo.project.name}`].reduce(
    (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
    11,
  );
  for (let i = 0; i < tours.length; i++) {
    const listed = tours[(seed + i) % tours.length]!;
    const tour = (await (await request.get(`/api/tours/${listed.id}`)).json()) as Tour & SimpleTour;
    if (tour.price < 3000 || tour.price > 30_000 || tour.merchant.id === notMerchant) continue;
    // A date alone books it: one start time, no season or pickup zone (tour-model.e2e.ts books the others).
    if (!isSimpleTour(tour, PARTY.adults + PARTY.children)) continue;
    const { dates } = (await (await request.get(`/api/tours/${tour.id}/availability`)).json()) as {
      dates: { date: string; status: string; seatsLeft: number }[];
    };
    const open = dates.filter((d) => ['available', 'few-left'].includes(d.status) && d.seatsLeft >= 5);
    if (open.length === 0) continue;
    const created = await request.post('/api/bookings', {
      data: {
        tourId: tour.id,
        date: open[(seed >>> 3) % open.length]!.date,
        ...PARTY,
        fullName: 'Robin Flores',
        email: `gift-booker-${tag(testInfo)}@example.com`,
        phone: '+501 600 1234',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const body = (await created.json()) as {
      booking: { id: string; price: { total: number } };
      accessKey: string;
    };
    return { tour, booking: body.booking, accessKey: body.accessKey };
  }
  throw new Error('No tour over $50 has a departure with room for the party');
}

test.describe('gift cards', () => {
  test.slow();

  test('a guest buys two $50 BelizePass cards and gets two codes', async ({ page }, testInfo) => {
    await page.goto('/giftcards');
    await main(page).getByRole('link', { name: 'BelizePass Gift Card $50', exact: true }).click();
    await expect(page).toHaveURL(/\/giftcards\/bp-50$/);
    await openGiftCard(page, 'bp-50', 'BelizePass Gift Card $50');
    await expect(main(page)).toContainText('Never Expires');

    await main(page).getByRole('button', { name: 'Add one gift card' }).click();
    await expect(main(page).locator('output')).toHaveText('$100.00');

    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(field(page, 'Your name')).toHaveAccessibleDescription('Your name is required');
    await expect(field(page, 'Your email')).toHaveAccessibleDescription('Email is required');
    await expect(field(page, 'Your name')).toBeFocused();

    const email = `gift-buyer-${tag(testInfo)}@example.com`;
    await field(page, 'Your name').fill('Ana Chan');
    await field(page, 'Your email').fill(email);
    await field(page, 'Personal message').fill('Happy birthday! <b>Enjoy</b> the reef.');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(main(page)).toContainText('2 × $50.00');
    await expect(main(page)).toContainText('Happy birthday! <b>Enjoy</b> the reef.');
    const codes = await payAndReadCodes(page, '$100.00', 2);
    expect(codes[0]).not.toBe(codes[1]);
    const cards = main(page).getByRole('listitem', { name: /^Gift card \d+ of 2$/ });
    for (const card of await cards.all()) {
      await expect(card).toContainText('Balance$50.00');
      await expect(card).toContainText('ExpiresNever Expires');
      await expect(card).toContainText(`Emailed to ${email}`);
    }
  });

  test('a merchant card amount is clamped to its range and its balance can be checked', async ({
    page,
  }, testInfo) => {
    await openGiftCard(page, 'mgc-1', 'Coral Sands Beach Resort Gift Card');
    await expect(main(page)).toContainText('1 year from purchase');
    const amount = field(page, 'Amount (US$)');
    await amount.fill('5000');
    await amount.blur();
    await expect(amount).toHaveValue('500');
    const total = main(page).locator('output');
    await expect(total).toHaveText('$500.00');
    await amount.fill('');
    await amount.blur();
    await expect(amount).toHaveValue('50');
    await amount.fill('5000');
    await main(page).getByRole('button', { name: 'Add one gift card' }).click();
    await expect(total).toHaveText('$1,000.00');
    await main(page).getByRole('button', { name: 'Remove one gift card' }).click();
    await expect(amount).toHaveValue('500');
    await expect(total).toHaveText('$500.00');

    const recipient = `lucky-${tag(testInfo)}@example.com`;
    await field(page, 'Recipient name').fill('Marisol');
    await field(page, 'Recipient email').fill(recipient);
    await field(page, 'Sender name').fill('Ana');
    await field(page, 'Your name').fill('Ana Chan');
    await field(page, 'Your email').fill(`ana-${tag(testInfo)}@example.com`);
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main(page)).toContainText('1 × $500.00');
    const [code] = await payAndReadCodes(page, '$500.00', 1);
    const card = main(page).getByRole('listitem', { name: 'Gift card 1 of 1' });
    await expect(card).toContainText('Balance$500.00');
    await expect(card).toContainText(/Expires[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(card).toContainText(`Emailed to ${recipient}`);

    await page.goto('/giftcards');
    const balance = main(page).getByRole('region', { name: 'Check a balance' });
    await expect(balance.getByRole('button', { name: 'Check balance' })).toBeEnabled({ timeout: 20_000 });
    await balance.getByLabel('Gift card code').fill('BP#0000');
    await balance.getByRole('button', { name: 'Check balance' }).click();
    await expect(balance.getByLabel('Gift card code')).toHaveAccessibleDescription(
      'Enter a gift card code like BP-XXXX-XXXX-XXXX',
    );
    await balance.getByLabel('Gift card code').fill('BP-AAAA-BBBB-CCCC');
    await balance.getByRole('button', { name: 'Check balance' }).click();
    await expect(balance.getByLabel('Gift card code')).toHaveAccessibleDescription(
      'We could not find a gift card with that code.',
    );
    await balance.getByLabel('Gift card code').fill(code!.toLowerCase());
    await balance.getByRole('button', { name: 'Check balance' }).click();
    const result = balance.getByRole('status', { name: 'Gift card balance' });
    await expect(result).toContainText('$500.00');
    await expect(result).toContainText(code!.slice(-4));
    await expect(result).not.toContainText(code!);
    await expect(result).toContainText('Coral Sands Beach Resort');
    await expect(result).toContainText('Active');
  });

  test('a tourist pays part of a tour with a gift card and the rest by card', async ({
    page,
    request,
  }, testInfo) => {
    const email = `gift-payer-${tag(testInfo)}@example.com`;
    const passCode = await buyThroughApi(request, 'bp-50', email);
    const grillCode = await buyThroughApi(request, 'mgc-2', email);
    const grill = (await (await request.get('/api/gift-cards/mgc-2')).json()) as {
      merchant: { id: string; business_name: string };
    };
    const { tour, booking, accessKey } = await holdBooking(request, testInfo, grill.merchant.id);
    const total = booking.price.total;
    expect(total).toBeGreaterThan(5000);

    // The confirmation email's link carries the booking's key; the page keeps it in a cookie.
    await page.goto(`/payment/${booking.id}?key=${accessKey}`);
    await expect(page).toHaveURL(new RegExp(`/payment/${booking.id}$`));
    await expect(main(page).getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 20_000 });
    await expect(main(page).getByText(/Your seats are held for \d\d:\d\d/)).toBeVisible();
    const giftCards = main(page).getByRole('region', { name: 'Gift cards' });

    // A merchant card pays only at its own merchant.
    await giftCards.getByLabel('Gift card code').fill(grillCode);
    await giftCards.getByRole('button', { name: 'Apply' }).click();
    await expect(giftCards.getByLabel('Gift card code')).toHaveAccessibleDescription(
      `This gift card can only be used at ${grill.merchant.business_name}.`,
    );

    await giftCards.getByLabel('Gift card code').fill(passCode.toLowerCase());
    await giftCards.getByRole('button', { name: 'Apply' }).click();
    const applied = giftCards.getByRole('list', { name: 'Applied gift cards' });
    await expect(applied).toContainText(`Pays ${money(5000)} · ${money(0)} left on the card`);
    await expect(giftCards).toContainText(`Left to pay by card${money(total - 5000)}`);
    await expect(main(page).getByRole('region', { name: 'Booking Summary' })).toContainText(
      `To pay by card${money(total - 5000)}`,
    );

    // Taking the card off brings back the full amount; it is then applied again.
    await applied.getByRole('button', { name: /^Remove gift card BP-/ }).click();
    await expect(applied).toBeHidden();
    await expect(main(page).getByRole('button', { name: `Pay ${money(total)}` })).toBeVisible();
    await giftCards.getByLabel('Gift card code').fill(passCode);
    await giftCards.getByRole('button', { name: 'Apply' }).click();
    await expect(applied).toContainText(`Pays ${money(5000)}`);

    await fillCard(page);
    await main(page)
      .getByRole('button', { name: `Pay ${money(total - 5000)}` })
      .click();
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(main(page)).toContainText(tour.title);
    expect(await balanceOf(request, passCode)).toBe(0);
    expect(await balanceOf(request, grillCode)).toBe(5000);
  });

  test('gift cards that cover the whole total need no bank card', async ({ page, request }, testInfo) => {
    const code = await buyThroughApi(request, 'bp-1', `gift-all-${tag(testInfo)}@example.com`, 1000);
    const { booking, accessKey } = await holdBooking(request, testInfo);
    const total = booking.price.total;
    expect(total).toBeLessThan(100_000);
    await page.goto(`/payment/${booking.id}?key=${accessKey}`);
    const giftCards = main(page).getByRole('region', { name: 'Gift cards' });
    await expect(giftCards.getByRole('button', { name: 'Apply' })).toBeVisible({ timeout: 20_000 });
    await giftCards.getByLabel('Gift card code').fill(code);
    await giftCards.getByRole('button', { name: 'Apply' }).click();
    await expect(giftCards).toContainText(
      `Pays ${money(total)} · ${money(100_000 - total)} left on the card`,
    );
    await expect(giftCards).toContainText('Your gift cards cover the full total.');
    await expect(field(page, 'Card number')).toHaveCount(0);
    await main(page)
      .getByRole('button', { name: `Pay ${money(total)} with gift cards` })
      .click();
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    expect(await balanceOf(request, code)).toBe(100_000 - total);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the balance check posts to the page and shows the answer', async ({ page }) => {
      await page.goto('/giftcards#balance');
      const balance = main(page).getByRole('region', { name: 'Check a balance' });
      await balance.getByLabel('Gift card code').fill('BP-AAAA-BBBB-CCCC');
      await balance.getByRole('button', { name: 'Check balance' }).click();
      await expect(
        page.getByRole('region', { name: 'Check a balance' }).getByLabel('Gift card code'),
      ).toHaveAccessibleDescription('We could not find a gift card with that code.');
    });
  });

  test('an empty search says so and Clear Filters & Search resets it', async ({ page }) => {
    await page.goto('/giftcards?category=hotels');
    await expect(main(page).getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
    const search = main(page).getByRole('searchbox', { name: 'Search gift cards' });
    await expect(search).toHaveAttribute('placeholder', 'Search gift cards...');
    await search.fill('submarine');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/giftcards\?q=submarine&category=hotels$/);
    await expect(main(page).getByRole('heading', { name: 'No Gift Cards Found' })).toBeVisible();
    await expect(main(page)).toContainText('No gift cards match “submarine” in Hotels.');
    await main(page).getByRole('link', { name: 'Clear Filters & Search' }).click();
    await expect(page).toHaveURL(/\/giftcards$/);
    await expect(search).toHaveValue('');
    await expect(main(page).getByRole('link', { name: 'All Cards' })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('heading', { name: 'Featured Merchant Gift Cards' })).toBeVisible();
    await expect(main(page)).toContainText('For people who know what they like');

    await main(page).getByRole('link', { name: 'Restaurants' }).click();
    await expect(page).toHaveURL(/\/giftcards\?category=restaurants$/);
    await expect(main(page).getByRole('link', { name: 'Caribeña Grill & Bar Gift Card' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Coral Sands Beach Resort Gift Card' })).toHaveCount(0);
  });

  test('a search typed while the page is still loading is the one sent', async ({ page }) => {
    // The page's scripts are held back until the text is typed, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/giftcards', { waitUntil: 'domcontentloaded' });
    const search = main(page).getByRole('searchbox', { name: 'Search gift cards' });
    await search.fill('submarine');
    release();
    await waitForHydration(page, 'main search form');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/giftcards\?q=submarine$/);
    await expect(main(page).getByRole('heading', { name: 'No Gift Cards Found' })).toBeVisible();
    await expect(search).toHaveValue('submarine');
  });

  test('an unknown gift card shows Gift Card Not Found', async ({ page }) => {
    const response = await page.goto('/giftcards/no-such-card');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { name: 'Gift Card Not Found' })).toBeVisible();
    await expect(main(page)).toContainText(
      "The gift card you're looking for doesn't exist or has been removed.",
    );
    await main(page).getByRole('link', { name: 'Back to Gift Cards' }).click();
    await expect(page).toHaveURL(/\/giftcards$/);
    await expect(main(page).getByRole('heading', { name: 'BelizePass Gift Cards' })).toBeVisible();
  });
});
