import { type Page, test } from '@playwright/test';
import {
  apiLogin,
  createTour,
  expect,
  isPhone,
  main,
  openAdmin,
  registerMerchant,
  signInAsAdmin,
  uniqueTag,
} from './admin-helpers';

// Journeys across several screens; the dev server compiles each screen on its first visit.
test.describe.configure({ timeout: 240_000 });

/** Searches an admin list and waits for the address to carry the search. */
async function search(page: Page, label: string, text: string) {
  await main(page).getByLabel(label).fill(text);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  const wanted = new URLSearchParams({ search: text }).toString();
  await expect.poll(() => page.url()).toContain(wanted);
}

/** The table row (desktop) or card (phone) that names `name`. */
function entry(page: Page, name: string) {
  return isPhone(page)
    ? main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
    : main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
}

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
    await search(page, 'Search merchants', merchant.business);
    const row = entry(page, merchant.business);
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await expect(row.getByRole('button', { name: `Deactivate ${merchant.business}` })).toHaveCount(0);

    // The detail shows the application, then approves it.
    await row.getByRole('button', { name: `View ${merchant.business}` }).click();
    const detail = page.getByRole('dialog', { name: merchant.business });
    await expect(detail.getByText(merchant.licence)).toBeVisible();
    await expect(detail.getByText('Birding walks and waterfall hikes')).toBeVisible();
    await expect(detail.getByText('Awaiting approval')).toBeVisible();
    await detail.getByRole('button', { name: 'Approve Merchant' }).click();
    await expect(detail.getByRole('button', { name: 'Deactivate Merchant' })).toBeVisible();
    await expect(detail.getByText('Approved, active')).toBeVisible();
    await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(detail).toBeHidden();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${merchant.business} approved.` }),
    ).toBeVisible();

    // The merchant creates its first tour; it waits for approval and is not public yet.
    const session = await apiLogin(request, merchant.email, merchant.password);
    const title = `Five Blues Lake Birding Walk ${tag}`;
    await createTour(request, session, title);
    expect(await publicListingShows(page, title)).toBe(0);

    // Manage Tours: approve it.
    await openAdmin(page, '/tours', 'Manage Tours');
    await search(page, 'Search tours', title);
    const tourRow = entry(page, title);
    await expect(tourRow.getByText('Pending Approval')).toBeVisible();
    await tourRow.getByRole('button', { name: `View ${title}` }).click();
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
    await expect(tourRow.getByText('Active', { exact: true })).toBeVisible();

    await expect.poll(() => publicListingShows(page, title), { timeout: 15_000 }).toBe(1);

    // Deactivate it from the list: it leaves the public listing.
    await openAdmin(page, `/tours?search=${encodeURIComponent(title)}`, 'Manage Tours');
    await entry(page, title)
      .getByRole('button', { name: `Deactivate ${title}` })
      .click();
    await expect(entry(page, title).getByText('Inactive', { exact: true })).toBeVisible();
    await expect(entry(page, title).getByRole('button', { name: `Activate ${title}` })).toBeVisible();
    await expect.poll(() => publicListingShows(page, title), { timeout: 15_000 }).toBe(0);

    // The audit log records the approvals.
    await openAdmin(page, '/audit', 'Audit log');
    await main(page).getByLabel('Show changes to').selectOption('merchant');
    await expect(main(page).getByRole('heading', { name: 'Merchant approved' }).first()).toBeVisible();
  });

  test('rejecting an application needs a reason, which is kept with it', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const merchant = await registerMerchant(request, tag);
    await signInAsAdmin(page, request);
    await openAdmin(page, '/merchants', 'Manage Merchants');
    await search(page, 'Search merchants', merchant.business);

    await entry(page, merchant.business)
      .getByRole('button', { name: `Reject ${merchant.business}` })
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
    await expect(row.getByRole('button', { name: `Reject ${merchant.business}` })).toHaveCount(0);

    await row.getByRole('button', { name: `View ${merchant.business}` }).click();
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
    const merchant = await registerMerchant(request, tag);
    await signInAsAdmin(page, request);
    await openAdmin(page, '/merchants', 'Manage Merchants');

    if (!isPhone(page)) {
      const header = main(page).getByRole('columnheader', { name: 'Revenue' });
      await expect(header).toHaveAttribute('aria-sort', 'none');
      await header.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/sortBy=revenue/);
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
    }

    await search(page, 'Search merchants', merchant.business);
    await page.route('**/api/admin/merchants/*/approve', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await entry(page, merchant.business)
      .getByRole('button', { name: `Approve ${merchant.business}` })
      .click();
    await expect(main(page).getByRole('alert')).toContainText(
      'Failed to update merchant approval status. Please try again.',
    );
    await expect(entry(page, merchant.business).getByText('Pending Approval')).toBeVisible();

    await search(page, 'Search merchants', `no such business ${tag}`);
    await expect(main(page).getByText('No merchants found matching your criteria.')).toBeVisible();
  });
});
