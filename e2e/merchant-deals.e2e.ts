import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, isPhone, openAdmin, signInBrowser } from './admin-helpers';
import { buyDealFromHome } from './fixtures/deal-helpers';
import {
  consoleNav,
  MERCHANT_EMAIL,
  main,
  openDashboard,
  signInMerchant,
  uniqueTag,
  writeQrVideo,
} from './fixtures/merchant-helpers';
import config from './playwright.config';

// Allow for a busy machine (two projects, three workers, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

/** The clip Chromium's fake camera plays: one per worker process, rewritten before each scan. */
const CAMERA_CLIP = join(tmpdir(), `belizepass-deal-qr-${process.pid}.y4m`);
if (!existsSync(CAMERA_CLIP)) writeQrVideo(CAMERA_CLIP, null);

// The scanner reads the clip above; the other journeys never open the camera.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: config.use?.launchOptions?.executablePath,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_CLIP}`,
    ],
  },
});

// Each journey buys through the API and walks several screens.
test.describe.configure({ timeout: 360_000 });

const DEALS = '/merchant/dashboard/deals';
const CHECK_IN = '/merchant/dashboard/check-in';
const SEA_STAR_DEAL = 'Hol Chan & Shark Ray Alley Snorkel for Two';
const MAYA_TRAILS_DEAL = 'Zip-Line & Cave Tubing Combo Day';
const CARIBENA_OWNER = 'kitchen@caribena-grill.example.com';
const CARD = {
  cardName: 'Jordan Baptist',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
};

/** A day `days` after today in Belize (UTC-6 all year), as YYYY-MM-DD. */
function belizeDate(days: number): string {
  return new Date(Date.now() - 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

interface PublicDeal {
  id: string;
  title: string;
}

async function publicDeals(request: APIRequestContext, search: string): Promise<PublicDeal[]> {
  const response = await request.get('/api/deals', { params: { search, limit: 50 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { deals: PublicDeal[] }).deals;
}

/** A guest buys one voucher of a live deal and pays by card; resolves to its code. */
async function buyVoucher(request: APIRequestContext, dealTitle: string, buyerName: string) {
  const deal = (await publicDeals(request, dealTitle)).find((d) => d.title === dealTitle);
  expect(deal, dealTitle).toBeTruthy();
  const created = await request.post(`/api/deals/${deal!.id}/orders`, {
    data: { quantity: 1, buyerName, buyerEmail: 'voucher.buyer@example.com' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, accessKey } = (await created.json()) as { order: { id: string }; accessKey: string };
  const paid = await request.post(`/api/deals/orders/${order.id}/pay`, {
    headers: { 'x-order-key': accessKey, 'idempotency-key': `e2e-deal-${order.id}` },
    data: CARD,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { vouchers } = (await paid.json()) as { vouchers: { code: string }[] };
  expect(vouchers).toHaveLength(1);
  return vouchers[0]!.code;
}

/** A guest buys one gift card (`amount` in whole dollars for cards with a range); resolves to its code. */
async function buyGiftCard(request: APIRequestContext, productId: string, amount?: number) {
  const created = await request.post('/api/gift-cards/orders', {
    data: {
      productId,
      amount,
      quantity: 1,
      buyerName: 'Jordan Baptist',
      buyerEmail: 'card.buyer@example.com',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, accessKey } = (await created.json()) as { order: { id: string }; accessKey: string };
  const paid = await request.post(`/api/gift-cards/orders/${order.id}/pay`, {
    headers: { 'x-order-key': accessKey, 'idempotency-key': `e2e-card-${order.id}` },
    data: CARD,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { giftCards } = (await paid.json()) as { giftCards: { code: string }[] };
  expect(giftCards).toHaveLength(1);
  return giftCards[0]!.code;
}

const codeBox = (page: Page) => main(page).getByPlaceholder('Enter confirmation code');

async function lookUp(page: Page, code: string) {
  await codeBox(page).fill(code);
  await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
}

/** The admin table row (desktop) or card (phone) of a deal. */
function adminEntry(page: Page, title: string) {
  return isPhone(page)
    ? main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    : main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: title }) });
}

test.describe('merchant deals and stored value at the counter', () => {
  test('a merchant creates a deal, the staff approve it and it goes on sale', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const title = `Sunrise Paddle & Breakfast ${tag}`;
    await signInMerchant(page, DEALS);
    await expect(page.getByRole('heading', { level: 1, name: 'My Deals' })).toBeVisible();
    // On a phone My Deals is under More, past the four tabs.
    if (isPhone(page)) await consoleNav(page).locator('summary').click();
    await expect(consoleNav(page).getByRole('link', { name: 'My Deals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main(page).getByRole('article', { name: SEA_STAR_DEAL })).toBeVisible();

    // Every field is checked with the shared rules before anything is sent.
    await main(page).getByRole('link', { name: 'Add New Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Deal' });
    await dialog.getByRole('button', { name: 'Save Deal' }).click();
    await expect(dialog.getByLabel('Deal title')).toHaveAccessibleDescription('Deal title is required');
    await expect(dialog.getByLabel('Deal title')).toBeFocused();
    await expect(dialog.getByLabel('Category')).toHaveAccessibleDescription('Category is required');
    await expect(dialog.getByLabel('Valid until')).toHaveAccessibleDescription(
      'Valid until date is required',
    );

    await dialog.getByLabel('Deal title').fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Two hours on a paddleboard inside the reef, then fry jacks on the dock.');
    await dialog.getByLabel('Category').selectOption('activities');
    await dialog.getByLabel('Location').selectOption('ambergris-caye');
    await dialog.getByLabel('Deal price (USD)').fill('45');
    await dialog.getByLabel('Original price (USD)').fill('40');
    await dialog.getByLabel('Valid until').fill(belizeDate(30));
    await dialog.getByLabel('Quantity available').fill('25');
    await dialog.getByRole('button', { name: 'Save Deal' }).click();
    await expect(dialog.getByLabel('Original price (USD)')).toHaveAccessibleDescription(
      'Original price must be at least the deal price',
    );
    await dialog.getByLabel('Original price (USD)').fill('60');
    await expect(dialog.getByText('25% off')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Deal' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('status').filter({ hasText: title })).toContainText(
      "awaits the platform's approval",
    );
    const card = main(page).getByRole('article', { name: title });
    await expect(card.getByText('Status: Pending approval')).toBeVisible();
    await expect(card).toContainText('$45.00');
    expect(await publicDeals(request, tag)).toHaveLength(0);

    // Editing the quantity keeps it waiting for approval, with the new figures.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deal' });
    await expect(edit.getByLabel('Deal title')).toHaveValue(title);
    await edit.getByLabel('Quantity available').fill('30');
    await edit.getByRole('button', { name: 'Save Deal' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByRole('definition').filter({ hasText: /^30$/ })).toBeVisible();

    // The staff find it pending and approve it.
    await signInBrowser(page, ADMIN.email);
    await openAdmin(page, '/deals', 'Manage Deals');
    await main(page).getByLabel('Show').selectOption('pending');
    await main(page).getByLabel('Search deals').fill(tag);
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    const row = adminEntry(page, title);
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await row.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${title} approved.` }),
    ).toBeVisible();

    // The detail features it on the home page and takes that back.
    await row.getByRole('link', { name: `View ${title}` }).click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail).toContainText('Sea Star Adventures');
    await expect(detail).toContainText('0 of 30');
    const feature = detail.getByRole('button', { name: `Feature ${title} on the home page` });
    await feature.click();
    await expect(feature).toHaveAttribute('aria-pressed', 'true');
    await feature.click();
    await expect(feature).toHaveAttribute('aria-pressed', 'false');
    await detail.getByRole('link', { name: 'Close', exact: true }).last().click();
    await expect(detail).toBeHidden();

    // On sale to the public now.
    await expect.poll(async () => (await publicDeals(request, tag)).map((d) => d.title)).toEqual([title]);

    // The merchant switches it off and on again.
    await signInBrowser(page, MERCHANT_EMAIL);
    await openDashboard(page, DEALS);
    const live = main(page).getByRole('article', { name: title });
    await expect(live.getByText('Status: Active')).toBeVisible();
    await live.getByRole('switch', { name: 'Active' }).click();
    await expect(live.getByText('Status: Inactive')).toBeVisible();
    await expect(live.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(await publicDeals(request, tag)).toHaveLength(0);
    await live.getByRole('switch', { name: 'Active' }).click();
    await expect(live.getByText('Status: Active')).toBeVisible();
    await expect(live.getByRole('link', { name: `Preview ${title}` })).toHaveAttribute(
      'href',
      /^\/deals\/[0-9a-f-]{36}$/,
    );
  });

  test('a deal voucher is redeemed once at the counter; another merchant’s voucher is not found', async ({
    page,
    request,
  }, testInfo) => {
    const buyer = `Nadia Usher ${uniqueTag(testInfo)}`;
    const code = await buyVoucher(request, SEA_STAR_DEAL, buyer);
    const othersCode = await buyVoucher(request, MAYA_TRAILS_DEAL, buyer);
    await signInMerchant(page, CHECK_IN);
    await expect(page.getByRole('heading', { level: 1, name: 'Tourist Check-In' })).toBeVisible();

    // Typed the way people do: lower case, without the dashes.
    await lookUp(page, code.toLowerCase().replaceAll('-', ''));
    const found = main(page).getByRole('region', { name: 'Voucher Found' });
    await expect(found).toContainText(SEA_STAR_DEAL);
    await expect(found).toContainText(buyer);
    await expect(found).toContainText(code);
    await expect(found.getByText('Valid', { exact: true })).toBeVisible();
    await found.getByRole('button', { name: 'Redeem voucher' }).click();
    const redeemed = main(page).getByRole('region', { name: 'Redeemed' });
    await expect(redeemed).toContainText(`${SEA_STAR_DEAL} for ${buyer}`);
    await expect(redeemed).toContainText('You are paid');

    // The same voucher again: already redeemed, and when (Belize time).
    await redeemed.getByRole('link', { name: 'Check Another Code' }).click();
    await lookUp(page, code);
    await expect(found.getByText('Redeemed', { exact: true })).toBeVisible();
    await expect(found).toContainText(
      /This voucher was already redeemed on \w+, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\./,
    );
    await expect(found.getByRole('button', { name: 'Redeem voucher' })).toHaveCount(0);

    // A voucher of another merchant's deal is not this merchant's to redeem.
    await found.getByRole('link', { name: 'Check Another Code' }).click();
    await lookUp(page, othersCode);
    await expect(codeBox(page)).toHaveAccessibleDescription('Voucher not found. Please check the code.');

    // Vouchers are checked with the server: offline, the screen says so instead of queueing them.
    await page.context().setOffline(true);
    await lookUp(page, code);
    await expect(main(page).getByRole('alert').filter({ hasText: 'You appear to be offline' })).toContainText(
      'cannot be saved offline',
    );
    await page.context().setOffline(false);

    // Bookings still go through the same box.
    await lookUp(page, 'ZZZZ9999');
    await expect(codeBox(page)).toHaveAccessibleDescription(
      'Booking not found. Please check the confirmation code.',
    );
  });

  test('gift cards are redeemed in part at the counter of a merchant that accepts them', async ({
    page,
    request,
  }) => {
    const passCard = await buyGiftCard(request, 'bp-50');
    const grillCard = await buyGiftCard(request, 'mgc-2', 40);
    await signInMerchant(page, CHECK_IN);

    // A BelizePass card pays at Sea Star: more than its balance is refused, then $20 comes off.
    await lookUp(page, passCard);
    const found = main(page).getByRole('region', { name: 'Gift Card Found' });
    await expect(found).toContainText('$50.00');
    await expect(found).toContainText('Any BelizePass merchant');
    const amount = found.getByLabel('Amount to redeem (USD)');
    await amount.fill('80');
    await found.getByRole('button', { name: 'Redeem amount' }).click();
    await expect(amount).toHaveAccessibleDescription('This gift card has only $50.00 left.');
    await amount.fill('20');
    await found.getByRole('button', { name: 'Redeem amount' }).click();
    const done = main(page).getByRole('region', { name: 'Gift Card Redeemed' });
    await expect(done).toContainText('$20.00 was taken off');
    await expect(done).toContainText('New balance: $30.00');
    await done.getByRole('link', { name: 'Check Another Code' }).click();
    await lookUp(page, passCard.toLowerCase());
    await expect(found).toContainText('$30.00');

    // A Caribeña card is only good at Caribeña.
    await found.getByRole('link', { name: 'Cancel' }).click();
    await lookUp(page, grillCard);
    await expect(found).toContainText('$40.00');
    await expect(found.getByRole('alert')).toHaveText(
      'This gift card can only be used at Caribeña Grill & Bar.',
    );
    await expect(found.getByLabel('Amount to redeem (USD)')).toHaveCount(0);

    // Caribeña's own counter takes part of it.
    await signInBrowser(page, CARIBENA_OWNER);
    await openDashboard(page, CHECK_IN);
    await lookUp(page, grillCard);
    await found.getByLabel('Amount to redeem (USD)').fill('15.50');
    await found.getByRole('button', { name: 'Redeem amount' }).click();
    await expect(main(page).getByRole('region', { name: 'Gift Card Redeemed' })).toContainText(
      'New balance: $24.50',
    );
  });
});

test.describe('a deal bought on the site', () => {
  test('a guest buys a deal from the home page and the merchant redeems its voucher', async ({
    page,
    browser,
  }) => {
    const code = await buyDealFromHome(page);

    // The merchant's counter is another browser.
    const counter = await browser.newContext();
    try {
      const desk = await counter.newPage();
      await signInMerchant(desk, CHECK_IN);
      await expect(desk.getByRole('heading', { level: 1, name: 'Tourist Check-In' })).toBeVisible();
      await lookUp(desk, code);
      const found = main(desk).getByRole('region', { name: 'Voucher Found' });
      await expect(found).toContainText(SEA_STAR_DEAL);
      await expect(found).toContainText(code);
      await expect(found.getByText('Valid', { exact: true })).toBeVisible();
      await found.getByRole('button', { name: 'Redeem voucher' }).click();
      const redeemed = main(desk).getByRole('region', { name: 'Redeemed' });
      await expect(redeemed.getByRole('heading', { name: 'Redeemed' })).toBeFocused();
      await expect(redeemed).toContainText(`${SEA_STAR_DEAL} for Robin Flores`);
    } finally {
      await counter.close();
    }
  });
});

test.describe('vouchers scanned at the counter', () => {
  test('the QR code on a deal voucher opens it for redemption', async ({ page, request }, testInfo) => {
    const buyer = `Ella Reyes ${uniqueTag(testInfo)}`;
    const code = await buyVoucher(request, SEA_STAR_DEAL, buyer);
    // The voucher's QR code carries the bare voucher code.
    writeQrVideo(CAMERA_CLIP, code);
    await signInMerchant(page, CHECK_IN);
    await main(page).getByRole('button', { name: 'Start Scanning' }).click();
    const found = main(page).getByRole('region', { name: 'Voucher Found' });
    await expect(found).toContainText(code, { timeout: 30_000 });
    await expect(found).toContainText(buyer);
    await found.getByRole('button', { name: 'Redeem voucher' }).click();
    await expect(main(page).getByRole('heading', { name: 'Redeemed' })).toBeFocused();
  });
});
