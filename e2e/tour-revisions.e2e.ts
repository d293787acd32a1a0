import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import {
  apiLogin,
  bearer,
  createTour,
  DEMO_PASSWORD,
  entry,
  expect,
  main,
  openAdmin,
  searchList,
  signInAsAdmin,
  uniqueTag,
} from './admin-helpers';
import { MERCHANT_EMAIL, openDashboard, signInAs } from './fixtures/merchant-helpers';

// A merchant's edit of an approved tour waits for staff: the public keeps the approved title and
// price until an admin approves the change from its diff (docs/security.md).
test.describe.configure({ timeout: 240_000 });

/** The public tour page's title and whether it shows `price` (whole dollars, as the booking box does). */
async function publicPage(page: Page, tourId: string) {
  await page.goto(`/tours/${tourId}`);
  // The page checks the visitor's session after it loads; a sign-in right after must not race that
  // check, whose signed-out answer clears the cookies.
  await page.waitForLoadState('networkidle');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const box = main(page)
    .getByText(/^\$\d+$/)
    .first();
  return { title: title?.trim(), price: (await box.textContent())?.trim() };
}

test('an admin sees a tour’s pending revision as a diff and approves it', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const oldTitle = `Mayflower Bocawina Falls Hike ${tag}`;
  const newTitle = `Mayflower Bocawina Waterfall Hike and Swim ${tag}`;

  // An approved tour of the demo merchant, public at $65.
  const merchant = await apiLogin(request, MERCHANT_EMAIL, DEMO_PASSWORD);
  const admin = await apiLogin(request, 'admin@example.com', DEMO_PASSWORD);
  const tourId = await createTour(request, merchant, oldTitle);
  const approved = await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect.poll(async () => (await publicPage(page, tourId)).title).toBe(oldTitle);

  // The merchant changes the title and the price in the tour form.
  await signInAs(page, MERCHANT_EMAIL);
  await openDashboard(page, `/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
  const card = main(page).getByRole('article', { name: oldTitle });
  await card.getByRole('link', { name: `Edit ${oldTitle}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Tour' });
  await form.getByLabel('Tour title', { exact: true }).fill(newTitle);
  await form.getByLabel('Price (USD)', { exact: true }).fill('72');
  await form.getByRole('button', { name: 'Save Tour' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });
  await expect(main(page).getByRole('status').filter({ hasText: newTitle })).toContainText(
    "wait for the platform's approval",
  );
  // The form shows what the merchant proposed, and that it waits.
  const changed = main(page).getByRole('article', { name: newTitle });
  await expect(changed.getByText('Changes waiting')).toBeVisible();
  await changed.getByRole('link', { name: `Edit ${newTitle}` }).click();
  await expect(form.getByText('Changes waiting for approval')).toBeVisible();
  await expect(form.getByLabel('Price (USD)', { exact: true })).toHaveValue('72');
  await form.getByRole('link', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // The public page still shows the approved title and price.
  expect(await publicPage(page, tourId)).toEqual({ title: oldTitle, price: '$65' });

  // The admin finds the tour flagged, opens its review and sees old and new values.
  await signInAsAdmin(page, request);
  await openAdmin(page, '/tours?status=changes', 'Manage Tours');
  await expect(main(page).getByLabel('Show')).toHaveValue('changes');
  await searchList(page, 'Search tours', tag);
  const row = entry(page, oldTitle);
  await expect(row.getByText('Changes waiting')).toBeVisible();
  await row.getByRole('link', { name: `View ${oldTitle}` }).click();
  const detail = page.getByRole('dialog', { name: oldTitle });
  const review = detail.getByRole('region', { name: 'Changes waiting for approval' });
  await expect(review).toBeVisible();
  const fields = review.getByRole('list', { name: 'Changed fields' });
  const titleChange = fields
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Title' }) });
  await expect(titleChange).toContainText('Current (public)');
  await expect(titleChange.getByText('Bocawina Falls', { exact: false }).first()).toBeVisible();
  await expect(titleChange.locator('ins')).toContainText(['Waterfall']);
  const priceChange = fields
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Adult price' }) });
  await expect(priceChange.locator('del')).toHaveText('$65.00');
  await expect(priceChange.locator('ins')).toHaveText('$72.00');
  const childChange = fields
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Child price (ages 2-12)' }) });
  await expect(childChange.locator('ins')).toHaveText('$50.40');

  // Readable at 390 px (nothing wider than the screen) and accessible.
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const axe = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await review.getByRole('button', { name: 'Approve changes' }).click();
  // Approved, the tour (and so its dialog) carries the new title.
  await expect(
    page
      .getByRole('dialog', { name: newTitle })
      .getByRole('status')
      .filter({ hasText: `Changes to ${newTitle} approved` }),
  ).toBeVisible();
  await expect(review).toBeHidden();

  // The public page shows the new title and price.
  await expect.poll(() => publicPage(page, tourId)).toEqual({ title: newTitle, price: '$72' });
});

test('rejecting a tour’s changes needs a reason and keeps the approved version', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Gales Point Manatee Watch ${tag}`;
  const merchant = await apiLogin(request, MERCHANT_EMAIL, DEMO_PASSWORD);
  const admin = await apiLogin(request, 'admin@example.com', DEMO_PASSWORD);
  const tourId = await createTour(request, merchant, title);
  await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  const current = (
    (await (await request.get(`/api/merchant/tours/${tourId}`, { headers: bearer(merchant) })).json()) as {
      tour: Record<string, unknown>;
    }
  ).tour;
  const edited = await request.put(`/api/merchant/tours/${tourId}`, {
    headers: bearer(merchant),
    data: {
      ...Object.fromEntries(
        [
          'title',
          'description',
          'duration_hours',
          'location_id',
          'category',
          'schedule_days',
          'start_time',
          'maxParticipants',
          'difficulty',
          'tourist_type',
          'status',
        ].map((key) => [key, current[key]]),
      ),
      price: 9900,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await signInAsAdmin(page, request);
  await openAdmin(page, `/tours?selected=${tourId}`, 'Manage Tours');
  const review = page
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Changes waiting for approval' });
  await review.getByRole('button', { name: 'Reject changes' }).click();
  const reason = review.getByLabel('Reason, if you reject the changes');
  await expect(reason).toHaveAccessibleDescription(/Please tell the merchant why \(at least 3 characters\)/);
  await reason.fill('The new price needs the reason in the description.');
  await review.getByRole('button', { name: 'Reject changes' }).click();
  await expect(
    page.getByRole('dialog', { name: title }).getByRole('status').filter({ hasText: 'rejected' }),
  ).toBeVisible();
  await expect(review).toBeHidden();
  expect(await publicPage(page, tourId)).toEqual({ title, price: '$65' });
});
