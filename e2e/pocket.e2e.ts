import { readFile } from 'node:fs/promises';
import { type Page, test } from '@playwright/test';
import { createTourist, expect, fillSignIn, main, paidBookingOf } from './fixtures/account-helpers';

/**
 * Every ticket in the pocket: a signed-in tourist's upcoming tickets are kept on the phone as soon as
 * they sign in, not only those opened (docs/decisions/024-offline-tickets.md); My Bookings opens
 * offline and lists them; the confirmation offers the booking's calendar file; and a guest's saved
 * tours, kept in the browser, are listed on /saved.
 */

const TICKET_CACHE = 'belizepass-tickets';

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
}

const keptPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, TICKET_CACHE);

test('signed in, every upcoming ticket and My Bookings open without signal, none opened before', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Pat Pocket');
  const first = await paidBookingOf(request, tourist);
  const second = await paidBookingOf(request, tourist);
  const tickets = [`/confirmation/${first.id}`, `/confirmation/${second.id}`];

  // Sign in and stay on the home page: no ticket and not My Bookings is opened.
  await page.goto('/login');
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForServiceWorker(page);
  await expect
    .poll(() => keptPaths(page), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['/account/bookings', ...tickets]));

  await context.setOffline(true);
  // From the offline page, "My Bookings" opens the kept list (not the offline page again).
  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await page.getByRole('link', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(main(page).getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  const list = main(page).getByRole('list', { name: 'Your bookings' });
  await expect(list.getByRole('link', { name: /View ticket for/ })).toHaveCount(2);

  // Each ticket opens from the phone with its code.
  for (const path of tickets) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(main(page).locator('.font-mono').first()).toHaveText(/^[A-Z0-9]{8}$/);
  }
  // And from the list, by its link.
  await page.goto('/account/bookings');
  await list
    .getByRole('link', { name: /View ticket for/ })
    .last()
    .click();
  await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await context.setOffline(false);
});

test('"Add to calendar" on the confirmation downloads the booking\'s calendar file', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Cal Endar');
  const booking = await paidBookingOf(request, tourist);
  await page.goto(`/login?redirectTo=${encodeURIComponent(`/confirmation/${booking.id}`)}`);
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).toHaveURL(new RegExp(`/confirmation/${booking.id}$`));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^belizepass-[A-Z0-9]{8}\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:booking-${booking.id}@belizepass.bz`);
  expect(ics).toContain('STATUS:CONFIRMED');
});

test("a signed-out guest's saved tour is listed on /saved", async ({ page }) => {
  test.slow();
  await page.goto('/tours');
  const card = main(page).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Save ${title}` }).click();
  await expect(card.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/saved');
  await expect(main(page)).toContainText('Sign in to keep them in your account');
  const saved = main(page).getByRole('region', { name: 'Saved on this device' });
  await expect(
    saved.getByRole('list', { name: 'Your saved tours' }).getByRole('heading', { name: title }),
  ).toBeVisible();
});
