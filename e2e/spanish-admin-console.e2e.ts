import { readFileSync } from 'node:fs';
import { type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  DEMO_PASSWORD,
  expect,
  main,
  registerMerchant,
  uniqueTag,
} from './admin-helpers';
import { englishOnlyTexts, es, expectSpanish } from './fixtures/i18n';

/** The admin console's own texts in Spanish, by key (packages/domain/messages/admin). */
const ADMIN_ES = JSON.parse(
  readFileSync(new URL('../packages/domain/messages/admin/es.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const t = (key: string) => {
  const text = ADMIN_ES[key];
  expect(typeof text, `admin message ${key}`).toBe('string');
  return text!;
};

/** Every screen of the console, with the key of its heading. */
const SCREENS = [
  { path: '', title: 'admin_overview_title' },
  { path: '/merchants', title: 'admin_merchants_title' },
  { path: '/tours', title: 'admin_tours_title' },
  { path: '/deals', title: 'admin_deals_title' },
  { path: '/bookings', title: 'admin_bookings_title' },
  { path: '/users', title: 'admin_tourists_title' },
  { path: '/payouts', title: 'admin_payouts_title' },
  { path: '/settings', title: 'admin_settings_title' },
  { path: '/audit', title: 'admin_audit_title' },
] as const;

async function openScreen(page: Page, path: string, titleKey: string) {
  await page.goto(`/es/admin/dashboard${path}`);
  await expect(page.getByRole('heading', { level: 1, name: t(titleKey) })).toBeVisible({ timeout: 60_000 });
}

/** Waits until the page's scripts have taken over its form (client validation runs then). */
async function waitForHydratedForm(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const form = document.querySelector(css);
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
  }, selector);
}

// A journey across every screen on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.describe('the admin console in Spanish', () => {
  test('staff sign in on the Spanish page and work every screen, a record, an export and a form in Spanish', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console at a desk; phones are checked below');
    const english = englishOnlyTexts();
    const admin = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
    // An application of this test only, waiting for approval (to be turned down without a reason).
    const applicant = await registerMerchant(request, uniqueTag(testInfo), { verifyEmail: false });

    await page.goto('/es/login');
    await waitForHydratedForm(page, 'main form');
    await main(page).getByLabel(es('Email'), { exact: true }).fill(ADMIN.email);
    await main(page).getByLabel(es('Password'), { exact: true }).fill(DEMO_PASSWORD);
    await main(page)
      .getByRole('button', { name: es('Sign In') })
      .click();
    await expect(page).toHaveURL(/\/es\/admin\/dashboard$/, { timeout: 60_000 });

    for (const screen of SCREENS) {
      await openScreen(page, screen.path, screen.title);
      await expect(page).toHaveTitle(`${t(screen.title)} | ${t('admin_console_name')} | BelizePass`);
      await expectSpanish(page, english);
    }

    // The sidebar names every screen in Spanish.
    const nav = page.getByRole('navigation', { name: `Secciones de ${t('admin_console_name')}` });
    for (const key of ['admin_nav_merchants', 'admin_nav_payouts', 'admin_nav_audit']) {
      await expect(nav.getByRole('link', { name: t(key), exact: true })).toBeVisible();
    }

    // One merchant's record, opened from its row, in Spanish.
    const merchants = (await (
      await request.get('/api/admin/merchants', {
        headers: bearer(admin),
        params: { status: 'approved', limit: 1 },
      })
    ).json()) as { merchants: { id: string; business_name: string }[] };
    const merchant = merchants.merchants[0]!;
    await openScreen(page, '/merchants', 'admin_merchants_title');
    await main(page)
      .getByRole('link', { name: `${t('admin_action_view')} ${merchant.business_name}` })
      .first()
      .click();
    const record = page.getByRole('dialog', { name: merchant.business_name });
    await expect(record).toBeVisible();
    await expect(
      record.getByRole('heading', { name: t('admin_merchant_contact_information') }),
    ).toBeVisible();
    await expect(record.getByText(t('admin_merchant_commission_label'))).toBeVisible();
    await expectSpanish(page, english);

    // A booking's record with its payments and history.
    const bookings = (await (
      await request.get('/api/admin/bookings', { headers: bearer(admin), params: { limit: 1 } })
    ).json()) as { bookings: { id: string }[] };
    expect(bookings.bookings.length, 'a booking on the platform').toBeGreaterThan(0);
    {
      await page.goto(`/es/admin/dashboard/bookings?selected=${bookings.bookings[0]!.id}`);
      const booking = page.getByRole('dialog');
      await expect(booking.getByRole('heading', { name: t('admin_booking_payments') })).toBeVisible({
        timeout: 60_000,
      });
      await expectSpanish(page, english);

      // Export CSV keeps the page's language: the file's headers are Spanish.
      const exportLink = main(page).getByRole('link', { name: t('admin_export_csv') });
      const href = await exportLink.getAttribute('href');
      expect(href).toMatch(/^\/es\/admin\/export\/bookings\.csv/);
      const csv = await page.request.get(href!);
      expect(csv.status()).toBe(200);
      expect((await csv.text()).split('\r\n')[0]).toMatch(
        /^ID de reserva,Código de confirmación,Tour,Comercio,/,
      );
    }

    // The payout dialog.
    await page.goto('/es/admin/dashboard/payouts?process=1');
    await expect(page.getByRole('dialog', { name: t('admin_payout_process') })).toBeVisible({
      timeout: 60_000,
    });
    await expectSpanish(page, english);

    // Turning an application down without a reason: the form says why, in Spanish, and nothing is sent.
    const applicantId = (
      (await (
        await request.get('/api/admin/merchants', {
          headers: bearer(admin),
          params: { search: applicant.business, limit: 5 },
        })
      ).json()) as { merchants: { id: string }[] }
    ).merchants[0]!.id;
    await page.goto(`/es/admin/dashboard/merchants?reject=${applicantId}`);
    const reject = page.getByRole('dialog', { name: `¿Rechazar a ${applicant.business}?` });
    await expect(reject).toBeVisible({ timeout: 60_000 });
    await waitForHydratedForm(page, '#reject-merchant');
    await reject.getByRole('button', { name: t('admin_reject_application') }).click();
    await expect(
      reject.getByText(es('Please give the applicant a reason (at least 3 characters)')),
    ).toBeVisible();
    await expectSpanish(page, english);
    const still = await request.get(`/api/admin/merchants/${applicantId}`, { headers: bearer(admin) });
    expect(((await still.json()) as { rejected_at: string | null }).rejected_at).toBeNull();

    // A commission rate that is not a number: refused with the Spanish message, the setting unchanged.
    await openScreen(page, '/settings', 'admin_settings_title');
    await waitForHydratedForm(page, '#general-settings');
    const rate = main(page).getByLabel(t('admin_settings_commission_rate'));
    await rate.fill('quince');
    await main(page)
      .getByRole('button', { name: t('admin_settings_save_general') })
      .click();
    await expect(
      main(page).getByText(es('Commission rate must be a whole number from 0 to 100')),
    ).toBeVisible();
    await expectSpanish(page, english);
  });

  test('a Spanish admin screen fits a 390 px phone', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone layout');
    const english = englishOnlyTexts();
    await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
    const signedIn = await page.request.post('/api/session', {
      data: { email: ADMIN.email, password: DEMO_PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signedIn.status()).toBe(200);
    for (const screen of [SCREENS[1], SCREENS[6], SCREENS[7]]) {
      await openScreen(page, screen.path, screen.title);
      await expectSpanish(page, english);
      // Nothing wider than the screen: long Spanish words wrap.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page wider than the phone on ${screen.path}`).toBeLessThanOrEqual(0);
    }
    await openScreen(page, '/merchants', 'admin_merchants_title');
    await page.screenshot({ path: testInfo.outputPath('admin-merchants-es-390.png'), fullPage: true });
  });
});
