import { type Page, test } from '@playwright/test';
import { expect, field, main, uniqueEmail, waitForForm } from './fixtures/account-helpers';

async function openSignUp(page: Page) {
  await page.goto('/merchant/register');
  await waitForForm(page);
}

const terms = (page: Page) => main(page).getByRole('checkbox', { name: /I agree to the/ });
const submitButton = (page: Page) => main(page).getByRole('button', { name: 'Create Merchant Account' });

/** Every required field and its message (spec section 5, "Merchant sign-up"). */
const REQUIRED: [label: string, message: string][] = [
  ['First name', 'First name is required'],
  ['Last name', 'Last name is required'],
  ['Email', 'Email is required'],
  ['Phone number', 'Phone number is required'],
  ['Password', 'Password is required'],
  ['Business name', 'Business name is required'],
  ['Business description', 'Business description is required'],
  ['Business contact email', 'Business contact email is required'],
  ['BTB tour operator licence number', 'BTB tour operator licence number is required'],
];

async function fillApplication(page: Page, email: string, password = 'cayo-caves-2026') {
  await field(page, 'First name').fill('Elena');
  await field(page, 'Last name').fill('Reyes');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone number').fill('+501 824-3300');
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await field(page, 'Business name').fill('Macal River Paddlers');
  await field(page, 'Business description').fill('Canoe trips on the Macal River from San Ignacio.');
  await field(page, 'Business contact email').fill('trips@macal-paddlers.example.com');
  await field(page, 'BTB tour operator licence number').fill('BTB-TO-7781');
  await terms(page).check();
}

// Journeys cross several full page loads and the spec's 3 s redirect.
test.describe.configure({ timeout: 90_000 });

test.describe('merchant sign-up', () => {
  test('submitting the empty form shows every required message, sends nothing and scrolls to the top', async ({
    page,
  }) => {
    // The form posts to its page (the route action); nothing may be posted while it has mistakes.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openSignUp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant Sign Up' })).toBeVisible();
    await expect(main(page).getByText('Must be at least 10 characters')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(main(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/merchant/login',
    );

    // Whitespace-only text counts as empty.
    await field(page, 'Business name').fill('   ');
    await submitButton(page).click();

    for (const [label, message] of REQUIRED) {
      await expect(field(page, label), label).toHaveAccessibleDescription(message);
    }
    await expect(terms(page)).toHaveAccessibleDescription('You must agree to the terms and conditions');
    await expect(main(page).getByText('10 fields need your attention.')).toBeVisible();
    // The hint gives way to the message.
    await expect(main(page).getByText('Must be at least 10 characters', { exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(posts).toEqual([]);

    // Editing a field clears its message.
    await field(page, 'First name').fill('Elena');
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText('First name is required')).toHaveCount(0);
    await expect(field(page, 'Last name')).toHaveAccessibleDescription('Last name is required');
  });

  test('invalid emails, a short password and a mismatch each get their message', async ({ page }) => {
    await openSignUp(page);
    await field(page, 'Email').fill('elena.example.com');
    await field(page, 'Business contact email').fill('trips@');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('shorter');
    await submitButton(page).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(field(page, 'Business contact email')).toHaveAccessibleDescription(
      'Contact email is invalid',
    );
    await expect(field(page, 'Password')).toHaveAccessibleDescription(
      'Password must be at least 10 characters',
    );
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Passwords do not match');
  });

  test('the draft comes back after a reload, without the passwords', async ({ page }, testInfo) => {
    await openSignUp(page);
    const email = uniqueEmail(testInfo, 'draft');
    await fillApplication(page, email, 'secret-draft-pass');

    const saved = await page.evaluate(() => window.localStorage.getItem('merchantFormData'));
    expect(saved).toContain('Macal River Paddlers');
    expect(saved).not.toContain('secret-draft-pass');

    await page.reload();
    await waitForForm(page);
    await expect(field(page, 'First name')).toHaveValue('Elena');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Business name')).toHaveValue('Macal River Paddlers');
    await expect(field(page, 'Business description')).toHaveValue(
      'Canoe trips on the Macal River from San Ignacio.',
    );
    await expect(field(page, 'BTB tour operator licence number')).toHaveValue('BTB-TO-7781');
    await expect(field(page, 'Password')).toHaveValue('');
    await expect(field(page, 'Confirm password')).toHaveValue('');
    const everything = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(everything).not.toContain('secret-draft-pass');
  });

  test('a complete application shows Creating Account..., the success card, then the pending page', async ({
    page,
  }, testInfo) => {
    // Hold the form's post briefly so the busy state can be seen.
    await page.route('**/merchant/register.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openSignUp(page);
    const email = uniqueEmail(testInfo, 'merchant');
    await fillApplication(page, email);
    await submitButton(page).click();

    await expect(main(page).getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await expect(main(page).getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('merchantFormData'))).toBeNull();

    await expect(page).toHaveURL(/\/register-merchant-pending$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();

    // The new merchant can sign in and is told the application is being reviewed.
    await page.goto('/merchant/login');
    await waitForForm(page);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('cayo-caves-2026');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
    await expect(main(page).getByText('Your merchant application is still under review')).toBeVisible();
  });

  test('a password the server refuses is explained in the banner, an alert and on the field', async ({
    page,
  }, testInfo) => {
    await openSignUp(page);
    await fillApplication(page, uniqueEmail(testInfo, 'refused'), 'qwertyuiop');
    const alert = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      return message;
    });
    await submitButton(page).click();

    const breached = 'This password appears in lists of breached passwords. Please choose another.';
    expect(await alert).toBe(`Error occurred: ${breached}`);
    const banner = main(page).getByRole('alert').filter({ hasText: 'Registration Failed' });
    await expect(banner).toContainText(breached);
    await expect(banner).toContainText(`password: ${breached}`);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(breached);
    await expect(field(page, 'Business name')).toHaveValue('Macal River Paddlers');
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('merchant sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the application is one form checked on the server, then the pending page', async ({
    page,
  }, testInfo) => {
    await page.goto('/merchant/register');
    await field(page, 'Business name').fill('   ');
    await submitButton(page).click();
    for (const [label, message] of REQUIRED) {
      await expect(field(page, label), label).toHaveAccessibleDescription(message);
    }
    await expect(main(page).getByText('10 fields need your attention.')).toBeVisible();

    await fillApplication(page, uniqueEmail(testInfo, 'nojs-merchant'));
    await submitButton(page).click();
    await expect(main(page).getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(main(page)).toContainText('Macal River Paddlers');
    await main(page).getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
  });
});
