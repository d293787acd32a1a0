import { type Page, test } from '@playwright/test';
import {
  ADMIN,
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
  'Deals',
  'Bookings',
  'Tourists',
  'Payouts',
  'Settings',
  'Audit log',
];

// Journeys across several screens on a busy machine.
test.describe.configure({ timeout: 180_000 });

const menuButton = (page: Page) => page.getByRole('button', { name: /^Menu/ });

/** The admin navigation: the sidebar on desktop, the slide-over on phones (opened first). */
async function adminNav(page: Page) {
  if (isPhone(page)) {
    await menuButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Admin Dashboard' });
    await expect(panel).toBeVisible();
    return panel.getByRole('navigation', { name: 'Admin Dashboard sections' });
  }
  return page.getByRole('navigation', { name: 'Admin Dashboard sections' });
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
    // The redirect lands once the screen's data is read: slow on a busy machine.
    await expect(page).toHaveURL(/\/admin\/dashboard\/merchants$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Merchants' })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a tourist is sent home and an unknown admin page is a 404', async ({ page }) => {
    await signInBrowser(page, 'tourist@example.com');
    await page.goto('/admin/dashboard/payouts');
    await expect(page).toHaveURL(/\/$/, { timeout: 60_000 });

    // An admin who mistypes a screen's address gets the 404 page (others are sent home first).
    await signInBrowser(page, ADMIN.email);
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
      await expect(page.getByRole('dialog', { name: 'Admin Dashboard' })).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      // Choosing a screen closes it.
      nav = await adminNav(page);
      await nav.getByRole('link', { name: 'Tourists' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin Dashboard' })).toBeHidden();
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
    await expect(main(page).getByText('Tessa Walker').filter({ visible: true })).toBeVisible();
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

  test('a new commission rate is saved, survives a reload and is restored; a non-number is refused', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    await withMachineLock('platform-settings', async () => {
      const before = await (await request.get('/api/admin/settings', { headers: bearer(admin) })).json();
      const next = before.defaultCommissionRate === 12 ? 13 : 12;
      try {
        await openAdmin(page, '/settings', 'Settings');
        const rate = main(page).getByLabel('Default commission rate (%)');
        await expect(rate).toHaveValue(String(before.defaultCommissionRate));
        await expect(main(page).getByText(/applies to bookings confirmed after the change/)).toBeVisible();

        // "abc" is never saved as 0%: it is a field error.
        await rate.fill('abc');
        await main(page).getByRole('button', { name: 'Save General Settings' }).click();
        await expect(rate).toHaveAccessibleDescription(
          'Commission rate must be a whole number from 0 to 100',
        );
        await expect(rate).toHaveAttribute('aria-invalid', 'true');

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

        // The change is in the audit log, readably.
        await openAdmin(page, '/audit?entityType=settings', 'Audit log');
        const change = main(page).getByRole('listitem').first();
        await expect(change.getByRole('heading', { name: 'Platform settings changed' })).toBeVisible();
        await expect(change).toContainText(`Default commission rate:`);
        await expect(change).toContainText(`${next}%`);
        await expect(change).toContainText(`by ${ADMIN.name}`);
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

  test('the settings form explains a bad email and a non-numeric rate, and saves nothing', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    await withMachineLock('platform-settings', async () => {
      const before = await (await request.get('/api/admin/settings', { headers: bearer(admin) })).json();
      await openAdmin(page, '/settings', 'Settings');
      await main(page).getByLabel('Platform email').fill('not-an-email');
      await main(page).getByLabel('Default commission rate (%)').fill('ten');
      await main(page).getByRole('button', { name: 'Save General Settings' }).click();
      await expect(main(page).getByLabel('Platform email')).toHaveAccessibleDescription(
        'Platform email is invalid',
      );
      await expect(main(page).getByLabel('Default commission rate (%)')).toHaveAccessibleDescription(
        'Commission rate must be a whole number from 0 to 100',
      );
      await expect(main(page).getByLabel('Default commission rate (%)')).toHaveValue('ten');
      const after = await (await request.get('/api/admin/settings', { headers: bearer(admin) })).json();
      expect(after.updatedAt).toBe(before.updatedAt);
    });
  });
});
