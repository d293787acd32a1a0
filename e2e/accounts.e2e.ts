import { test } from '@playwright/test';
import {
  ADMIN,
  cancelledBookingsOf,
  createTourist,
  DEMO_PASSWORD,
  expect,
  expectCookieSession,
  expectSignedInAs,
  expectSignedOut,
  field,
  fillSignIn,
  isPhone,
  MERCHANT,
  main,
  PENDING,
  sessionCookies,
  signIn,
  TOURIST,
  uniqueEmail,
  useAccountMenu,
  waitForForm,
} from './fixtures/account-helpers';
import { linkIn, waitForMail } from './fixtures/mail';

// Journeys cross several full page loads and the spec's 2-3 s redirects.
test.describe.configure({ timeout: 90_000 });

test.describe('tourist accounts', () => {
  test('registration shows every validation message, then succeeds and moves to /register-success', async ({
    page,
  }, testInfo) => {
    await page.goto('/register');
    await waitForForm(page);
    await expect(main(page).getByText('Must be at least 10 characters')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(main(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    const submit = main(page).getByRole('button', { name: 'Create Account' });
    await submit.click();
    await expect(field(page, 'First name')).toHaveAccessibleDescription('First name is required');
    await expect(field(page, 'Last name')).toHaveAccessibleDescription('Last name is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Password is required');
    await expect(main(page).getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    await expect(field(page, 'First name')).toBeFocused();
    await expect(field(page, 'Phone number (optional)')).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('different');
    await submit.click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(field(page, 'Password')).toHaveAccessibleDescription(
      'Password must be at least 10 characters',
    );
    await expect(field(page, 'Confirm password')).toHaveAccessibleDescription('Passwords do not match');

    // A password the server refuses (a known breached one) is explained on the password field.
    const email = uniqueEmail(testInfo, 'register');
    await field(page, 'First name').fill('Lucia');
    await field(page, 'Last name').fill('Chan');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone number (optional)').fill('+501 610-1234');
    await field(page, 'Password').fill('qwertyuiop');
    await field(page, 'Confirm password').fill('qwertyuiop');
    await main(page).getByRole('checkbox').check();
    await submit.click();
    const breached = 'This password appears in lists of breached passwords. Please choose another.';
    await expect(main(page).getByRole('alert').filter({ hasText: 'Registration Failed' })).toContainText(
      breached,
    );
    await expect(field(page, 'Password')).toHaveAccessibleDescription(breached);
    await expect(field(page, 'Email')).toHaveValue(email);

    await field(page, 'Password').fill('jungle-trail-9');
    await field(page, 'Confirm password').fill('jungle-trail-9');
    await submit.click();
    await expect(main(page).getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/register-success$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Registration Success' })).toBeVisible();
    // Registration does not sign in.
    await expectSignedOut(page);
    expect((await sessionCookies(page.context())).access).toBeUndefined();
  });

  test('sign-in validates its fields and shows the server message for a wrong password', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo);
    await page.goto('/login');
    await waitForForm(page);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Password is required');
    await expect(field(page, 'Email')).toBeFocused();

    await field(page, 'Email').fill('someone@');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');

    await fillSignIn(page, user.email, 'not-the-password');
    await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);

    await expect(main(page).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(main(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('signing in shows the name in the header, Remember me keeps only the email, Logout ends it', async ({
    page,
    request,
  }, testInfo) => {
    // An account of its own: signing out ends every session of the account, on every device.
    const user = await createTourist(request, testInfo, 'Kim Young');
    await page.goto('/how-it-works');
    const header = page.getByRole('banner');
    if (isPhone(page)) {
      await header.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Login' }).click();
    } else {
      await header.getByRole('link', { name: 'Login' }).click();
    }
    await expect(page).toHaveURL(/\/login(\?redirectTo=%2Fhow-it-works)?$/);
    await waitForForm(page);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await main(page).getByRole('checkbox', { name: 'Remember me' }).check();
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    // Back to the page the visitor came from.
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expectSignedInAs(page, user.fullName);

    // Only the email is remembered in the page's storage; the session is in HttpOnly cookies.
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(stored.rememberedEmail).toBe(user.email);
    expect(JSON.stringify(stored)).not.toContain(user.password);
    await expectCookieSession(page);

    // The session survives a reload.
    await page.reload();
    await expectSignedInAs(page, user.fullName);

    await useAccountMenu(page, user.fullName, 'Logout');
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page);
    expect(await sessionCookies(page.context())).toEqual({ access: undefined, refresh: undefined });

    await page.goto('/login');
    await expect(field(page, 'Email')).toHaveValue(user.email);
    await expect(main(page).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  test('/account while signed out goes to /login with the origin and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/account/bookings');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fbookings$/);
    await fillSignIn(page, TOURIST.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/bookings$/);

    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The demo tourist's history: a completed trip, ready for a review, and one coming up.
    const list = main(page).getByRole('list', { name: 'Your bookings' });
    await expect(list.getByText('Completed')).toBeVisible();
    await expect(list.getByText('Confirmed').first()).toBeVisible();
    await expect(list.getByRole('button', { name: 'Write a review' })).toBeVisible();
    const status = main(page).getByLabel('Status');
    await expect(status.locator('option')).toHaveText([
      'All bookings',
      'Confirmed',
      'Pending',
      'Completed',
      'No-show',
      'Cancelled',
    ]);
    await expect(main(page).getByLabel('Sort by').locator('option')).toHaveText([
      'Upcoming first',
      'Recent first',
    ]);
    // The filter is applied by the server: choosing one loads that list.
    await status.selectOption('cancelled');
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(main(page).getByText('No bookings match your current filter.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
    await main(page).getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(status).toHaveValue('all');
    await expect(list.getByText('Completed')).toBeVisible();
    // A few bookings (other journeys may book as the demo tourist too): one page, no page links.
    await expect(main(page).getByText(/^Showing 1–(\d+) of \1 bookings$/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Next' })).toHaveCount(0);

    // A return address on another site is not followed.
    await page.context().clearCookies();
    await page.goto('/login?redirectTo=%2F%2Fevil.example%2Fx');
    await fillSignIn(page, TOURIST.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('My Bookings shows 20 bookings a page, with links to the others', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo, 'Pat Usher');
    await cancelledBookingsOf(request, user, 21);
    await signIn(page, user.email, user.password);
    await page.goto('/account/bookings?sort=recent');
    const list = main(page).getByRole('list', { name: 'Your bookings' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(main(page).getByText('Showing 1–20 of 21 bookings')).toBeVisible();
    await expect(main(page).getByText('Page 1 of 2')).toBeVisible();

    await main(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\?sort=recent&page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(main(page).getByText('Showing 21–21 of 21 bookings')).toBeVisible();
    await expect(main(page).getByLabel('Sort by')).toHaveValue('recent');

    // A booking's own page (the cancel page without JavaScript) leads back to the same list page.
    const ticket = await list.getByRole('link', { name: /View ticket/ }).getAttribute('href');
    await page.goto(`/account/bookings/${ticket!.split('/').pop()}?sort=recent&page=2`);
    await expect(main(page).getByRole('link', { name: 'Keep booking' })).toHaveAttribute(
      'href',
      '/account/bookings?sort=recent&page=2',
    );
    await main(page).getByRole('link', { name: 'Keep booking' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\?sort=recent&page=2$/);

    // Another filter starts again from its first page.
    await main(page).getByLabel('Status').selectOption('cancelled');
    await expect(page).toHaveURL(/[?&]status=cancelled/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await main(page).getByLabel('Status').selectOption('confirmed');
    await expect(main(page).getByText('No bookings match your current filter.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/account\/bookings\?sort=recent$/);
    await expect(list.getByRole('listitem')).toHaveCount(20);
  });

  test('a profile change is saved and still there after a reload', async ({ page, request }, testInfo) => {
    const user = await createTourist(request, testInfo, 'Robin Flores');
    await signIn(page, user.email, user.password);
    await page.goto('/account');
    await expect(main(page).getByRole('definition').filter({ hasText: user.email })).toBeVisible();
    await expect(main(page).getByText('Member since')).toBeVisible();

    await main(page).getByRole('link', { name: 'Edit Profile' }).click();
    await expect(field(page, 'Full name')).toBeFocused();
    await field(page, 'Full name').fill('');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(field(page, 'Full name')).toHaveAccessibleDescription('Full name is required');

    await field(page, 'Full name').fill('Robin Flores-Young');
    await field(page, 'Phone number (optional)').fill('+501 622-0000');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Your profile has been updated.')).toBeVisible();
    await expectSignedInAs(page, 'Robin Flores-Young');

    await page.reload();
    await expect(main(page).getByRole('definition').filter({ hasText: 'Robin Flores-Young' })).toBeVisible();
    await expect(main(page).getByText('+501 622-0000')).toBeVisible();

    // Logout from the account page goes home (not to the sign-in page).
    await useAccountMenu(page, 'Robin Flores-Young', 'Logout');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expectSignedOut(page);
  });

  test('a rejected access token is renewed once with the refresh token', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo);
    await signIn(page, user.email, user.password);
    const before = await sessionCookies(page.context());
    const url = new URL(page.url()).origin;
    const cookie = (name: string, value: string) => ({
      name,
      value,
      url,
      httpOnly: true,
      sameSite: 'Lax' as const,
    });
    await page.context().addCookies([cookie('bp_session', 'not-a-valid-token')]);
    await page.goto('/account');
    await expect(main(page).getByRole('definition').filter({ hasText: user.email })).toBeVisible();
    const after = await sessionCookies(page.context());
    expect(after.access?.value).not.toBe('not-a-valid-token');
    expect(after.refresh?.value).not.toBe(before.refresh?.value);

    // Without a usable refresh token the session ends and the account page asks to sign in.
    await page
      .context()
      .addCookies([
        cookie('bp_session', 'not-a-valid-token'),
        cookie('bp_refresh', 'not-a-valid-refresh-token'),
      ]);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    expect((await sessionCookies(page.context())).access).toBeUndefined();
  });

  test('deleting an account asks for DELETE, then signs out and goes home', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo);
    await signIn(page, user.email, user.password);
    await page.goto('/account');
    const opener = main(page).getByRole('button', { name: 'Delete Account' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const confirm = dialog.getByLabel('Type DELETE to confirm');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await confirm.fill('delete');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expect(confirm).toHaveAccessibleDescription('Please type DELETE to confirm');
    await confirm.fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    await expect(main(page).getByText('Your account has been deleted')).toBeVisible();
    expect(await sessionCookies(page.context())).toEqual({ access: undefined, refresh: undefined });
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expectSignedOut(page);

    await page.goto('/login');
    await fillSignIn(page, user.email, user.password);
    await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password');
  });
});

test.describe('password reset', () => {
  test('forgot password validates the email and then shows Check Your Email', async ({ page }, testInfo) => {
    await page.goto('/forgot-password');
    await waitForForm(page);
    const send = main(page).getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
    await field(page, 'Email').fill('not-an-email');
    await send.click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await field(page, 'Email').fill(uniqueEmail(testInfo, 'forgot'));
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  test('merchant forgot password leads back to the merchant login', async ({ page }, testInfo) => {
    await page.goto('/merchant/forgot-password');
    await waitForForm(page);
    await field(page, 'Email').fill(uniqueEmail(testInfo, 'merchant-forgot'));
    await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Merchant Login' })).toHaveAttribute(
      'href',
      '/merchant/login',
    );
  });

  test('reset password without a token offers a new link; a bad token is refused', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await page.goto('/reset-password?token=not-a-real-token');
    await waitForForm(page);
    const submit = main(page).getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(field(page, 'New password')).toHaveAccessibleDescription('Password is required');
    await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('other');
    await submit.click();
    await expect(field(page, 'New password')).toHaveAccessibleDescription(
      'Password must be at least 10 characters',
    );
    await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await field(page, 'New password').fill('barrier-reef-7');
    await field(page, 'Confirm new password').fill('barrier-reef-7');
    await submit.click();
    await expect(main(page).getByRole('alert')).toContainText('Invalid or expired password reset link');
  });
});

test.describe('merchant and admin access', () => {
  test('merchant login refuses a tourist account and keeps no session', async ({
    page,
    request,
  }, testInfo) => {
    // An account of its own: refusing it ends the session just opened, which ends every session of it.
    const tourist = await createTourist(request, testInfo);
    await page.goto('/merchant/login');
    await waitForForm(page);
    await expect(main(page).getByRole('link', { name: 'Apply to become a merchant' })).toHaveAttribute(
      'href',
      '/merchant/register',
    );
    await expect(main(page).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/merchant/forgot-password',
    );
    await expect(main(page).getByRole('link', { name: 'Back to the tourist site' })).toHaveAttribute(
      'href',
      '/',
    );

    await fillSignIn(page, tourist.email, tourist.password);
    await expect(main(page).getByRole('alert')).toHaveText(
      'This login is only for merchant accounts. Please use the regular login if you are a customer.',
    );
    await expect(page).toHaveURL(/\/merchant\/login$/);
    expect((await sessionCookies(page.context())).access).toBeUndefined();
    await expectSignedOut(page);
  });

  test('merchant login leads to the dashboard, and /login sends a merchant back there', async ({ page }) => {
    await page.goto('/merchant/login');
    await fillSignIn(page, MERCHANT.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
    await expect(main(page).getByText(`Welcome, ${MERCHANT.business}`)).toBeVisible();
    await expect(main(page).getByText('Active', { exact: true })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  });

  test('a signed-out visitor at a merchant page signs in and comes back to it', async ({ page }) => {
    await page.goto('/merchant/dashboard/tours');
    await expect(page).toHaveURL(/\/merchant\/login\?redirectTo=%2Fmerchant%2Fdashboard%2Ftours$/);
    await fillSignIn(page, MERCHANT.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/merchant\/dashboard\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Tours' })).toBeVisible();
  });

  test('a pending merchant is told the application is under review', async ({ page }) => {
    await page.goto('/merchant/login');
    await fillSignIn(page, PENDING.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/merchant\/dashboard$/);
    await expect(main(page).getByText('Your merchant application is still under review')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'What happens next' })).toHaveAttribute(
      'href',
      '/register-merchant-pending',
    );
  });

  test('a tourist is sent away from the merchant and admin dashboards', async ({ page }) => {
    await signIn(page, TOURIST.email);
    await page.goto('/merchant/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin dashboard asks a signed-out visitor to sign in and returns there; the header links it', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    await fillSignIn(page, ADMIN.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    await page.goto('/');
    await useAccountMenu(page, ADMIN.name, 'Dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });
});

test.describe('sessions held in HttpOnly cookies', () => {
  for (const role of [
    { name: 'tourist', email: TOURIST.email, from: '/deals', home: /\/deals$/ },
    { name: 'merchant', email: MERCHANT.email, from: '/deals', home: /\/merchant\/dashboard$/ },
    { name: 'admin', email: ADMIN.email, from: '/deals', home: /\/admin\/dashboard$/ },
  ]) {
    test(`a ${role.name} signing in through the form lands on their home with no token a script can read`, async ({
      page,
    }) => {
      await page.goto(`/login?redirectTo=${encodeURIComponent(role.from)}`);
      await fillSignIn(page, role.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(role.home);
      await expectCookieSession(page);
    });
  }

  test('a form posted from another site to a page is refused and signs no one in', async ({
    page,
  }, testInfo) => {
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const signInPost = await page.request.post('/login', {
      form: { email: TOURIST.email, password: DEMO_PASSWORD },
      headers: crossSite,
      maxRedirects: 0,
    });
    expect(signInPost.status()).toBe(403);
    expect(signInPost.headers()['set-cookie'] ?? '').not.toContain('bp_session');
    expect((await sessionCookies(page.context())).access).toBeUndefined();

    // A signed-in visitor's own cookies do not let another site change their profile.
    const user = await createTourist(page.request, testInfo, 'Robin Flores');
    await signIn(page, user.email, user.password);
    const profilePost = await page.request.post('/account', {
      form: { intent: 'profile', full_name: 'Changed Elsewhere' },
      headers: crossSite,
      maxRedirects: 0,
    });
    expect(profilePost.status()).toBe(403);
    await page.goto('/account');
    await expect(main(page).getByRole('definition').filter({ hasText: user.fullName })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up checks the fields on the server, then creates the account', async ({ page }, testInfo) => {
    await page.goto('/register');
    const submit = main(page).getByRole('button', { name: 'Create Account' });
    await field(page, 'Email').fill('not-an-email');
    await submit.click();
    await expect(field(page, 'First name')).toHaveAccessibleDescription('First name is required');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(main(page).getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );

    await field(page, 'First name').fill('Ana');
    await field(page, 'Last name').fill('Pop');
    await field(page, 'Email').fill(uniqueEmail(testInfo, 'nojs-register'));
    await field(page, 'Password').fill('mopan-river-44');
    await field(page, 'Confirm password').fill('mopan-river-44');
    await main(page).getByRole('checkbox').check();
    await submit.click();
    await expect(main(page).getByText('Registration successful!')).toBeVisible();
    await main(page).getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registration Success' })).toBeVisible();
  });

  test('sign-in, a profile change and account deletion work as plain forms', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo, 'Robin Flores');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await fillSignIn(page, user.email, 'not-the-password', { hydrated: false });
    await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password');
    await fillSignIn(page, user.email, user.password, { hydrated: false });
    await expect(page).toHaveURL(/\/account$/);
    await expect(main(page).getByRole('definition').filter({ hasText: user.email })).toBeVisible();
    await expectCookieSession(page);

    await main(page).getByRole('link', { name: 'Edit Profile' }).click();
    await field(page, 'Full name').fill(' ');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(field(page, 'Full name')).toHaveAccessibleDescription('Full name is required');
    await field(page, 'Full name').fill('Robin Flores-Young');
    await field(page, 'Phone number (optional)').fill('+501 622-0000');
    await main(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(main(page).getByText('Your profile has been updated.')).toBeVisible();
    await expect(main(page).getByRole('definition').filter({ hasText: 'Robin Flores-Young' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Delete Account' }).click();
    const confirm = field(page, 'Type DELETE to confirm');
    await confirm.fill('delete');
    await main(page).getByRole('button', { name: 'Delete Account' }).click();
    await expect(confirm).toHaveAccessibleDescription('Please type DELETE to confirm');
    await confirm.fill('DELETE');
    await main(page).getByRole('button', { name: 'Delete Account' }).click();
    await expect(main(page).getByText('Your account has been deleted')).toBeVisible();
    expect(await sessionCookies(page.context())).toEqual({ access: undefined, refresh: undefined });
  });

  test('forgot password and reset password post to their pages, with the emailed link', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createTourist(request, testInfo);
    await page.goto('/forgot-password');
    const send = main(page).getByRole('button', { name: 'Send Reset Link' });
    await field(page, 'Email').fill('not-an-email');
    await send.click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await field(page, 'Email').fill(user.email);
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to Login' })).toBeVisible();

    const mail = await waitForMail(user.email, 'Reset your BelizePass password');
    await page.goto(linkIn(mail, '/reset-password'));
    const submit = main(page).getByRole('button', { name: 'Reset Password' });
    await field(page, 'New password').fill('barrier-reef-7');
    await field(page, 'Confirm new password').fill('barrier-reef-8');
    await submit.click();
    await expect(field(page, 'Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await field(page, 'New password').fill('barrier-reef-7');
    await field(page, 'Confirm new password').fill('barrier-reef-7');
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();

    await main(page).getByRole('link', { name: 'Go to Login' }).click();
    await fillSignIn(page, user.email, 'barrier-reef-7', { hydrated: false });
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expectCookieSession(page);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(linkIn(mail, '/reset-password'));
    await field(page, 'New password').fill('barrier-reef-9');
    await field(page, 'Confirm new password').fill('barrier-reef-9');
    await submit.click();
    await expect(main(page).getByRole('alert')).toContainText('Invalid or expired password reset link');
    await expect(main(page).getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
