import { expect, test } from '@playwright/test';
import { field, main, signIn, uniqueEmail, waitForForm } from './fixtures/account-helpers';
import { linkIn, waitForMail } from './fixtures/mail';

test('a new tourist confirms their email from the link in the captured email, and the banner goes', async ({
  page,
}, testInfo) => {
  // Sign-up, sign-in, the captured email and two visits of the link: a long journey on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail(testInfo, 'verify');
  const password = 'mopan-river-44';
  await page.goto('/register');
  await waitForForm(page);
  await field(page, 'First name').fill('Ana');
  await field(page, 'Last name').fill('Pop');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await main(page).getByRole('checkbox').check();
  await main(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register-success/);

  // Tourists may use the site before confirming; a banner asks them to.
  await signIn(page, email, password);
  await page.goto('/account');
  const banner = page.getByText('Please confirm your email address');
  await expect(banner).toBeVisible();

  const mail = await waitForMail(email, 'Welcome to BelizePass: please confirm your email');
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();

  await page.goto('/account');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link works once.
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
});
