import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { waitForHydration } from './fixtures/deal-helpers';

/** An address no other test (or project, or run) uses. */
function uniqueEmail(testInfo: TestInfo, tag: string) {
  const salt = Math.random().toString(36).slice(2, 8);
  return `${tag}-${testInfo.project.name}-${Date.now()}-${salt}@example.com`;
}

const main = (page: Page) => page.getByRole('main');

test.describe('How it Works FAQ', () => {
  test('questions open and close with the keyboard', async ({ page }) => {
    await page.goto('/how-it-works');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(10);

    const first = items.nth(0);
    const firstQuestion = first.locator('summary');
    const firstAnswer = first.locator('p');
    await expect(firstQuestion).toHaveText('How do I buy a deal?');
    await expect(firstAnswer).toBeHidden();

    // Tab from the last control before the FAQ lands on the first question.
    await main(page).getByRole('link', { name: 'Become a Merchant' }).focus();
    await page.keyboard.press('Tab');
    await expect(firstQuestion).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('pay by card');

    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
    await expect(firstAnswer).toBeHidden();

    // The next question is one Tab away, and Space opens it too.
    const second = items.nth(1);
    await page.keyboard.press('Tab');
    await expect(second.locator('summary')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('open', '');
    await expect(second.locator('p')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(second.locator('p')).toBeHidden();
  });
});

test.describe('footer newsletter', () => {
  test('rejects a bad address, thanks for a good one for five seconds and stores it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(45_000);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Newsletter' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    const status = footer.getByRole('status');
    await expect(subscribe).toBeEnabled(); // enabled once the page is interactive

    // Not an address at all: the browser refuses to send the form.
    await email.fill('not-an-email');
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await expect(status).toHaveText('');

    // Looks like an address to the browser, but the server refuses it: the form says so.
    await email.fill('traveller@localhost');
    await subscribe.click();
    await expect(status).toHaveText('Please enter a valid email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = uniqueEmail(testInfo, 'newsletter');
    await email.fill(address);
    // The form posts to the /newsletter route action (a fetcher), which subscribes through the API.
    const sent = page.waitForResponse(
      (response) =>
        /\/newsletter(\.data)?$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );
    await subscribe.click();
    expect((await sent).ok()).toBe(true);
    const thanks = footer.getByText('Thank you for subscribing!');
    await expect(thanks).toBeVisible();
    const shownAt = Date.now();
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(thanks).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);

    // The address was stored: subscribing it again changes nothing.
    const again = await request.post('/api/newsletter', { data: { email: address } });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
  });
});

test.describe('newsletter unsubscribe page', () => {
  test('a link without a token is not valid', async ({ page }) => {
    const response = await page.goto('/newsletter/unsubscribe');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Unsubscribe from the Newsletter | BelizePass');
    await expect(main(page).getByText('This unsubscribe link is not valid.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await main(page).getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown token is refused after confirming', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe?token=no-such-token-0123456789');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeVisible();
    await waitForHydration(page, 'main form');
    await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(main(page).getByText('This unsubscribe link is not valid.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts to the page and shows the answer', async ({ page }) => {
      await page.goto('/newsletter/unsubscribe?token=another-unknown-token-9876543210');
      await main(page).getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(main(page).getByText('This unsubscribe link is not valid.')).toBeVisible();
    });
  });
});

test.describe('contact form', () => {
  test('shows field errors, then sends a valid message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | BelizePass');
    await waitForHydration(page, 'main form');
    const form = main(page).getByRole('form', { name: 'Write to us' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const send = form.getByRole('button', { name: 'Send Message' });

    await send.click();
    await expect(field('Name')).toHaveAccessibleDescription('Name is required');
    await expect(field('Email')).toHaveAccessibleDescription('Email is required');
    await expect(field('Subject')).toHaveAccessibleDescription('Subject is required');
    await expect(field('Message')).toHaveAccessibleDescription('Message is required');
    await expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Name')).toBeFocused();

    await field('Name').fill('Marisol Chan');
    await field('Email').fill('not-an-email');
    await field('Subject').fill('Cave tubing with children');
    await field('Message').fill('Is the Nohoch Che’en cave tubing tour suitable for a seven-year-old?');
    await send.click();
    await expect(field('Email')).toHaveAccessibleDescription('Email is invalid');
    await expect(field('Name')).not.toHaveAttribute('aria-invalid');

    await field('Email').fill('marisol.chan@example.com');
    // The form posts to the page's action, which sends the message through the API.
    const sent = page.waitForResponse(
      (response) =>
        /\/contact(\.data)?$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'POST',
    );
    await send.click();
    expect((await sent).ok()).toBe(true);
    await expect(
      form.getByText("Thank you for your message! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expect(field('Name')).toHaveValue('');
    await expect(field('Message')).toHaveValue('');
  });

  test('the API refuses bad input and names the fields', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: { name: '  ', email: 'nope', subject: '', message: '' },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(new Set(body.error.details.map((issue) => issue.field))).toEqual(
      new Set(['name', 'email', 'subject', 'message']),
    );
  });
});

test.describe('error pages', () => {
  test('an unknown address shows Page Not Found with status 404', async ({ page }) => {
    for (const path of ['/no-such-page', '/tours/popular/extra', '/categories/no-such-category']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Page Not Found | BelizePass');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await main(page).getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your Belize tour' })).toBeVisible();
  });

  test('a server failure shows Something went wrong with a way to retry', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, '#home-search');
    // The next page's data request fails on the server.
    await page.route('**/categories/tours.data*', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page
      .getByRole('navigation', { name: 'Deal categories' })
      .getByRole('link', { name: /^Tours/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const retry = main(page).getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '/categories/tours');

    await page.unroute('**/categories/tours.data*');
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  });
});

test.describe('legal pages', () => {
  test('Terms of Service has its eight sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const sections = [
      'Introduction',
      'Communications',
      'Purchases',
      'Refund Policy',
      'Content',
      'Prohibited Uses',
      'Limitation of Liability',
      'Contact Us',
    ];
    const headings = main(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(sections.map((title, index) => `${index + 1}. ${title}`));
  });

  test('Privacy Policy has its seven sections, date and privacy contact', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page).getByText('Last updated June 1, 2023')).toBeVisible();
    const sections = [
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Data Security',
      'Changes to This Policy',
      'Contact Us',
    ];
    const headings = main(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(sections.map((title, index) => `${index + 1}. ${title}`));
    await expect(main(page).getByRole('link', { name: 'privacy@belizepass.bz' })).toHaveAttribute(
      'href',
      'mailto:privacy@belizepass.bz',
    );
  });

  test('Refund Policy shows the cancellation tiers and refund time', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    const tiers = main(page).getByRole('table');
    const row = (when: RegExp) => tiers.getByRole('row').filter({ hasText: when });
    await expect(row(/7 or more days/)).toContainText('Full refund minus a 5% administrative fee');
    await expect(row(/3-6 days/)).toContainText('75% refund');
    await expect(row(/1-2 days/)).toContainText('50% refund');
    await expect(row(/Less than 24 hours/)).toContainText('No refund');
    await expect(main(page).getByText(/within 7-10 business days/)).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: /Weather Policy/ })).toBeVisible();
  });
});
