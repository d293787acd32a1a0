import { expect, type Page, test } from '@playwright/test';
import { signInBrowser } from './admin-helpers';

/**
 * The main journeys run without a single error in the browser console (a failed request the page
 * should not have made, a React warning, an uncaught exception), a pending merchant's included.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function settle(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
}

test.describe('no console errors', () => {
  test('a tourist finds a tour, opens its booking page and their bookings', async ({ page, request }) => {
    const errors = watchConsole(page);
    const { tours } = (await (await request.get('/api/tours?limit=1')).json()) as { tours: { id: string }[] };
    await signInBrowser(page, 'tourist@example.com');
    for (const path of [
      '/',
      '/tours',
      `/tours/${tours[0]!.id}`,
      `/booking/${tours[0]!.id}`,
      '/account/bookings',
    ]) {
      await settle(page, path);
    }
    expect(errors).toEqual([]);
  });

  test('a merchant opens bookings and check-in', async ({ page }) => {
    const errors = watchConsole(page);
    await signInBrowser(page, 'merchant@example.com');
    for (const path of ['/merchant/dashboard', '/merchant/dashboard/check-in', '/merchant/dashboard/tours']) {
      await settle(page, path);
    }
    expect(errors).toEqual([]);
  });

  test('a merchant whose application is pending sees their status', async ({ page }) => {
    const errors = watchConsole(page);
    await signInBrowser(page, 'pending@example.com');
    await settle(page, '/merchant/dashboard');
    await expect(page.getByText(/under review|pending/i).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an admin opens the overview and the approvals', async ({ page }) => {
    const errors = watchConsole(page);
    await signInBrowser(page, 'admin@example.com');
    for (const path of ['/admin/dashboard', '/admin/dashboard/merchants', '/admin/dashboard/tours']) {
      await settle(page, path);
    }
    expect(errors).toEqual([]);
  });
});
