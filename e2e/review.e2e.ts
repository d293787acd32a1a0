import { REVIEW_REPLY_MESSAGES } from '@belizepass/domain';
import { expect, type Page, test } from '@playwright/test';
import { gradientPng, openDashboard, signInAs } from './fixtures/merchant-helpers';

// The demo tourist took a tour three weeks ago (a completed booking from the demo data set).
// One review per booking, so this journey runs in one project only.
const main = (page: Page) => page.getByRole('main');

test('a tourist reviews a completed trip with a photo; the operator replies; both show on the tour page', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one review per booking');
  test.slow();
  await page.goto('/login?redirectTo=%2Faccount%2Fbookings');
  // Wait for hydration, so the review form below opens and posts through the page's scripts.
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
  });
  await main(page).getByLabel('Email', { exact: true }).fill('tourist@example.com');
  await main(page).getByLabel('Password', { exact: true }).fill('belize-demo-2026');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/bookings$/);

  const list = main(page).getByRole('list', { name: 'Your bookings' });
  const completed = list.getByRole('listitem').filter({ hasText: 'Completed' });
  const tourName = (await completed.getByRole('link').first().textContent()) ?? '';
  // Each booking offers its ticket (the confirmation with the QR code).
  await expect(completed.getByRole('link', { name: `View ticket for ${tourName}` })).toBeVisible();
  await completed.getByRole('button', { name: 'Write a review' }).click();
  const form = completed.getByRole('form', { name: `Review ${tourName}` });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose a rating from 1 to 5');
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill('Our guide spotted a manatee on the way back. Unforgettable!');
  // A photo is stored as soon as it is chosen (EXIF stripped, sizes made), then posted with the review.
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'manatee.png', mimeType: 'image/png', buffer: gradientPng(640, 480, 200) });
  await expect(form.getByRole('list', { name: 'Photos to post' }).getByRole('img')).toHaveCount(1);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(completed.getByRole('status')).toHaveText(
    'Thank you! Your review now shows on the tour page.',
  );

  await completed.getByRole('link', { name: tourName, exact: true }).click();
  await expect(page).toHaveURL(/\/confirmation\//);
  // The page's request context shares the browser's session cookies.
  const bookingId = page.url().split('/confirmation/')[1]?.split('?')[0];
  const booking = await page.request.get(`/api/bookings/${bookingId}`);
  const bookingTourId = ((await booking.json()) as { tourId: string }).tourId;
  const reviews = await page.request.get(`/api/tours/${bookingTourId}/reviews?limit=50`);
  const mine = ((await reviews.json()) as { reviews: { comment: string; verified: boolean }[] }).reviews.find(
    (r) => r.comment.startsWith('Our guide spotted a manatee'),
  );
  expect(mine?.verified).toBe(true);

  // The operator answers from the dashboard's Reviews screen.
  const operator = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const desk = await operator.newPage();
  await signInAs(desk, 'merchant@example.com');
  await openDashboard(desk, '/merchant/dashboard/reviews');
  const card = desk.getByRole('article', { name: `Review by Tessa Walker of ${tourName}` }).filter({
    hasText: 'Our guide spotted a manatee',
  });
  await expect(card.getByRole('img', { name: 'Photo by Tessa Walker' })).toBeVisible();
  // An empty reply is refused under its field.
  await card.getByRole('button', { name: 'Post reply' }).click();
  await expect(card.getByLabel('Your public reply')).toHaveAttribute('aria-invalid', 'true');
  await expect(card).toContainText(REVIEW_REPLY_MESSAGES.required);
  await card.getByLabel('Your public reply').fill('Thank you, Tessa! The manatees love that channel.');
  await card.getByRole('button', { name: 'Post reply' }).click();
  await expect(card.getByRole('status')).toHaveText('Reply published on the tour page.');
  await operator.close();

  // The tour page shows the review with its photo and the operator's reply.
  await page.goto(`/tours/${bookingTourId}`);
  const review = page
    .getByRole('list', { name: 'Reviews' })
    .getByRole('article')
    .filter({ hasText: 'Our guide spotted a manatee' });
  // The tour has many reviews; more load three at a time.
  await expect(async () => {
    if ((await review.count()) === 0) await page.getByRole('button', { name: 'Load More' }).click();
    await expect(review).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(review.getByRole('img', { name: 'Photo by Tessa Walker' })).toBeVisible();
  await expect(review).toContainText('Reply from Sea Star Adventures');
  await expect(review).toContainText('Thank you, Tessa! The manatees love that channel.');
});
