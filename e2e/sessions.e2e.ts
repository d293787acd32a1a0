import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signInBrowser } from './admin-helpers';
import { createTourist, isSimpleTour, type SimpleTour } from './fixtures/account-helpers';

/**
 * Sessions live in HttpOnly cookies, signed-in pages render on the server for their user, and pages
 * from the page cache never depend on who asks (docs/decisions/015-cookie-sessions.md).
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const TOURIST = { email: 'tourist@example.com', name: 'Tessa Walker' };

interface Day {
  date: string;
  status: string;
  seatsLeft: number;
}

/** Opens the signed-in user's menu: the profile menu on wide screens, the menu panel on phones. */
async function openAccountMenu(page: Page, testInfo: TestInfo, name = TOURIST.name) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(name)).toBeVisible();
  } else {
    await page.getByRole('button', { name }).click();
  }
}

/** The signed-in tourist books and pays for a published tour through the API with the browser's cookies. */
async function bookAsSignedIn(page: Page): Promise<string> {
  const listed = await page.request.get('/api/tours?limit=30');
  const { tours } = (await listed.json()) as { tours: { id: string }[] };
  for (const tour of tours) {
    const detail = (await (await page.request.get(`/api/tours/${tour.id}`)).json()) as SimpleTour;
    if (!isSimpleTour(detail, 2)) continue;
    const { dates } = (await (await page.request.get(`/api/tours/${tour.id}/availability`)).json()) as {
      dates: Day[];
    };
    const day = dates.find((d) => d.status !== 'sold-out' && d.status !== 'closed' && d.seatsLeft >= 3);
    if (!day) continue;
    const created = await page.request.post('/api/bookings', {
      headers: SAME_ORIGIN,
      data: {
        tourId: tour.id,
        date: day.date,
        adults: 2,
        children: 0,
        fullName: TOURIST.name,
        email: TOURIST.email,
        phone: '+1 512 555 0142',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { booking, accessKey } = (await created.json()) as { booking: { id: string }; accessKey: string };
    const paid = await page.request.post(`/api/bookings/${booking.id}/pay`, {
      headers: { ...SAME_ORIGIN, 'x-booking-key': accessKey, 'idempotency-key': `e2e-${booking.id}` },
      data: { cardName: TOURIST.name, cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    return ((await paid.json()) as { confirmationCode: string }).confirmationCode;
  }
  throw new Error('No tour with an open departure');
}

test.describe('sessions in cookies', () => {
  test('My Bookings is rendered on the server with the signed-in tourist’s own booking codes', async ({
    page,
  }) => {
    await signInBrowser(page, TOURIST.email);
    const code = await bookAsSignedIn(page);
    const response = await page.request.get('/account/bookings');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toContain(code);
    expect(html).toContain(TOURIST.name);

    // The same address without the session is a sign-in redirect, never someone's bookings.
    const anonymous = await page.context().browser()!.newContext();
    const signedOut = await anonymous.request.get('/account/bookings', { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe('/login?redirectTo=%2Faccount%2Fbookings');
    await anonymous.close();
  });

  test('a cached public page never holds a signed-in user’s name; the header learns it after load', async ({
    page,
  }, testInfo) => {
    await signInBrowser(page, TOURIST.email);
    for (const path of ['/', '/tours', '/giftcards', '/how-it-works']) {
      // Twice: the second answer comes from the page cache if the first was stored.
      for (let i = 0; i < 2; i++) {
        const response = await page.request.get(path);
        expect(response.status()).toBe(200);
        expect(await response.text(), path).not.toContain(TOURIST.name);
      }
    }
    await page.goto('/tours');
    await openAccountMenu(page, testInfo);
  });

  test('signing out ends the session: its cookies are cleared and a saved copy no longer works', async ({
    page,
  }, testInfo) => {
    // A tourist of this test only: signing out ends every session of the account, and the demo
    // tourist is signed in by other journeys running at the same time.
    const tourist = await createTourist(page.request, testInfo, 'Marisol Tzib');
    await signInBrowser(page, tourist.email, tourist.password);
    const saved = await page.context().cookies();
    const access = saved.find((c) => c.name === 'bp_session');
    expect(access?.httpOnly).toBe(true);
    expect(access?.sameSite).toBe('Lax');

    await page.goto('/account');
    await openAccountMenu(page, testInfo, tourist.fullName);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('bp_session');

    // The access token copied before signing out is refused, though it has not expired.
    const replay = await page.request.get('/api/auth/user', {
      headers: { cookie: `bp_session=${access?.value}` },
    });
    expect(replay.status()).toBe(401);
  });
});

test.describe('page requests', () => {
  test('HEAD answers with the headers of GET', async ({ request }) => {
    for (const path of ['/', '/tours', '/login', '/no-such-page']) {
      const get = await request.get(path);
      const head = await request.head(path);
      expect(head.status(), path).toBe(get.status());
      expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
      expect(head.headers()['content-type'], path).toContain('text/html');
      expect(await head.text(), path).toBe('');
    }
  });

  test('a form posted from another site is refused and signs nobody in', async ({ page }) => {
    const response = await page.request.post('/login', {
      form: { email: 'tourist@example.com', password: 'belize-demo-2026' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(await page.context().cookies()).toEqual([]);
  });
});
