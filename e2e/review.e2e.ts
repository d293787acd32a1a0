import { expect, type Page, test } from '@playwright/test';

// The demo tourist took a tour three weeks ago (a completed booking from the demo data set).
// One review per booking, so this journey runs in one project only.
const main = (page: Page) => page.getByRole('main');

test('a tourist reviews a completed trip and the review is published as a verified booking', async ({
  page,
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
});
