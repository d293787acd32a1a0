import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type EnglishTexts, englishOnlyTexts, es, expectSpanish } from './fixtures/i18n';
import { DEMO_PASSWORD, MERCHANT_EMAIL, main, waitForConsole } from './fixtures/merchant-helpers';

// Allow for a busy machine (two projects, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

const DASHBOARD = '/es/merchant/dashboard';
const CONSOLE = es('Merchant Dashboard');

/** The console's navigation: the sidebar on desktop, the bottom tab bar on phones. */
const consoleNav = (page: Page) =>
  page.getByRole('navigation', { name: es('{name} sections', { name: CONSOLE }) });

async function openScreen(page: Page, path: string, heading: string, english: EnglishTexts) {
  await page.goto(`${DASHBOARD}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForConsole(page);
  await expect(page).toHaveTitle(`${es('{screen} | Merchant Dashboard', { screen: heading })} | BelizePass`);
  await expectSpanish(page, english);
}

test.describe('the Spanish merchant console', () => {
  test.slow();

  test('an operator signs in on the Spanish page and runs tours, deals, profile and reviews in Spanish', async ({
    page,
  }, testInfo) => {
    const english = englishOnlyTexts();
    const phone = testInfo.project.name === 'phone';

    // Signing in on the Spanish merchant login leads to the Spanish console.
    await page.goto('/es/merchant/login');
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    await main(page).getByLabel(es('Email'), { exact: true }).fill(MERCHANT_EMAIL);
    await main(page).getByLabel(es('Password'), { exact: true }).fill(DEMO_PASSWORD);
    await main(page)
      .getByRole('button', { name: es('Sign In') })
      .click();
    await expect(page).toHaveURL(/\/es\/merchant\/dashboard$/);
    await expect(main(page).getByText(/^Hola, /)).toBeVisible();
    await waitForConsole(page);

    // The console's frame and its bookings screen are Spanish.
    await expectSpanish(page, english);
    await expect(page.getByRole('banner')).toContainText('BelizePass · Operadores');
    await expect(main(page).getByText(CONSOLE, { exact: true })).toBeVisible();
    const nav = consoleNav(page);
    await expect(nav.getByRole('link', { name: es('Today') })).toHaveAttribute('aria-current', 'page');
    // On a phone the sections past the four tabs are under More (a disclosure).
    if (phone) await nav.locator('summary').click();
    for (const section of ['My Tours', 'My Deals', 'Earnings', 'Reviews', 'Profile']) {
      await expect(nav.getByRole('link', { name: es(section) })).toBeVisible();
    }
    if (phone) {
      await expect(nav.getByText(es('Bookings'), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
    }

    // My Tours, then the tour form submitted empty: every field error in Spanish.
    await openScreen(page, '/tours', es('My Tours'), english);
    await expect(nav.getByRole('link', { name: es('My Tours') })).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByRole('list', { name: es('Your tours') })).toBeVisible();
    if (phone) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);
      await page.screenshot({ path: testInfo.outputPath('mis-tours-390.png'), fullPage: true });
    }
    await main(page)
      .getByRole('link', { name: es('Add New Tour') })
      .click();
    const dialog = page.getByRole('dialog', { name: es('Add New Tour') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: es('Save Tour') }).click();
    const field = (label: string) => dialog.getByLabel(es(label), { exact: true });
    await expect(field('Tour title')).toHaveAccessibleDescription(es('Tour title is required'));
    await expect(field('Tour title')).toBeFocused();
    await expect(field('Description')).toHaveAccessibleDescription(es('Description is required'));
    await expect(field('Price (USD)')).toHaveAccessibleDescription(es('Price is required'));
    await expect(field('Duration (hours)')).toHaveAccessibleDescription(es('Duration is required'));
    await expect(field('Location')).toHaveAccessibleDescription(es('Location is required'));
    await expect(field('Category')).toHaveAccessibleDescription(es('Category is required'));
    await expect(field('Maximum participants')).toHaveAccessibleDescription(
      es('Maximum participants is required'),
    );
    await expect(dialog.getByText(es('Choose weekdays'))).toBeVisible();
    await expect(dialog.getByText(es('Tour image is required'))).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'miércoles' })).toBeVisible();
    await field('Price (USD)').fill('89.50');
    await expectSpanish(page, english);
    if (phone) await page.screenshot({ path: testInfo.outputPath('formulario-tour-390.png') });
    await dialog.getByRole('link', { name: es('Cancel') }).click();
    await expect(dialog).toBeHidden();

    // My Deals, and its form.
    await openScreen(page, '/deals', es('My Deals'), english);
    await main(page)
      .getByRole('link', { name: es('Add New Deal') })
      .click();
    const dealDialog = page.getByRole('dialog', { name: es('Add New Deal') });
    await expect(dealDialog).toBeVisible();
    await expect(dealDialog.getByRole('group', { name: es('Deal image') })).toBeVisible();
    await expectSpanish(page, english);
    await dealDialog.getByRole('link', { name: es('Cancel') }).click();
    await expect(dealDialog).toBeHidden();

    // Business Profile, and its form.
    await openScreen(page, '/profile', es('Business Profile'), english);
    await expect(main(page).getByRole('region', { name: es('Account Information') })).toBeVisible();
    await main(page)
      .getByRole('link', { name: es('Edit Profile') })
      .click();
    const profileDialog = page.getByRole('dialog', { name: es('Edit Profile') });
    await expect(profileDialog.getByLabel(es('Business name'), { exact: true })).toBeVisible();
    await expectSpanish(page, english);
    await profileDialog.getByRole('link', { name: es('Cancel') }).click();
    await expect(profileDialog).toBeHidden();

    // Reviews.
    await openScreen(page, '/reviews', es('Reviews'), english);
  });
});
