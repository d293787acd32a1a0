import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { linkIn, waitForMail } from './fixtures/mail';

/** Shared steps of the admin dashboard journeys (e2e/admin-*.e2e.ts). */

/**
 * The admin screens render on the server, but a busy machine (two projects, other test files) can
 * be slow to answer, so these journeys wait longer than the default for what they expect.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const DEMO_PASSWORD = 'belize-demo-2026';
export const ADMIN = { email: 'admin@example.com', name: 'Andre Castillo' };

export const main = (page: Page) => page.getByRole('main');
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A tag no other test (or project, or run) uses. */
export function uniqueTag(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

export interface Session {
  token: string;
  refreshToken: string;
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `login ${email}`).toBe(200);
  const body = (await response.json()) as Session;
  return { token: body.token, refreshToken: body.refreshToken };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/**
 * Signs the browser context in as `email` through `POST /api/session`: the page's request context
 * shares the browser's cookie jar, so the HttpOnly session cookies land where the pages read them.
 */
export async function signInBrowser(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/session', {
    data: { email, password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(response.status(), `browser sign-in ${email}`).toBe(200);
}

/** Signs the browser in as the demo admin. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
  await signInBrowser(page, ADMIN.email);
  return session;
}

/** The table row (desktop) or card (phone) whose name is `name`: the list shows one of the two. */
export function entry(page: Page, name: string) {
  return isPhone(page)
    ? main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
    : main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
}

/** The table row (desktop) or card (phone) that mentions `text`. */
export function entryWithText(page: Page, text: string) {
  return isPhone(page)
    ? main(page).getByRole('listitem').filter({ hasText: text })
    : main(page).getByRole('row').filter({ hasText: text });
}

/** Searches an admin list (the toolbar's GET form) and waits for the address to carry the search. */
export async function searchList(page: Page, label: string, text: string) {
  await main(page).getByLabel(label).fill(text);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  const wanted = new URLSearchParams({ search: text }).toString();
  await expect.poll(() => page.url()).toContain(wanted);
}

/** Opens an admin screen and waits for its heading. */
export async function openAdmin(page: Page, path: string, heading: string) {
  await page.goto(`/admin/dashboard${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 60_000 });
}

export interface FreshMerchant {
  email: string;
  password: string;
  business: string;
  licence: string;
}

/**
 * Applies to sell through the sign-up API: a merchant_admin with a pending application. The
 * applicant confirms their email from the captured email (applications are approved only then),
 * unless `verifyEmail` is false.
 */
export async function registerMerchant(
  request: APIRequestContext,
  tag: string,
  { verifyEmail = true }: { verifyEmail?: boolean } = {},
): Promise<FreshMerchant> {
  const merchant = {
    email: `admin-e2e-${tag}@example.com`,
    password: 'hummingbird-2026',
    business: `Hummingbird Trails ${tag}`,
    licence: `BTB-TO-${tag.slice(-4).toUpperCase()}`,
  };
  const response = await request.post('/api/auth/signup', {
    data: {
      email: merchant.email,
      password: merchant.password,
      full_name: 'Marisol Chan',
      phone_number: '+501 822-4410',
      role: 'merchant_admin',
      merchant_application: {
        business_name: merchant.business,
        description: 'Birding walks and waterfall hikes along the Hummingbird Highway.',
        contact_email: `trips-${tag}@example.com`,
        btb_licence_number: merchant.licence,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (verifyEmail) {
    const mail = await waitForMail(merchant.email, 'We received your BelizePass merchant application');
    const token = new URL(linkIn(mail, '/verify-email'), 'http://localhost').searchParams.get('token');
    const verified = await request.post('/api/auth/verify-email', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return merchant;
}

/** The merchant's id, from the admin list. */
export async function merchantIdOf(request: APIRequestContext, admin: Session, business: string) {
  const response = await request.get('/api/admin/merchants', {
    headers: bearer(admin),
    params: { search: business, limit: 5 },
  });
  const body = (await response.json()) as { merchants: { id: string; business_name: string }[] };
  const found = body.merchants.find((m) => m.business_name === business);
  expect(found, `merchant ${business}`).toBeTruthy();
  return found!.id;
}

/** Creates a tour through the merchant API (every weekday, so any date can be booked). */
/** What a tour is made of when a test does not say (an every-day morning walk in Cayo, 8 seats). */
const TOUR_DEFAULTS = {
  description: 'A guided morning walk to the falls with a swim and a picnic of local fruit.',
  price: 6500,
  duration_hours: 4,
  location_id: 'cayo-district',
  category: 'adventure',
  schedule_days: [0, 1, 2, 3, 4, 5, 6],
  start_time: '08:00',
  maxParticipants: 8,
  difficulty: 'moderate',
  tourist_type: 'adventurous',
  status: 'active',
};

/** Creates a tour of the merchant's (`fields` over the defaults); resolves to its id. */
export async function createTour(
  request: APIRequestContext,
  merchant: Session,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const response = await request.post('/api/merchant/tours', {
    headers: bearer(merchant),
    data: { ...TOUR_DEFAULTS, ...fields, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { tour: { id: string } }).tour.id;
}

/**
 * A merchant of this test only, approved, with one approved tour titled `titleOf(tag)` (`fields`
 * over the defaults): nothing another test (or the other project) does can move, pay out or cancel
 * its bookings.
 */
export async function approvedMerchantWithTour(
  request: APIRequestContext,
  testInfo: TestInfo,
  titleOf: (tag: string) => string,
  fields: Record<string, unknown> = {},
) {
  const tag = uniqueTag(testInfo);
  const admin = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
  const merchant = await registerMerchant(request, tag);
  const merchantId = await merchantIdOf(request, admin, merchant.business);
  const approved = await request.patch(`/api/admin/merchants/${merchantId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status()).toBe(200);
  const session = await apiLogin(request, merchant.email, merchant.password);
  const title = titleOf(tag);
  const tourId = await createTour(request, session, title, fields);
  const tour = await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(tour.status()).toBe(200);
  return { tag, admin, merchant, merchantId, session, tourId, title };
}

/** Tomorrow's date in Belize (UTC-6 all year). */
export function belizeTomorrow(): string {
  const now = new Date(Date.now() - 6 * 3_600_000 + 24 * 3_600_000);
  return now.toISOString().slice(0, 10);
}

/** Who books and what, when a test does not say: two adults for tomorrow, as a guest. */
interface BookingOf {
  date?: string;
  adults?: number;
  children?: number;
  fullName?: string;
  email?: string;
  phone?: string;
  /** The tourist's session, for a booking of their account. */
  token?: string;
  hotel?: string;
  specialRequirements?: string;
  /** HH:MM: the departure of a date with several. */
  startTime?: string;
}

/**
 * Books and pays a tour by card (the guest's email unique to `tag`, unless given); resolves to the
 * booking's id, price, access key and confirmation code.
 */
export async function bookAndPay(
  request: APIRequestContext,
  tourId: string,
  tag: string,
  { token, date = belizeTomorrow(), fullName = 'Kiara Young', ...rest }: BookingOf = {},
) {
  const created = await request.post('/api/bookings', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: {
      adults: 2,
      children: 0,
      email: `guest-${tag}@example.com`,
      phone: '+1 305 555 0199',
      ...rest,
      tourId,
      date,
      fullName,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking, accessKey } = (await created.json()) as {
    booking: { id: string; price: { parkFee: { amount: number; payment: string } | null; total: number } };
    accessKey: string;
  };
  const paid = await request.post(`/api/bookings/${booking.id}/pay`, {
    headers: { 'x-booking-key': accessKey, 'idempotency-key': `e2e-pay-${booking.id}` },
    data: { cardName: fullName, cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { confirmationCode } = (await paid.json()) as { confirmationCode: string };
  return { id: booking.id, price: booking.price, accessKey, confirmationCode };
}

/**
 * Runs `fn` while holding a lock shared by every worker on this machine, so two projects never
 * change the same platform setting at once. A lock older than two minutes is taken over.
 */
export async function withMachineLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `belizepass-e2e-lock-${name}`);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > 120_000) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the ${name} lock`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
