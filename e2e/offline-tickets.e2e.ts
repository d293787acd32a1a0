import { formatLongDate } from '@belizepass/domain';
import { type Page, test } from '@playwright/test';
import {
  createTourist,
  expect,
  fillSignIn,
  main,
  paidBookingOf,
  useAccountMenu,
} from './fixtures/account-helpers';

/**
 * The installable app keeps a signed-in tourist's tickets for the dock with no signal
 * (docs/decisions/024-offline-tickets.md): the service worker keeps My Bookings and each ticket opened
 * online, shows the offline page for anything else, and lets go of cancelled tickets and of
 * everything private at sign-out.
 */

const TICKET_CACHE = 'belizepass-tickets';

/** Resolves once the service worker controls the page (it registers after hydration, when idle). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
}

/** The paths of every entry the browser's caches hold for this site, cache by cache. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });
}

const keptTickets = async (page: Page) => (await cachedPaths(page))[TICKET_CACHE] ?? [];

/** The text of the kept copy of a page. */
const keptText = (page: Page, path: string) =>
  page.evaluate(async ([name, at]) => (await (await caches.open(name)).match(at))?.text() ?? '', [
    TICKET_CACHE,
    path,
  ] as const);

/** The tickets the kept copy of My Bookings names (its header from the server). */
const keptListTickets = (page: Page) =>
  page.evaluate(async (name) => {
    const kept = await (await caches.open(name)).match('/account/bookings');
    return kept?.headers.get('x-belizepass-offline-list') ?? null;
  }, TICKET_CACHE);

test('a ticket opened online shows without signal, follows a new date, and is gone once cancelled', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Robin Flores');
  const booking = await paidBookingOf(request, tourist);
  const ticketPath = `/confirmation/${booking.id}`;

  await page.goto('/login?redirectTo=%2Faccount%2Fbookings');
  await fillSignIn(page, tourist.email, tourist.password);
  await expect(page).toHaveURL(/\/account\/bookings/);
  await waitForServiceWorker(page);

  // Online, through the service worker: My Bookings, then the ticket.
  await page.goto('/account/bookings');
  const list = main(page).getByRole('list', { name: 'Your bookings' });
  await list
    .getByRole('link', { name: /View ticket for/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${ticketPath}$`));
  const code = (await main(page).locator('.font-mono').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect
    .poll(() => keptTickets(page))
    .toEqual(expect.arrayContaining(['/account/bookings', ticketPath]));

  // No signal: the ticket opens again, with its code and QR code, and says it is the saved copy.
  await context.setOffline(true);
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(main(page).getByText(code, { exact: true })).toBeVisible();
  await expect(
    main(page)
      .getByRole('img', { name: `QR code for confirmation code ${code}` })
      .locator('svg'),
  ).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();

  // My Bookings lists the ticket from the phone.
  await page.goto('/account/bookings');
  await expect(main(page).getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Your bookings' })).toContainText(code);

  // A page that needs the network (the home page) opens as the app's offline page, not the browser's error.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();

  // Back online, the booking moves to another date: opening My Bookings refreshes the kept ticket.
  await context.setOffline(false);
  const login = await request.post('/api/auth/login', {
    data: { email: tourist.email, password: tourist.password },
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const options = (await (
    await request.get(`/api/bookings/${booking.id}/reschedule-options`, { headers: auth })
  ).json()) as { dates: { date: string; seatsLeft: number }[] };
  const newDate = options.dates.find((d) => d.date !== booking.date && d.seatsLeft > 0)!.date;
  const moved = await request.post(`/api/bookings/${booking.id}/reschedule`, {
    headers: { ...auth, 'idempotency-key': `offline-move-${booking.id}` },
    data: { date: newDate, adults: 1, children: 0 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto('/account/bookings');
  await expect.poll(() => keptText(page, ticketPath)).toContain(formatLongDate(newDate));
  await context.setOffline(true);
  await page.goto(ticketPath);
  await expect(main(page)).toContainText(formatLongDate(newDate));
  await expect(main(page).getByText(code, { exact: true })).toBeVisible();

  // Back online, the tourist cancels the booking from My Bookings.
  await context.setOffline(false);
  await page.goto('/account/bookings');
  await main(page).getByRole('button', { name: 'Cancel booking' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page).toHaveURL(/cancelled=/);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Booking ${code} cancelled` }),
  ).toBeVisible();
  await expect.poll(() => keptListTickets(page)).toBe('none');
  await expect.poll(() => keptTickets(page)).not.toContain(ticketPath);

  // Offline again: the ticket is no longer on the phone, and its page is not shown as a valid ticket.
  await context.setOffline(true);
  await page.goto('/account/bookings');
  await expect(main(page).getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(main(page)).toContainText('No upcoming tickets are saved on this phone.');
  await expect(main(page)).not.toContainText(code);
  await page.goto(ticketPath);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);

  // Signing out (online) deletes everything private the phone kept.
  await context.setOffline(false);
  await page.goto('/account/bookings');
  await useAccountMenu(page, tourist.fullName, 'Logout');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptTickets(page)).toEqual([]);
});

test('a signed-out browser keeps nothing private', async ({ page, request }, testInfo) => {
  test.slow();
  const tourist = await createTourist(request, testInfo, 'Kim Usher');
  const booking = await paidBookingOf(request, tourist);

  await page.goto('/');
  await waitForServiceWorker(page);
  // The ticket's address and My Bookings, asked for without a session.
  await page.goto(`/confirmation/${booking.id}`);
  await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toHaveCount(0);
  await page.goto('/account/bookings');
  await expect(page).toHaveURL(/\/login/);

  const cached = await cachedPaths(page);
  const everything = Object.values(cached).flat();
  expect(everything.length, 'the app shell is precached').toBeGreaterThan(0);
  expect(everything).toContain('/offline');
  expect(everything.filter((path) => /^\/(?:confirmation|account)\b/.test(path))).toEqual([]);
  expect(cached[TICKET_CACHE] ?? []).toEqual([]);
});
