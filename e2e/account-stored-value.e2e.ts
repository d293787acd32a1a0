import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { formatShortDate } from '../packages/domain/src/belize-time.ts';
import { formatUsd } from '../packages/domain/src/money/index.ts';

const DEMO_PASSWORD = 'belize-demo-2026';
const TOURIST_EMAIL = 'tourist@example.com';
const TAB = 'Gift Cards & Vouchers';
const SPA_DEAL = '60-Minute Hot Stone Massage over the Lagoon';

interface MyGiftCard {
  code: string;
  balance: number;
  initialAmount: number;
  expiresAt: string | null;
  status: 'active' | 'expired' | 'empty';
  recipientName: string | null;
  product: { id: string; title: string };
}
interface MyVoucher {
  code: string;
  dealId: string;
  dealTitle: string;
  status: 'valid' | 'redeemed' | 'expired';
  expiresAt: string;
}

const main = (page: Page) => page.getByRole('main');
const money = (cents: number) => formatUsd(cents, { cents: true });

/** What the API says the user owns, read with their own token. */
async function storedValueOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/me/gift-cards', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { giftCards: MyGiftCard[]; vouchers: MyVoucher[] };
}

/** Signs in through the login form once React has hydrated it. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.waitForFunction(
    () => {
      const form = document.querySelector('main form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
    },
    undefined,
    { timeout: 90_000 },
  );
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

function uniqueEmail(testInfo: TestInfo) {
  return `stored-value-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.describe.configure({ timeout: 90_000 });

test.describe('gift cards and vouchers in the account', () => {
  test('the demo tourist sees their seeded gift cards and vouchers with balances, codes and QR codes', async ({
    page,
    context,
    request,
  }) => {
    const owned = await storedValueOf(request, TOURIST_EMAIL, DEMO_PASSWORD);
    const passCard = owned.giftCards.find((card) => card.product.id === 'bp-100');
    const gift = owned.giftCards.find((card) => card.recipientName === 'Daniel Walker');
    const spaVouchers = owned.vouchers.filter((voucher) => voucher.dealTitle === SPA_DEAL);
    expect(passCard, 'the seed gave the tourist a $100 pass card').toBeDefined();
    expect(gift, 'the seed gave the tourist a card sent to Daniel Walker').toBeDefined();
    expect(spaVouchers.length, 'the seed gave the tourist two spa vouchers').toBeGreaterThanOrEqual(2);

    await page.goto('/login');
    await signInWithForm(page, TOURIST_EMAIL, DEMO_PASSWORD);
    await page.goto('/account');
    const tabs = page.getByRole('navigation', { name: 'Account' });
    await tabs.getByRole('link', { name: TAB }).click();
    await expect(page).toHaveURL(/\/account\/gift-cards$/);
    await expect(tabs.getByRole('link', { name: TAB })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(TAB));

    const cards = main(page).getByRole('list', { name: 'Your gift cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(owned.giftCards.length, { timeout: 15_000 });
    for (const card of owned.giftCards) {
      const item = cards.getByRole('listitem').filter({ hasText: card.code });
      await expect(item.getByRole('heading', { name: card.product.title })).toBeVisible();
      await expect(item.locator('code')).toHaveText(card.code);
      await expect(item).toContainText(`${money(card.balance)} of ${money(card.initialAmount)}`);
      await expect(item).toContainText(card.expiresAt ? formatShortDate(card.expiresAt) : 'Never Expires');
    }
    const passItem = cards.getByRole('listitem').filter({ hasText: passCard!.code });
    await expect(passItem).toContainText('Never Expires');
    await expect(passItem).toContainText('Any BelizePass merchant');
    await expect(passItem.getByText('Active', { exact: true })).toBeVisible();
    const giftItem = cards.getByRole('listitem').filter({ hasText: gift!.code });
    await expect(giftItem).toContainText('Daniel Walker (daniel.walker@example.com)');

    const vouchers = main(page).getByRole('list', { name: 'Your vouchers' });
    await expect(vouchers.getByRole('listitem')).toHaveCount(owned.vouchers.length);
    for (const voucher of spaVouchers) {
      const item = vouchers.getByRole('listitem').filter({ hasText: voucher.code });
      await expect(item.getByRole('link', { name: SPA_DEAL })).toHaveAttribute(
        'href',
        `/deals/${voucher.dealId}`,
      );
      await expect(item.locator('code')).toHaveText(voucher.code);
      await expect(item).toContainText(formatShortDate(voucher.expiresAt));
      if (voucher.status === 'valid') {
        await expect(item.getByText('Valid', { exact: true })).toBeVisible();
        const qr = item.getByRole('img', { name: `QR code for voucher ${voucher.code}` });
        await expect(qr).toBeVisible();
        await expect(qr.locator('svg')).toBeVisible();
      }
    }

    // Copying a code puts it on the clipboard and says so to screen readers.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await passItem.getByRole('button', { name: `Copy gift card code ${passCard!.code}` }).click();
    await expect(passItem.getByText('Copied', { exact: true })).toBeVisible();
    await expect(passItem.getByText('Copied', { exact: true })).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(passCard!.code);

    await expectNoSidewaysScroll(page);
  });

  test('the tab is rendered on the server for its user: codes in the HTML, no loading step', async ({
    page,
    request,
  }) => {
    const owned = await storedValueOf(request, TOURIST_EMAIL, DEMO_PASSWORD);
    const signedIn = await page.request.post('/api/session', {
      data: { email: TOURIST_EMAIL, password: DEMO_PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signedIn.status()).toBe(200);
    const response = await page.request.get('/account/gift-cards');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    for (const card of owned.giftCards) expect(html).toContain(card.code);
    for (const voucher of owned.vouchers) expect(html).toContain(voucher.code);
    expect(html).not.toContain('Loading your gift cards');
  });

  test('a newly signed-up user sees the empty state with ways to buy', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const password = 'reef-walk-2026';
    const signup = await request.post('/api/auth/signup', {
      data: { email, password, full_name: 'Robin Flores', role: 'tourist' },
    });
    expect(signup.status()).toBe(201);

    // Signed out, the tab sends the visitor to sign in and back.
    await page.goto('/account/gift-cards');
    await expect(page).toHaveURL(/\/login/, { timeout: 90_000 });
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/account\/gift-cards$/);

    await expect(main(page).getByText('You have no gift cards or vouchers yet')).toBeVisible({
      timeout: 15_000,
    });
    await expect(main(page).getByRole('link', { name: 'Browse Gift Cards' })).toHaveAttribute(
      'href',
      '/giftcards',
    );
    await expect(main(page).getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    await expect(main(page).getByRole('list', { name: 'Your gift cards' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
