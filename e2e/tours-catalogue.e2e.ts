import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

interface ListItem {
  id: string;
  title: string;
  category: string;
  platform_selling_price: number;
  location: { id: string; name: string };
}
interface ListBody {
  tours: ListItem[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

async function listTours(request: APIRequestContext, query: string): Promise<ListBody> {
  const response = await request.get(`/api/tours${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ListBody;
}

const showing = (total: number) => `Showing ${total} ${total === 1 ? 'tour' : 'tours'}`;

/** Resolves once React has hydrated the page, so controls react to changes. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('#tour-search');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  });
}

/** On phones the filter panel is collapsed behind a toggle. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function priceOf(text: string): number {
  const match = /\$([\d,]+(?:\.\d+)?)\s*per person/.exec(text);
  if (!match?.[1]) throw new Error(`No price in card text: ${text}`);
  return Number(match[1].replaceAll(',', ''));
}

test.describe('tour catalogue', () => {
  test('browsing /tours shows cards and the count', async ({ page, request }) => {
    const all = await listTours(request, '?limit=10');
    expect(all.pagination.total).toBeGreaterThanOrEqual(20);

    await page.goto('/tours');
    await expect(page).toHaveTitle(/Explore Tours in Belize/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Tours in Belize' })).toBeVisible();
    await expect(page.getByText(showing(all.pagination.total), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(all.tours.length);
    const first = all.tours[0]!;
    await expect(page.getByRole('link', { name: first.title, exact: true })).toBeVisible();

    await page.getByRole('link', { name: first.title, exact: true }).click();
    // A tour with a group minimum opens with that party already chosen (`?adults=2`).
    await expect(page).toHaveURL(new RegExp(`/tours/${first.id}(\\?adults=\\d+)?$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('filtering by location and category updates the URL, results and history', async ({
    page,
    request,
  }) => {
    const inLocation = await listTours(request, '?location=ambergris-caye&limit=50');
    expect(inLocation.pagination.total).toBeGreaterThan(0);
    const category = inLocation.tours[0]!.category;
    const both = await listTours(request, `?location=ambergris-caye&category=${category}&limit=50`);
    const all = await listTours(request, '?limit=1');

    await page.goto('/tours');
    await waitForHydration(page);
    await openFilters(page);

    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Ambergris Caye' });
    await expect(page).toHaveURL(/[?&]location=ambergris-caye/);
    await expect(page.getByText(showing(inLocation.pagination.total), { exact: true })).toBeVisible();
    const locations = await cards(page)
      .getByText(/Ambergris Caye/)
      .count();
    expect(locations).toBe(await cards(page).count());

    await page.getByLabel('Category', { exact: true }).selectOption(category);
    await expect(page).toHaveURL(new RegExp(`[?&]category=${category}`));
    await expect(page.getByText(showing(both.pagination.total), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(10, both.pagination.total));

    await page.goBack();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page).toHaveURL(/location=ambergris-caye/);
    await expect(page.getByText(showing(inLocation.pagination.total), { exact: true })).toBeVisible();
    await openFilters(page);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('ambergris-caye');

    await page.goBack();
    await expect(page).not.toHaveURL(/location=/);
    await expect(page.getByText(showing(all.pagination.total), { exact: true })).toBeVisible();
  });

  test('sorting by price puts the cheapest first', async ({ page }) => {
    await page.goto('/tours');
    await waitForHydration(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const firstPrice = priceOf((await cards(page).nth(0).textContent()) ?? '');
    const secondPrice = priceOf((await cards(page).nth(1).textContent()) ?? '');
    expect(firstPrice).toBeLessThanOrEqual(secondPrice);
  });

  test('search tolerates typos and ignores a blank query', async ({ page }) => {
    await page.goto('/tours');
    await waitForHydration(page);
    // Once hydrated the search box is a combobox that suggests as you type.
    const search = page.getByRole('combobox', { name: 'Search tours' });

    const listingRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/tours.data')) listingRequests.push(req.url());
    });
    await search.fill('   ');
    await search.press('Enter');
    await search.fill('snorkle');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=snorkle/);
    await expect(cards(page).first()).toContainText(/snorkel/i);
    await expect(page.getByText(/^Showing \d+ tours?$/)).toBeVisible();
    expect(listingRequests.every((url) => url.includes('q=snorkle'))).toBe(true);
  });

  test('a filter with no matches shows the empty state and Clear All Filters', async ({ page }) => {
    await page.goto('/tours');
    await waitForHydration(page);
    await openFilters(page);
    const price = page.getByLabel('Price range');
    await expect(price).toHaveAttribute('aria-valuetext', 'Any price');
    await price.fill('0');
    await expect(page).toHaveURL(/[?&]maxPrice=0/);
    await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to find the perfect tour for you')).toBeVisible();

    await page.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('pagination moves to the next page', async ({ page, request }) => {
    const first = await listTours(request, '?limit=10');
    const second = await listTours(request, '?limit=10&page=2');
    expect(first.pagination.pages).toBeGreaterThan(1);

    await page.goto('/tours');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: second.tours[0]!.title, exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(second.tours.length);
  });

  test('preset views have their own heading', async ({ page }) => {
    await page.goto('/tours/popular');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular Tours' })).toBeVisible();
    await expect(page).toHaveTitle(/Popular Tours/);
    await page.goto('/tours/top');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Rated Tours' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  });

  test("the catalogue's first screen loads before its scripts; forms elsewhere preload theirs", async ({
    request,
  }) => {
    // The stylesheet comes first and no script preload competes with it and the first photo; the
    // scripts start once it is shown (the sorting test above shows the page then works).
    const html = await (await request.get('/tours')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
    // A sign-in form needs its script at once.
    expect(await (await request.get('/login')).text()).toContain('rel="modulepreload"');
  });
});

test.describe('tour catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists tours and filters with the Apply Filters button', async ({ page, request }) => {
    const all = await listTours(request, '?limit=10');
    const inCayo = await listTours(request, '?location=cayo-district&limit=10');

    await page.goto('/tours');
    await expect(page.getByText(showing(all.pagination.total), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(all.tours.length);

    await page.getByLabel('Location', { exact: true }).selectOption('cayo-district');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]location=cayo-district/);
    await expect(page.getByText(showing(inCayo.pagination.total), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('cayo-district');
  });

  test('sorts with the Sort button', async ({ page }) => {
    await page.goto('/tours');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    const firstPrice = priceOf((await cards(page).nth(0).textContent()) ?? '');
    const secondPrice = priceOf((await cards(page).nth(1).textContent()) ?? '');
    expect(firstPrice).toBeLessThanOrEqual(secondPrice);
  });
});

test.describe('tour catalogue on a slow phone, before its scripts have run', () => {
  test('a sort and a filter chosen before hydration are applied, not thrown away', async ({ page }) => {
    // The CPU slowed twentyfold makes hydration itself take seconds.
    test.setTimeout(90_000);
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    // Hold the page's scripts back until the visitor has chosen, as a slow connection would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/tours', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc/, { timeout: 20_000 });
    release();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    const firstPrice = priceOf((await cards(page).nth(0).textContent()) ?? '');
    const secondPrice = priceOf((await cards(page).nth(1).textContent()) ?? '');
    expect(firstPrice).toBeLessThanOrEqual(secondPrice);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
