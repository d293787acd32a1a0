import { type Page, test } from '@playwright/test';
import { createTourist, expect, main, waitForForm } from './fixtures/account-helpers';
import { signInMerchant } from './fixtures/merchant-helpers';

test.describe.configure({ timeout: 90_000 });

async function signInWith(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/session', {
    data: { email, password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(response.ok()).toBeTruthy();
}

const box = (page: Page, label: string) => main(page).getByRole('checkbox', { name: label });

test.describe('email preferences', () => {
  test('a tourist turns tour reminders off in the account settings and it stays off', async ({
    page,
    request,
  }, testInfo) => {
    const tourist = await createTourist(request, testInfo);
    await signInWith(page, tourist.email, tourist.password);
    await page.goto('/account');
    await main(page)
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Email Preferences' })
      .click();
    await expect(page).toHaveURL(/\/account\/emails$/);
    await expect(main(page).getByRole('heading', { name: 'Email preferences' })).toBeVisible();
    await expect(main(page).getByText(/password resets are always sent/)).toBeVisible();
    await waitForForm(page);
    await expect(box(page, 'Tour reminders')).toBeChecked();
    await expect(box(page, 'Review invitations')).toBeChecked();
    await expect(box(page, 'Morning summary')).toHaveCount(0);

    await box(page, 'Tour reminders').uncheck();
    await main(page).getByRole('button', { name: 'Save email preferences' }).click();
    await expect(main(page).getByText('Your email preferences have been saved.')).toBeVisible();
    await page.reload();
    await expect(box(page, 'Tour reminders')).not.toBeChecked();
    await expect(box(page, 'Review invitations')).toBeChecked();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form posts to the page and saves', async ({ page, request }, testInfo) => {
      const tourist = await createTourist(request, testInfo);
      await signInWith(page, tourist.email, tourist.password);
      await page.goto('/account/emails');
      await box(page, 'Review invitations').uncheck();
      await main(page).getByRole('button', { name: 'Save email preferences' }).click();
      await expect(main(page).getByText('Your email preferences have been saved.')).toBeVisible();
      await page.goto('/account/emails');
      await expect(box(page, 'Review invitations')).not.toBeChecked();
      await expect(box(page, 'Tour reminders')).toBeChecked();
    });
  });

  test('an operator switches the morning summary from the merchant console', async ({ page }) => {
    await signInMerchant(page, '/merchant/dashboard/profile');
    await main(page).getByRole('link', { name: 'Email preferences' }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard\/emails$/);
    const summary = box(page, 'Morning summary');
    await expect(summary).toBeVisible();
    const before = await summary.isChecked();
    await summary.setChecked(!before);
    await main(page).getByRole('button', { name: 'Save email preferences' }).click();
    await expect(main(page).getByText('Your email preferences have been saved.')).toBeVisible();
    await page.reload();
    await expect(box(page, 'Morning summary')).toBeChecked({ checked: !before });
    // Leave the demo merchant as it was.
    await box(page, 'Morning summary').setChecked(before);
    await main(page).getByRole('button', { name: 'Save email preferences' }).click();
    await expect(main(page).getByText('Your email preferences have been saved.')).toBeVisible();
  });
});
