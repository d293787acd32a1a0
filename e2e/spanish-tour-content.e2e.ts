import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { approvedMerchantWithTour, bearer, expect, main, signInBrowser } from './admin-helpers';
import { openDashboard } from './fixtures/merchant-helpers';

// Operators' text in two languages (docs/decisions/029-spanish-edition.md): a merchant adds a
// Spanish title and description to a tour; the Spanish page shows them, and the meeting point the
// merchant left in English only, marked as such.
test.describe.configure({ timeout: 240_000 });

test('a merchant adds Spanish text to a tour and the Spanish page shows it, English where none', async ({
  page,
  request,
}, testInfo) => {
  const meetingPoint = 'Meet at the San Ignacio market, by the bus stop';
  const { tag, admin, merchant, tourId, title } = await approvedMerchantWithTour(
    request,
    testInfo,
    (t) => `Rio Frio Cave Walk ${t}`,
    { meeting_point: meetingPoint },
  );
  const spanishTitle = `Caminata a la cueva Río Frío ${tag}`;
  const spanishDescription = 'Una caminata guiada por la selva hasta la cueva, con baño en el río.';

  // The merchant writes the Spanish title and description in the tour form.
  await signInBrowser(page, merchant.email, merchant.password);
  await openDashboard(page, `/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
  await main(page)
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Tour' });
  // Each Spanish field sits beside its English one.
  const titleEs = form.getByLabel('Tour title in Spanish');
  await expect(titleEs).toHaveAttribute('lang', 'es');
  await titleEs.fill(spanishTitle);
  await form.getByLabel('Description in Spanish').fill(spanishDescription);
  await expect(form.getByLabel('Meeting point in Spanish')).toHaveValue('');
  await form.getByRole('button', { name: 'Save Tour' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });

  // Like the English, the Spanish title and description of an approved tour wait for staff.
  const review = await request.get(`/api/admin/tours/${tourId}/revision`, { headers: bearer(admin) });
  expect(review.status(), await review.text()).toBe(200);
  const { revision } = (await review.json()) as {
    revision: { version: number; changes: { field: string }[] };
  };
  expect(revision.changes.map((c) => c.field)).toEqual(['title_es', 'description_es']);
  const approved = await request.post(`/api/admin/tours/${tourId}/revision/approve`, {
    headers: bearer(admin),
    data: { version: revision.version },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The Spanish page: the Spanish title and description, the meeting point in English, marked.
  await page.goto(`/es/tours/${tourId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(spanishTitle);
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(main(page).getByText(spanishDescription)).toBeVisible();
  const meeting = main(page).getByText(meetingPoint);
  await expect(meeting).toBeVisible();
  await expect(meeting).toHaveAttribute('lang', 'en');
  const logistics = main(page).locator('#logistics');
  await expect(logistics.getByText('Se muestra en inglés')).toBeVisible();
  await expect(main(page).getByText('Se muestra en inglés')).toHaveCount(1);

  // The English page is as it was.
  await page.goto(`/tours/${tourId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(main(page).getByText('Shown in English')).toHaveCount(0);

  // Readable at 390 px and accessible, in Spanish.
  await page.goto(`/es/tours/${tourId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
