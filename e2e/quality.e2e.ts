import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInBrowser } from './admin-helpers';

/**
 * Every screen of the public site, the account, the merchant console and the admin console: no
 * WCAG 2.1 AA violation (axe-core), and at phone width nothing wider than the screen.
 */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function firstId(request: APIRequestContext, path: string, key: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as Record<string, { id: string }[]>;
  const id = body[key]?.[0]?.id;
  expect(id, `${path} lists a ${key}`).toBeTruthy();
  return id!;
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const tourId = await firstId(request, '/api/tours?limit=1', 'tours');
  const dealId = await firstId(request, '/api/deals?limit=1', 'deals');
  const tour = (await (await request.get(`/api/tours/${tourId}`)).json()) as { merchant?: { id: string } };
  return [
    '/',
    '/tours',
    `/tours/${tourId}`,
    `/booking/${tourId}`,
    '/giftcards',
    '/giftcards/bp-50',
    '/deals',
    `/deals/${dealId}`,
    ...(tour.merchant?.id ? [`/merchants/${tour.merchant.id}`] : []),
    '/how-it-works',
    '/about',
    '/contact',
    '/destinations',
    '/activities',
    '/testimonials',
    '/terms',
    '/privacy',
    '/refund-policy',
    '/accessibility',
    '/login',
    '/register',
    '/forgot-password',
    '/merchant/login',
    '/merchant/register',
    // What the service worker shows for a page that needs the network while offline.
    '/offline',
  ];
}

const ACCOUNT_PAGES = ['/account', '/account/bookings', '/account/gift-cards'];
const MERCHANT_PAGES = [
  '/merchant/dashboard',
  '/merchant/dashboard/check-in',
  '/merchant/dashboard/tours',
  '/merchant/dashboard/deals',
  '/merchant/dashboard/profile',
  '/merchant/dashboard/earnings',
];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/dashboard/merchants',
  '/admin/dashboard/tours',
  '/admin/dashboard/deals',
  '/admin/dashboard/bookings',
  '/admin/dashboard/users',
  '/admin/dashboard/payouts',
  '/admin/dashboard/settings',
  '/admin/dashboard/audit',
];

/** Opens each page and collects what is wrong with it, so one run reports every page. */
async function inspect(page: Page, paths: string[], { width }: { width: number }) {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    if (!response || response.status() >= 400) {
      problems.push(`${path}: answered ${response?.status()}`);
      continue;
    }
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    // A phone browser widens its layout viewport to content that overflows (innerWidth grows with
    // it), so both are held to the screen's own width.
    if (width <= 400 && Math.max(scrollWidth, innerWidth) > width) {
      problems.push(`${path}: ${Math.max(scrollWidth, innerWidth)} px wide on a ${width} px screen`);
    }
    const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    for (const violation of axe.violations) {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      problems.push(`${path}: ${violation.id} (${violation.nodes.length}) ${violation.help} — ${where}`);
    }
  }
  return problems;
}

async function signedInAs(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signInBrowser(page, email);
  return page;
}

test.describe('every screen is accessible and fits the screen', () => {
  test.describe.configure({ timeout: 240_000 });

  // The public site in parts of seven pages, so that each part has its own time and parts run in parallel.
  for (const part of [0, 1, 2, 3]) {
    test(`the public site, part ${part + 1}`, async ({ page, request }) => {
      const pages = (await publicPages(request)).slice(part * 7, part * 7 + 7);
      expect(pages.length).toBeGreaterThan(0);
      expect(await inspect(page, pages, { width: page.viewportSize()!.width })).toEqual([]);
    });
  }

  test("a tourist's account", async ({ context, page }) => {
    const tourist = await signedInAs(context, 'tourist@example.com');
    expect(await inspect(tourist, ACCOUNT_PAGES, { width: page.viewportSize()!.width })).toEqual([]);
  });

  test('the merchant console, and a pending merchant’s', async ({ browser, page }) => {
    const width = page.viewportSize()!.width;
    const merchant = await signedInAs(page.context(), 'merchant@example.com');
    const problems = await inspect(merchant, MERCHANT_PAGES, { width });
    const pendingContext = await browser.newContext({ viewport: page.viewportSize()! });
    const pending = await signedInAs(pendingContext, 'pending@example.com');
    problems.push(
      ...(await inspect(pending, ['/merchant/dashboard', '/merchant/dashboard/earnings'], { width })),
    );
    await pendingContext.close();
    expect(problems).toEqual([]);
  });

  test('the admin console', async ({ page }) => {
    const admin = await signedInAs(page.context(), 'admin@example.com');
    expect(await inspect(admin, ADMIN_PAGES, { width: page.viewportSize()!.width })).toEqual([]);
  });
});
