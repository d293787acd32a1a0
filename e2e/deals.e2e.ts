import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiLogin, bearer, DEMO_PASSWORD, uniqueTag } from './admin-helpers';
import {
  buyDealFromHome,
  enterGuestDetails,
  fillCard,
  HOL_CHAN_DEAL,
  searchFromHome,
  VOUCHER_CODE,
  waitForHydration,
} from './fixtures/deal-helpers';

interface Deal {
  id: string;
  title: string;
  category: string;
  price: number;
  remaining: number;
}

const main = (page: Page) => page.getByRole('main');

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function liveDeals(request: APIRequestContext, query = ''): Promise<Deal[]> {
  return (await json<{ deals: Deal[] }>(request, `/api/deals?limit=50${query}`)).deals;
}

/** The titles of the deal cards in a part of the page, in order. */
const cardTitles = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('article').getByRole('heading');

test.describe('deals on the home page', () => {
  test('Featured Deals (6) and Trending Deals (3) come from the API', async ({ page, request }) => {
    const featured = (await json<{ deals: Deal[] }>(request, '/api/deals/featured')).deals;
    expect(featured).toHaveLength(6);
    const live = new Set((await liveDeals(request)).map((d) => d.title));

    await page.goto('/', { timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Find your Belize tour' })).toBeVisible();

    const featuredSection = main(page).getByRole('region', { name: 'Featured Deals' });
    await expect(cardTitles(featuredSection)).toHaveText(featured.map((d) => d.title));
    const first = featuredSection.getByRole('article').first();
    await expect(first.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      `/deals/${featured[0]!.id}`,
    );
    await expect(first).toContainText(/\d+ sold/);
    await expect(first).toContainText(/\d+ left|Sold out/);

    const trending = main(page).getByRole('region', { name: 'Trending Deals' });
    await expect(trending.getByRole('article')).toHaveCount(3);
    for (const title of await cardTitles(trending).allTextContents()) expect(live).toContain(title);

    await expect(main(page).getByRole('link', { name: 'See More Deals' })).toHaveAttribute(
      'href',
      '/deals/new',
    );
    await expect(main(page).getByRole('link', { name: 'Browse All Deals' })).toHaveAttribute(
      'href',
      '/deals',
    );
    await expect(main(page).getByRole('link', { name: 'List Your Deal' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
  });

  test('a category tab leads to that category with only its deals', async ({ page, request }) => {
    const restaurants = await liveDeals(request, '&category=restaurants');
    expect(restaurants.length).toBeGreaterThan(0);

    await page.goto('/', { timeout: 90_000 });
    await waitForHydration(page, '#home-search');
    await page
      .getByRole('navigation', { name: 'Deal categories' })
      .getByRole('link', { name: /^Restaurants/ })
      .click();
    await expect(page).toHaveURL(/\/categories\/restaurants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible();
    const results = main(page).getByRole('region', { name: 'Deals' });
    await expect(cardTitles(results)).toHaveText(restaurants.map((d) => d.title));
    await expect(main(page).getByText(`Showing ${restaurants.length} deals`)).toBeVisible();
  });

  test("the home page's search offers the matching deals", async ({ page }) => {
    await searchFromHome(page, 'Lamanai');
    await expect(main(page).getByText('Results for “Lamanai”')).toBeVisible();
    await expect(
      main(page).getByRole('link', { name: 'Lamanai River Safari with Riverside Lunch', exact: true }),
    ).toBeVisible();
  });
});

test.describe('deal listings', () => {
  test('filters live in the URL, and an empty result offers to clear them', async ({ page, request }) => {
    const wellness = await liveDeals(request, '&category=wellness');
    expect(wellness.length).toBeGreaterThan(0);
    expect(wellness.every((d) => d.price > 2500)).toBeTruthy();

    await page.goto('/deals', { timeout: 90_000 });
    await waitForHydration(page, '#deal-filter-category');
    const results = main(page).getByRole('region', { name: 'Deals' });
    // A change made while the page is still starting up can be lost; the visitor would pick again.
    await expect(async () => {
      await main(page).getByLabel('Category', { exact: true }).selectOption('wellness');
      await expect(page).toHaveURL(/\/deals\?category=wellness$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(cardTitles(results)).toHaveText(wellness.map((d) => d.title));

    await main(page).getByLabel('Price', { exact: true }).selectOption('25');
    await expect(page).toHaveURL(/\/deals\?category=wellness&maxPrice=25$/);
    await expect(main(page).getByRole('heading', { name: 'No deals found' })).toBeVisible();
    await expect(main(page).getByText('Showing 0 deals')).toBeVisible();
    await main(page).getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(main(page).getByLabel('Category', { exact: true })).toHaveValue('');
  });

  test('the price filter keeps deals within the price, cheapest first when asked', async ({
    page,
    request,
  }) => {
    const cheap = (await liveDeals(request, '&sort=price-asc')).filter((d) => d.price <= 5000);
    expect(cheap.length).toBeGreaterThan(0);
    await page.goto('/deals?maxPrice=50&sort=price-asc', { timeout: 90_000 });
    await expect(cardTitles(main(page).getByRole('region', { name: 'Deals' }))).toHaveText(
      cheap.map((d) => d.title),
    );
  });

  test('an unknown category is a 404 page', async ({ page }) => {
    const response = await page.goto('/categories/no-such-category', { timeout: 90_000 });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('deal listings without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form applies through the URL', async ({ page }) => {
    await page.goto('/deals/new', { timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New Deals' })).toBeVisible();
    await main(page).getByLabel('Location', { exact: true }).selectOption('placencia');
    await main(page).getByRole('button', { name: 'Apply Filters' }).click();
    // Without scripts the browser sends every field of the form.
    await expect(page).toHaveURL(/\/deals\/new\?.*location=placencia/);
    const cards = main(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Placencia');
  });
});

test.describe('a deal page', () => {
  test('an unknown deal shows Deal Not Found with a way back to the deals', async ({ page }) => {
    for (const path of ['/deals/00000000-0000-4000-8000-000000000000', '/deals/not-a-deal']) {
      const response = await page.goto(path, { timeout: 90_000 });
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Deal Not Found' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Browse All Deals' })).toHaveAttribute(
        'href',
        '/deals',
      );
    }
  });

  test('a deal that sells out while paying is explained', async ({ page, request }, testInfo) => {
    test.slow();
    // A deal of its own with one voucher, so taking the last one touches no other test.
    const merchant = await apiLogin(request, 'merchant@example.com', DEMO_PASSWORD);
    const admin = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/merchant/deals', {
      headers: bearer(merchant),
      data: {
        title: `Last voucher ${uniqueTag(testInfo)}`,
        description: 'One voucher for the sold-out journey.',
        category: 'tours',
        location_id: 'placencia',
        price: 1500,
        originalPrice: 3000,
        validUntil,
        quantityAvailable: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const deal = (await created.json()) as Deal;
    const approved = await request.patch(`/api/admin/deals/${deal.id}/approve`, {
      headers: bearer(admin),
      data: { approved: true },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.goto(`/deals/${deal.id}`, { timeout: 90_000 });
    await expect(main(page).getByRole('heading', { level: 1, name: deal.title })).toBeVisible();
    await waitForHydration(page, 'form[aria-label="Your order"]');
    const name = main(page).getByLabel('Your name', { exact: true });
    const email = main(page).getByLabel('Email', { exact: true });

    // The buyer's details are checked before the order is made.
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(name).toHaveAccessibleDescription('Your name is required');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(name).toBeFocused();
    await name.fill('Ana Cho');
    await email.fill('ana-cho-at-example');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(email).toHaveAccessibleDescription('Email is invalid');
    await expect(email).toBeFocused();
    await email.fill('ana.cho@example.com');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main(page).getByText('For Ana Cho (ana.cho@example.com)')).toBeVisible();

    // Meanwhile someone else buys the last voucher.
    const other = await request.post(`/api/deals/${deal.id}/orders`, {
      data: { quantity: 1, buyerName: 'Sam Young', buyerEmail: 'sam.young@example.com' },
    });
    expect(other.status(), await other.text()).toBe(201);
    const { order, accessKey } = (await other.json()) as { order: { id: string }; accessKey: string };
    const paid = await request.post(`/api/deals/orders/${order.id}/pay`, {
      headers: { 'x-order-key': accessKey, 'idempotency-key': `e2e-last-${order.id}` },
      data: { cardName: 'Sam Young', cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123' },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    await fillCard(page, 'Ana Cho');
    await main(page)
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    await expect(main(page).getByRole('alert')).toContainText('This deal is sold out.');
    await expect(main(page).getByRole('link', { name: 'Browse All Deals' }).first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
  });

  test('buying the Hol Chan deal from the home page issues a voucher with a QR code', async ({ page }) => {
    test.slow();
    const code = await buyDealFromHome(page);
    expect(code).toMatch(VOUCHER_CODE);
    await expect(main(page).getByText(/We emailed your voucher to deal-buyer-/)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'How to redeem' })).toBeVisible();
    await expect(main(page)).toContainText('Sea Star Adventures');

    // The address names the order, so a reload shows the same voucher.
    await expect(page).toHaveURL(/\/deals\/[0-9a-f-]{36}\/order\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Purchase Complete!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(main(page).locator('code').first()).toHaveText(code);

    await main(page).getByRole('link', { name: 'Back to the deal' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: HOL_CHAN_DEAL })).toBeVisible();
  });

  test('two vouchers at once, each with its own code', async ({ page, request }) => {
    test.slow();
    const deal = (await liveDeals(request, '&search=Hol%20Chan')).find((d) => d.title === HOL_CHAN_DEAL)!;
    await page.goto(`/deals/${deal.id}`, { timeout: 90_000 });
    await expect(main(page).getByLabel('Your name', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The form works before its scripts run; the quantity buttons need them.
    await waitForHydration(page, 'form[aria-label="Your order"]');
    await main(page).getByRole('button', { name: 'Add one voucher' }).click();
    await expect(main(page).getByLabel('Quantity')).toHaveValue('2');
    await expect(main(page).getByRole('form', { name: 'Your order' })).toContainText('Total$238.00');
    await enterGuestDetails(page, { name: 'Sam Young', email: 'sam.young@example.com' });
    await expect(main(page).getByRole('button', { name: 'Pay $238.00' })).toBeVisible();
    await fillCard(page, 'Sam Young');
    await main(page).getByRole('button', { name: 'Pay $238.00' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Purchase Complete!' })).toBeVisible({
      timeout: 30_000,
    });
    const codes = await main(page)
      .getByRole('list', { name: 'Your vouchers' })
      .locator('code')
      .allTextContents();
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(VOUCHER_CODE);
    expect(new Set(codes).size).toBe(2);
  });
});
