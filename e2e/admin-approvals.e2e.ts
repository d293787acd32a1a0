import { type Page, test } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  createTour,
  DEMO_PASSWORD,
  entry,
  expect,
  main,
  merchantIdOf,
  openAdmin,
  registerMerchant,
  searchList,
  signInAsAdmin,
  uniqueTag,
} from './admin-helpers';
import { waitForHydration } from './fixtures/deal-helpers';

// Journeys across several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** How many tour cards on the public listing's search for `title` carry it (0 or 1). */
async function publicListingShows(page: Page, title: string) {
  await page.goto(`/tours?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return main(page).getByRole('heading', { name: title, exact: true }).count();
}

test.describe('admin approvals', () => {
  test('a new merchant is approved, its first tour approved and listed, then deactivated and gone', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const merchant = await registerMerchant(request, tag);
    await signInAsAdmin(page, request);

    // Manage Merchants: the application waits for approval.
    await openAdmin(page, '/merchants', 'Manage Merchants');
    await main(page).getByLabel('Show').selectOption('pending');
    await expect(page).toHaveURL(/status=pending/);
    await searchList(page, 'Search merchants', merchant.business);
    const row = entry(page, merchant.business);
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await expect(row.getByRole('button', { name: `Deactivate ${merchant.business}` })).toHaveCount(0);

    // The detail (opened by the address) shows the application, then approves it.
    await row.getByRole('link', { name: `View ${merchant.business}` }).click();
    await expect(page).toHaveURL(/selected=[0-9a-f-]{36}/);
    const detail = page.getByRole('dialog', { name: merchant.business });
    await expect(detail.getByText(merchant.licence)).toBeVisible();
    await expect(detail.getByText('Birding walks and waterfall hikes')).toBeVisible();
    await expect(detail.getByText('Awaiting approval')).toBeVisible();
    await detail.getByRole('button', { name: 'Approve Merchant' }).click();
    await expect(detail.getByRole('button', { name: 'Deactivate Merchant' })).toBeVisible();
    await expect(detail.getByText('Approved, active')).toBeVisible();
    await expect(
      detail.getByRole('status').filter({ hasText: `${merchant.business} approved.` }),
    ).toBeVisible();
    await detail.getByRole('link', { name: 'Close', exact: true }).last().click();
    await expect(detail).toBeHidden();
    // No longer pending: the list of pending merchants no longer has it; all merchants show it active.
    await expect(row).toHaveCount(0);
    await main(page).getByLabel('Show').selectOption('all');
    await expect(entry(page, merchant.business).getByText('Active', { exact: true })).toBeVisible();

    // The merchant creates its first tour; it waits for approval and is not public yet.
    const session = await apiLogin(request, merchant.email, merchant.password);
    const title = `Five Blues Lake Birding Walk ${tag}`;
    await createTour(request, session, title);
    expect(await publicListingShows(page, title)).toBe(0);

    // Manage Tours: approve it.
    await openAdmin(page, '/tours', 'Manage Tours');
    await searchList(page, 'Search tours', title);
    const tourRow = entry(page, title);
    await expect(tourRow.getByText('Pending Approval')).toBeVisible();
    await tourRow.getByRole('link', { name: `View ${title}` }).click();
    const tourDetail = page.getByRole('dialog', { name: title });
    await expect(tourDetail.getByText(merchant.business)).toBeVisible();
    await expect(tourDetail.getByText('4 hours')).toBeVisible();
    await expect(tourDetail.getByText('N/A').first()).toBeVisible();
    await expect(tourDetail.getByRole('link', { name: /View public page/ })).toHaveAttribute(
      'href',
      /\/tours\/[0-9a-f-]{36}$/,
    );
    await tourDetail.getByRole('button', { name: 'Approve Tour' }).click();
    await expect(tourDetail.getByRole('button', { name: 'Deactivate Tour' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tourDetail).toBeHidden();
    await expect(page).not.toHaveURL(/selected=/);
    await expect(tourRow.getByText('Active', { exact: true })).toBeVisible();

    await expect.poll(() => publicListingShows(page, title), { timeout: 15_000 }).toBe(1);

    // Deactivate it from the list: it leaves the public listing.
    await openAdmin(page, `/tours?search=${encodeURIComponent(title)}`, 'Manage Tours');
    await entry(page, title)
      .getByRole('button', { name: `Deactivate ${title}` })
      .click();
    await expect(entry(page, title).getByText('Inactive', { exact: true })).toBeVisible();
    await expect(entry(page, title).getByRole('button', { name: `Activate ${title}` })).toBeVisible();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${title} deactivated.` }),
    ).toBeVisible();
    await expect.poll(() => publicListingShows(page, title), { timeout: 15_000 }).toBe(0);

    // The audit log says who approved which merchant, by name.
    await openAdmin(page, '/audit', 'Audit log');
    // The filter applies on change once the page's script runs (a choice made before is not sent).
    await waitForHydration(page, 'main select[name="entityType"]');
    await main(page).getByLabel('Show changes to').selectOption('merchant');
    await expect(page).toHaveURL(/entityType=merchant/);
    const approval = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Merchant approved' }) })
      .filter({ hasText: merchant.business });
    await expect(approval).toContainText(`by ${ADMIN.name}`);
    await expect(approval).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  test('rejecting an application needs a reason, which is kept with it', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const merchant = await registerMerchant(request, tag);
    await signInAsAdmin(page, request);
    await openAdmin(page, '/merchants', 'Manage Merchants');
    await searchList(page, 'Search merchants', merchant.business);

    await entry(page, merchant.business)
      .getByRole('link', { name: `Reject ${merchant.business}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${merchant.business}?` });
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    const reason = dialog.getByLabel('Reason for rejection');
    await expect(reason).toHaveAccessibleDescription(
      'Please give the applicant a reason (at least 3 characters)',
    );
    await reason.fill('The BTB licence number could not be verified.');
    await dialog.getByRole('button', { name: 'Reject Application' }).click();
    await expect(dialog).toBeHidden();
    const row = entry(page, merchant.business);
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Reject ${merchant.business}` })).toHaveCount(0);

    await row.getByRole('link', { name: `View ${merchant.business}` }).click();
    await expect(
      page
        .getByRole('dialog', { name: merchant.business })
        .getByText('The BTB licence number could not be verified.'),
    ).toBeVisible();
  });

  test('a failed approval is reported in an alert, and sorting is announced on the column', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    // The applicant has not confirmed their email address: the API refuses the approval.
    const merchant = await registerMerchant(request, tag, { verifyEmail: false });
    await signInAsAdmin(page, request);
    await openAdmin(page, '/merchants', 'Manage Merchants');

    if (testInfo.project.name !== 'phone') {
      const header = main(page).getByRole('columnheader', { name: 'Revenue' });
      await expect(header).toHaveAttribute('aria-sort', 'none');
      await header.getByRole('link').focus();
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/sortBy=revenue/);
      await expect(header.getByRole('link')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
    } else {
      // Phones sort with the toolbar's selects.
      await main(page).getByLabel('Sort by').selectOption('revenue');
      await expect(page).toHaveURL(/sortBy=revenue/);
    }

    await searchList(page, 'Search merchants', merchant.business);
    await entry(page, merchant.business)
      .getByRole('button', { name: `Approve ${merchant.business}` })
      .click();
    await expect(main(page).getByRole('alert')).toContainText(
      'Failed to update merchant approval status. Please try again.',
    );
    await expect(main(page).getByRole('alert')).toContainText('has not confirmed their email address');
    await expect(entry(page, merchant.business).getByText('Pending Approval')).toBeVisible();

    await searchList(page, 'Search merchants', `no such business ${tag}`);
    await expect(main(page).getByText('No merchants found matching your criteria.')).toBeVisible();
  });
});

test.describe('admin approvals without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an admin signs in with the form, finds the pending merchant and approves it', async ({
    page,
    request,
  }, testInfo) => {
    const merchant = await registerMerchant(request, uniqueTag(testInfo));

    await page.goto('/login');
    await main(page).getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // Merchants, from the Pending Approvals figure of the overview.
    await main(page).getByRole('link', { name: 'Review merchant applications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Merchants' })).toBeVisible();
    await expect(main(page).getByLabel('Show')).toHaveValue('pending');
    await searchList(page, 'Search merchants', merchant.business);

    // The detail is a page of its own address, closed by a link.
    const row = entry(page, merchant.business);
    await row.getByRole('link', { name: `View ${merchant.business}` }).click();
    const detail = page.getByRole('dialog', { name: merchant.business });
    await expect(detail.getByText('Awaiting approval')).toBeVisible();
    await detail.getByRole('link', { name: 'Close', exact: true }).last().click();
    await expect(detail).toHaveCount(0);

    await row.getByRole('button', { name: `Approve ${merchant.business}` }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${merchant.business} approved.` }),
    ).toBeVisible();
    await expect(entry(page, merchant.business).getByText('Active', { exact: true })).toBeVisible();
    await expect(
      entry(page, merchant.business).getByRole('button', { name: `Deactivate ${merchant.business}` }),
    ).toBeVisible();
  });
});

test('an approval posted from another site is refused', async ({ request }, testInfo) => {
  const admin = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
  const merchant = await registerMerchant(request, uniqueTag(testInfo));
  const id = await merchantIdOf(request, admin, merchant.business);
  const session = await request.post('/api/session', {
    data: { email: ADMIN.email, password: DEMO_PASSWORD },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(session.status()).toBe(200);
  const forged = await request.post('/admin/dashboard/merchants', {
    form: { intent: 'approve', id },
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  const after = await request.get('/api/admin/merchants', {
    headers: bearer(admin),
    params: { search: merchant.business },
  });
  expect(((await after.json()) as { merchants: { status: string }[] }).merchants[0]?.status).toBe(
    'pending_approval',
  );
});
