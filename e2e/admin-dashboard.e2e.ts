import { type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  DEMO_PASSWORD,
  expect,
  isPhone,
  main,
  openAdmin,
  signInAsAdmin,
  signInBrowser,
  withMachineLock,
} from './admin-helpers';

const SECTIONS = [
  'Overview',
  'Merchants',
  'Tours',
  'Bookings',
  'Tourists',
  'Payouts',
  'Settings',
  'Audit log',
];

// The dev server compiles each admin screen on its first visit.
test.describe.configure({ timeout: 180_000 });

/** The admin navigation: the sidebar on desktop, the slide-over on phones (opened first). */
async function adminNav(page: Page) {
  if (isPhone(page)) {
    const button = main(page).getByRole('button', { name: /Admin menu/ });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'Admin dashboard' });
    await expect(panel).toBeVisible();
    return panel.getByRole('navigation', { name: 'Admin sections' });
  }
  return page.getByRole('navigation', { name: 'Admin sections' });
}

test.describe('admin dashboard', () => {
  test('a signed-out visitor is sent to sign in and comes back to the admin screen', async ({ page }) => {
    await page.goto('/admin/dashboard/merchants');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdashboard%2Fmerchants$/);
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    await main(page).getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/merchants$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Merchants' })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a tourist is sent home and an unknown admin page is a 404', async ({ page, request }) => {
    await signInBrowser(page, 'tourist@example.com');
    await page.goto('/admin/dashboard/payouts');
    await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });

    const response = await page.goto('/admin/dashboard/no-such-screen');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('the navigation lists every screen, marks the current one and works by keyboard', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await openAdmin(page, '', 'Overview');

    let nav = await adminNav(page);
    for (const name of SECTIONS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    if (isPhone(page)) {
      // Escape closes the slide-over and gives focus back to its button.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Admin dashboard' })).toBeHidden();
      await expect(main(page).getByRole('button', { name: /Admin menu/ })).toBeFocused();
      // Choosing a screen closes it.
      nav = await adminNav(page);
      await nav.getByRole('link', { name: 'Tourists' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin dashboard' })).toBeHidden();
    } else {
      const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      const expand = page.getByRole('button', { name: 'Expand sidebar' });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      // Icons only: the labels are gone from view but still name the links.
      await expect(nav.getByText('Tourists', { exact: true })).toHaveClass(/sr-only/);
      await nav.getByRole('link', { name: 'Tourists' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
      await expand.click();
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Tourists' })).toBeVisible({ timeout: 60_000 });
    nav = await adminNav(page);
    await expect(nav.getByRole('link', { name: 'Tourists' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
    if (isPhone(page)) await page.keyboard.press('Escape');

    // The tourist list finds the demo tourist by email.
    await main(page).getByLabel('Search tourists').fill('tourist@example.com');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=tourist%40example\.com/);
    await expect(main(page).getByText('Tessa Walker')).toBeVisible();
    await expect(main(page).getByText(/Showing 1–1 of 1 tourists/)).toBeVisible();
  });

  test('the overview shows alerts, six figures with a text version of each chart, and the top lists', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await openAdmin(page, '', 'Overview');
    await expect(main(page).getByRole('heading', { name: 'System Alerts' })).toBeVisible();
    for (const tile of [
      'Total Sales',
      'Total Bookings',
      'New Tourists',
      'Pending Approvals',
      'Active Merchants',
      'Active Tours',
    ]) {
      await expect(main(page).getByRole('heading', { name: tile, exact: true })).toBeVisible();
    }
    await expect(main(page).getByText(/Total Tourists:/)).toBeVisible();
    // Each chart has a table of its seven values for screen readers.
    const salesTable = main(page).getByRole('table', { name: 'Total Sales, last 7 days' });
    await expect(salesTable.getByRole('row')).toHaveCount(8);
    await expect(
      main(page).getByRole('table', { name: 'Total Bookings, last 7 days' }).getByRole('row'),
    ).toHaveCount(8);
    await expect(main(page).getByRole('heading', { name: 'Top Performing Tours' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Top Merchants' })).toBeVisible();
    await main(page).getByRole('link', { name: 'View all merchants' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Merchants' })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('the overview shows the error banner, not numbers, when its data cannot be loaded', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.route('**/api/admin/dashboard/stats', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"DOWN","message":"Down"}}',
      }),
    );
    await openAdmin(page, '', 'Overview');
    await expect(main(page).getByRole('alert')).toContainText(
      'Failed to load dashboard data. Please try again later.',
    );
    await expect(main(page).getByRole('heading', { name: 'Total Sales' })).toHaveCount(0);
  });

  test('a new commission rate is saved, survives a reload and is restored', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request);
    await withMachineLock('platform-settings', async () => {
      const before = await (await request.get('/api/admin/settings', { headers: bearer(admin) })).json();
      const next = before.defaultCommissionRate === 12 ? 13 : 12;
      try {
        await openAdmin(page, '/settings', 'Settings');
        const rate = main(page).getByLabel('Default commission rate (%)');
        await expect(rate).toHaveValue(String(before.defaultCommissionRate));
        await expect(main(page).getByText(/applies to bookings confirmed after the change/)).toBeVisible();

        // Non-numeric input becomes 0 (spec section 5); it is not saved here.
        await rate.fill('abc');
        await rate.fill(String(next));
        await main(page).getByRole('button', { name: 'Save General Settings' }).click();
        await expect(main(page).getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

        await page.reload();
        await expect(main(page).getByLabel('Default commission rate (%)')).toHaveValue(String(next), {
          timeout: 60_000,
        });
        for (const label of [
          'New merchant sign-ups',
          'New bookings',
          'Completed bookings',
          'Payout processed',
          'Tour approval requests',
        ]) {
          await expect(main(page).getByRole('checkbox', { name: label })).toBeVisible();
        }
        await expect(page.getByText(/Coming soon/i)).toHaveCount(0);
      } finally {
        const restored = await request.put('/api/admin/settings', {
          headers: bearer(admin),
          data: {
            platformName: before.platformName,
            platformEmail: before.platformEmail,
            defaultCommissionRate: before.defaultCommissionRate,
            notifications: before.notifications,
          },
        });
        expect(restored.status()).toBe(200);
      }
    });
  });

  test('the settings form explains a bad email and turns a non-numeric rate into 0 before saving', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await openAdmin(page, '/settings', 'Settings');
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/admin/settings')) puts.push(r.url());
    });
    await main(page).getByLabel('Platform email').fill('not-an-email');
    await main(page).getByLabel('Default commission rate (%)').fill('ten');
    await main(page).getByRole('button', { name: 'Save General Settings' }).click();
    await expect(main(page).getByLabel('Platform email')).toHaveAccessibleDescription(
      'Platform email is invalid',
    );
    await expect(main(page).getByLabel('Default commission rate (%)')).toHaveValue('0');
    expect(puts).toEqual([]);
  });
});
