import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, test } from '@playwright/test';
import {
  apiLogin,
  bearer,
  belizeTomorrow,
  createTour,
  DEMO_PASSWORD,
  expect,
  main,
  uniqueTag,
} from './admin-helpers';
import { MERCHANT_EMAIL, openDashboard, signInAs } from './fixtures/merchant-helpers';

// Where to meet (docs/decisions/025-meeting-point-map.md): the merchant places the meeting point on
// a drawn map of Belize or types its coordinates; the tour page and the ticket show the pin, the
// coordinates and a Directions link to the phone's maps app.
test.describe.configure({ timeout: 240_000 });

/** The map's size in its own units (viewBox) and where a point falls on it (equirectangular). */
async function pointOnMap(map: Locator, lat: number, lng: number) {
  const viewBox = (await map.getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
  const [, , width = 1, height = 1] = viewBox;
  const box = await map.boundingBox();
  if (!box) throw new Error('The map is not on screen');
  const factor = Math.cos((17.2 * Math.PI) / 180);
  const x = (lng + 89.3) * factor * 100;
  const y = (18.6 - lat) * 100;
  return { x: (x / width) * box.width, y: (y / height) * box.height };
}

const numberIn = async (field: Locator) => Number(await field.inputValue());

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function expectAxeClean(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('a merchant places the meeting point on the map; the tour page and the ticket show it with directions', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Big Rock Falls Swim ${tag}`;
  const merchant = await apiLogin(request, MERCHANT_EMAIL, DEMO_PASSWORD);
  const admin = await apiLogin(request, 'admin@example.com', DEMO_PASSWORD);
  const tourId = await createTour(request, merchant, title);
  const approved = await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // Without coordinates the tour page keeps the text meeting point, and shows no map.
  await page.goto(`/tours/${tourId}`);
  const logistics = page.locator('#logistics');
  await expect(logistics.getByText('Shared with you when you book.')).toBeVisible();
  await expect(logistics.getByRole('img', { name: /^Map/ })).toHaveCount(0);
  await expect(logistics.getByRole('link', { name: /^Directions/ })).toHaveCount(0);
  // The page checks the visitor's session after it loads; let that finish before signing in, or its
  // signed-out answer could clear the new session's cookies.
  await page.waitForLoadState('networkidle');

  // The merchant opens the tour form; the map has no pin yet.
  await signInAs(page, MERCHANT_EMAIL);
  await openDashboard(page, `/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
  await main(page)
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Tour' });
  await expect(form).toBeVisible();
  const latitude = form.getByLabel('Latitude', { exact: true });
  const longitude = form.getByLabel('Longitude', { exact: true });
  const map = form.getByRole('img', { name: /^Map/ });
  await expect(map).toHaveAccessibleName('Map of Belize: no meeting point placed');
  await form
    .getByLabel('Meeting point', { exact: true })
    .fill('Big Rock Falls car park, Mountain Pine Ridge');

  // A click on the map places the pin and fills the fields (San Ignacio, to the map's precision).
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: await pointOnMap(map, 17.159, -89.069) });
  await expect.poll(() => numberIn(latitude)).toBeCloseTo(17.159, 1);
  await expect.poll(() => numberIn(longitude)).toBeCloseTo(-89.069, 1);
  await expect(map).toHaveAccessibleName('Map: meeting point near San Ignacio');
  await expect(map.locator('[data-pin]')).toHaveCount(1);

  // Clear takes the pin and both fields away.
  await form.getByRole('button', { name: /^Clear/ }).click();
  await expect(latitude).toHaveValue('');
  await expect(longitude).toHaveValue('');
  await expect(map).toHaveAccessibleName('Map of Belize: no meeting point placed');
  await expect(map.locator('[data-pin]')).toHaveCount(0);

  // With the keyboard only: Tab from the meeting point's text (its Spanish beside it) reaches the
  // latitude, then the longitude; a point outside Belize is refused with the field named.
  await form.getByLabel('Meeting point in Spanish', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(latitude).toBeFocused();
  await page.keyboard.type('25.5');
  await page.keyboard.press('Tab');
  await expect(longitude).toBeFocused();
  await page.keyboard.type('-88.367');
  await form.getByRole('button', { name: 'Save Tour' }).focus();
  await page.keyboard.press('Enter');
  await expect(latitude).toHaveAccessibleDescription('Latitude must be in Belize (between 15.8 and 18.6)');
  await latitude.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('16.5146');
  await expect(latitude).not.toHaveAttribute('aria-invalid', 'true');
  // Typing moves the pin: the Placencia dock.
  await expect(map).toHaveAccessibleName('Map: meeting point near Placencia');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'dialog[open]');
  await form.getByRole('button', { name: 'Save Tour' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden({ timeout: 60_000 });

  // On an approved tour the new meeting point waits for the platform's review (decision 032).
  const waiting = await request.get(`/api/admin/tours/${tourId}/revision`, { headers: bearer(admin) });
  const { version } = (await waiting.json()).revision;
  const reviewed = await request.post(`/api/admin/tours/${tourId}/revision/approve`, {
    headers: bearer(admin),
    data: { version },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);

  // The tour page: the map with the pin, the coordinates as text, and directions to the point.
  const directions = 'https://www.google.com/maps/dir/?api=1&destination=16.5146,-88.367';
  await expect
    .poll(async () => {
      await page.goto(`/tours/${tourId}`);
      return logistics.getByRole('link', { name: /^Directions/ }).count();
    })
    .toBe(1);
  await expect(logistics.getByText('Big Rock Falls car park, Mountain Pine Ridge')).toBeVisible();
  const tourMap = logistics.getByRole('img', { name: 'Map: meeting point near Placencia' });
  await expect(tourMap).toBeVisible();
  await expect(tourMap.locator('[data-pin]')).toHaveCount(1);
  await expect(logistics).toContainText('Coordinates: 16.514600, -88.367000');
  await expect(logistics.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', directions);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, '#logistics');

  // The ticket shows the same map and directions.
  const created = await request.post('/api/bookings', {
    data: {
      tourId,
      date: belizeTomorrow(),
      adults: 1,
      children: 0,
      fullName: 'Kiara Young',
      email: `guest-${tag}@example.com`,
      phone: '+1 305 555 0199',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, accessKey } = (await created.json()) as { booking: { id: string }; accessKey: string };
  const paid = await request.post(`/api/bookings/${booking.id}/pay`, {
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `map-e2e-${tag}` },
    data: { cardName: 'Kiara Young', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(`/confirmation/${booking.id}?key=${accessKey}`);
  const provider = main(page).getByRole('region', { name: 'Your tour provider' });
  await expect(provider.getByRole('img', { name: 'Map: meeting point near Placencia' })).toBeVisible();
  await expect(provider.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', directions);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, 'main');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the latitude and longitude fields still save the meeting point', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const title = `Rio On Pools Picnic ${tag}`;
    const merchant = await apiLogin(request, MERCHANT_EMAIL, DEMO_PASSWORD);
    const admin = await apiLogin(request, 'admin@example.com', DEMO_PASSWORD);
    const tourId = await createTour(request, merchant, title);
    const approved = await request.patch(`/api/admin/tours/${tourId}/approve`, {
      headers: bearer(admin),
      data: { approved: true },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await signInAs(page, MERCHANT_EMAIL);
    await page.goto(`/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
    await main(page)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    const form = main(page).getByRole('region', { name: 'Edit Tour' });
    await expect(form.getByRole('img', { name: 'Map of Belize: no meeting point placed' })).toBeVisible();
    // Placing the pin needs JavaScript, so Clear is not offered; the fields are enough.
    await expect(form.getByRole('button', { name: /^Clear/ })).toHaveCount(0);
    await form.getByLabel('Latitude', { exact: true }).fill('17.1588');
    await form.getByLabel('Longitude', { exact: true }).fill('-89.0696');
    await form.getByRole('button', { name: 'Save Tour' }).click();

    // The new meeting point waits for the platform's review (decision 032), then goes live.
    let version: number | undefined;
    await expect
      .poll(async () => {
        const waiting = await request.get(`/api/admin/tours/${tourId}/revision`, { headers: bearer(admin) });
        version = (await waiting.json()).revision?.version;
        return version;
      })
      .toBeGreaterThan(0);
    const reviewed = await request.post(`/api/admin/tours/${tourId}/revision/approve`, {
      headers: bearer(admin),
      data: { version },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    await expect
      .poll(async () => (await (await request.get(`/api/tours/${tourId}`)).json()).meetingPointCoordinates)
      .toEqual({ lat: 17.1588, lng: -89.0696 });
    await page.goto(`/tours/${tourId}`);
    await expect(
      page.locator('#logistics').getByRole('img', { name: 'Map: meeting point near San Ignacio' }),
    ).toBeVisible();
  });
});
