import { createServer, type Server } from 'node:http';
import { type APIRequestContext, expect, type Frame, type Page, test } from '@playwright/test';
import { APPROVED_CARD, json } from './fixtures/booking-helpers';
import { main, signInMerchant } from './fixtures/merchant-helpers';

/**
 * The booking widget on an operator's own website (docs/decisions/046-booking-widget.md). The site is
 * at http://127.0.0.1:<E2E_PORT>; the operator's pages are served here from http://localhost:<port>,
 * another site: the browser sends the widget's frame none of the site's cookies, as on a real
 * operator's website.
 */
const appPort = Number(process.env.E2E_PORT ?? 4180);
/** One registered and one unregistered host per parallel worker (the tests' ports: app + 2..7). */
const hostPort = (index: number) => appPort + 2 + index;
const strangerPort = (index: number) => appPort + 5 + index;
const WORKERS = 3;
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

interface Day {
  date: string;
  status: string;
  seatsLeft: number;
  departures?: { startTime: string; status: string; seatsLeft: number }[];
}

/** A page of the operator's own website with the widget snippet in it. */
function hostPage(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sea Star Adventures</title></head>
<body><h1>Sea Star Adventures: our tours</h1><p>Book online below.</p>${snippet}<p>Thanks for visiting.</p></body></html>`;
}

function serve(port: number, html: () => string): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** One of the operator's tours with a departure on a date that has room, at a single start time. */
async function openTour(request: APIRequestContext, merchantId: string, seed: number) {
  const { tours } = await json<{ tours: { id: string; title: string }[] }>(
    request,
    `/api/merchants/${merchantId}`,
  );
  for (let i = 0; i < tours.length; i++) {
    const tour = tours[(seed + i) % tours.length]!;
    const detail = await json<{ startTimes: string[]; pickup: { mode: string }; groupSize: { min: number } }>(
      request,
      `/api/tours/${tour.id}`,
    );
    if (detail.startTimes.length > 1 || detail.pickup.mode !== 'meeting_point' || detail.groupSize.min > 2)
      continue;
    const { dates } = await json<{ dates: Day[] }>(request, `/api/tours/${tour.id}/availability`);
    const open = dates.filter(
      (d) => (d.status === 'available' || d.status === 'few-left') && d.seatsLeft >= 4,
    );
    if (open.length === 0) continue;
    return { tour, date: open[(seed * 7) % open.length]!.date };
  }
  throw new Error('The demo operator has no simple tour with room');
}

/** The widget's frame in the host page, once React has hydrated its page. */
async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  expect(frame).not.toBeNull();
  return frame!;
}

async function hydrated(frame: Frame, selector = 'main form') {
  await frame.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return !!element && Object.keys(element).some((key) => key.startsWith('__react'));
    },
    selector,
    { timeout: 20_000 },
  );
}

test.describe('the booking widget on an operator’s website', () => {
  test.slow();
  let snippet = '';
  let merchantId = '';
  const servers: Server[] = [];

  test.beforeEach(async ({ page }, testInfo) => {
    // The operator registers its websites (one per parallel worker) and copies the script snippet.
    await signInMerchant(page, '/merchant/dashboard/widget');
    await expect(main(page).getByRole('heading', { name: 'Websites and colour' })).toBeVisible();
    const origins = Array.from({ length: WORKERS }, (_, i) => `http://localhost:${hostPort(i)}`);
    await main(page).getByLabel('Your websites').fill(origins.join('\n'));
    await main(page).getByRole('button', { name: 'Save widget' }).click();
    await expect(main(page).getByText('Widget saved', { exact: true })).toBeVisible();
    snippet = await main(page).getByLabel('Script snippet (sizes itself)').inputValue();
    expect(snippet).toContain('/widget.js');
    merchantId = /data-belizepass-widget="([0-9a-f-]{36})"/.exec(snippet)?.[1] ?? '';
    expect(merchantId).not.toBe('');
    const index = testInfo.parallelIndex % WORKERS;
    servers.push(await serve(hostPort(index), () => hostPage(snippet)));
    servers.push(await serve(strangerPort(index), () => hostPage(snippet)));
  });

  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('a guest books and pays inside the frame; the operator sees a booking from its website', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // A traveller who never visited the site: no cookie of it anywhere.
    const guest = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: testInfo.project.name === 'phone',
      hasTouch: testInfo.project.name === 'phone',
    });
    const host = await guest.newPage();
    await host.goto(`http://localhost:${hostPort(testInfo.parallelIndex % WORKERS)}/`);
    await expect(host.getByRole('heading', { name: 'Sea Star Adventures: our tours' })).toBeVisible();
    const frame = await widgetFrame(host);
    const widget = host.frameLocator('iframe');
    await expect(widget.getByRole('heading', { name: 'Book a tour' })).toBeVisible({ timeout: 20_000 });
    // The script sized the frame to its content.
    await expect
      .poll(async () => (await host.locator('iframe').boundingBox())?.height ?? 0)
      .toBeGreaterThan(300);

    const { tour, date } = await openTour(
      request,
      merchantId,
      testInfo.parallelIndex + (testInfo.project.name === 'phone' ? 3 : 0),
    );
    await widget.getByRole('link', { name: `Check dates: ${tour.title}` }).click();
    const box = widget.getByRole('region', { name: 'Book this tour' });
    await expect(box.getByRole('grid')).toBeVisible({ timeout: 20_000 });
    await hydrated(frame, 'main form');
    const day = box.locator(`[data-date="${date}"]`);
    for (let turns = 0; turns < 3 && !(await day.isVisible()); turns++) {
      await box.getByRole('button', { name: 'Next month' }).click();
    }
    await day.click();
    await expect(box.locator('input[type="hidden"][name="date"]')).toHaveValue(date);
    await box.getByRole('button', { name: 'Book Now' }).click();

    // The booking form, in the frame.
    await expect(widget.getByRole('heading', { name: 'Contact Information' })).toBeVisible({
      timeout: 20_000,
    });
    await hydrated(frame);
    await widget.getByLabel('Full name', { exact: true }).fill('Wendy Widget');
    await widget.getByLabel('Email', { exact: true }).fill(`widget-${testInfo.project.name}@example.com`);
    await widget.getByLabel('Phone number', { exact: true }).fill('+501 600 4242');
    await widget.getByRole('button', { name: 'Continue to Payment' }).click();

    // Payment, in the frame, without any cookie: the address carries the booking's key.
    await expect(widget.getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 20_000 });
    expect(frame.url()).toMatch(/\/widget\/[0-9a-f-]{36}\/payment\/[0-9a-f-]{36}\/[\w-]{16,}$/);
    await hydrated(frame);
    await widget.getByLabel('Cardholder name', { exact: true }).fill('Wendy Widget');
    await widget.getByLabel('Card number', { exact: true }).fill(APPROVED_CARD);
    await widget.getByLabel('Expiry date', { exact: true }).fill('1230');
    await widget.getByLabel('CVV', { exact: true }).fill('123');
    await widget.getByRole('button', { name: /^Pay / }).click();

    await expect(widget.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(frame.url()).toMatch(/\/widget\/[0-9a-f-]{36}\/confirmation\/[0-9a-f-]{36}\/[\w-]{16,}$/);
    const code = ((await widget.getByText(CODE).textContent()) ?? '').trim();
    expect(code).toMatch(CODE);
    await expect(widget.getByRole('main')).toContainText(tour.title);
    // No booking key was kept in a cookie (a cross-site frame gets none): the addresses carried it.
    const cookies = await guest.cookies(`http://127.0.0.1:${appPort}`);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('bp_booking_keys');
    await guest.close();

    // The operator finds the booking among its bookings of that day, sold on its website.
    await page.goto(`/merchant/dashboard/bookings?date=${date}`);
    const card = main(page).getByRole('article').filter({ hasText: code });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Booked on your website');
    await expect(card).toContainText('Wendy Widget');
  });

  test('a website the operator did not register cannot show the widget', async ({ browser }, testInfo) => {
    const guest = await browser.newContext();
    const host = await guest.newPage();
    const answered = host.waitForResponse((response) => /\/widget\/[0-9a-f-]{36}$/.test(response.url()));
    await host.goto(`http://localhost:${strangerPort(testInfo.parallelIndex % WORKERS)}/`);
    await expect(host.getByRole('heading', { name: 'Sea Star Adventures: our tours' })).toBeVisible();
    // The site answered the frame, naming the operator's websites only; the browser refused to show it.
    const response = await answered;
    expect(response.status()).toBe(200);
    const policy = (await response.allHeaders())['content-security-policy'] ?? '';
    expect(policy).toContain(`frame-ancestors http://localhost:${hostPort(0)}`);
    expect(policy).not.toContain(`localhost:${strangerPort(testInfo.parallelIndex % WORKERS)}`);
    await host.waitForLoadState('load');
    const frame = await widgetFrame(host);
    const shown = await frame
      .evaluate(() => document.querySelector('[data-widget]') !== null)
      .catch(() => false);
    expect(shown).toBe(false);
    await expect(host.frameLocator('iframe').getByText('Secure booking by BelizePass')).toHaveCount(0);
    await guest.close();
  });
});
