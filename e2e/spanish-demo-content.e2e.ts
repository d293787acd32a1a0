import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  DEMO_SPANISH_DEALS,
  DEMO_SPANISH_GIFT_CARDS,
  DEMO_SPANISH_TOURS,
} from '../apps/api/src/db/seed/demo-spanish.ts';
import { approvedMerchantWithTour, signInBrowser } from './admin-helpers';
import { es, expectSpanish } from './fixtures/i18n';
import { openDashboard } from './fixtures/merchant-helpers';

// Every traveller-facing text in Spanish (issue 39): a demo tour's page, a deal and a gift card on
// /es read in Spanish throughout, the operators' own words included, with nothing marked as shown
// in English; the regions and the tour's languages are named in Spanish.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The demo tour of that English title. */
async function demoTourId(request: APIRequestContext, title: string) {
  const { tours } = await json<{ tours: { id: string; title: string }[] }>(request, '/api/tours?limit=50');
  const tour = tours.find((t) => t.title === title);
  expect(tour, title).toBeDefined();
  return tour!.id;
}

async function expectNothingInEnglish(page: Page) {
  await expectSpanish(page);
  await expect(main(page).getByText(es('Shown in English'))).toHaveCount(0);
  await expect(main(page).locator('[lang="en"]')).toHaveCount(0);
}

async function expectReadable(page: Page) {
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
}

test('a demo tour reads in Spanish on /es: its lists, transport, safety, region and languages', async ({
  page,
  request,
}) => {
  const spanish = DEMO_SPANISH_TOURS['xunantunich-maya-site']!;
  const id = await demoTourId(request, 'Xunantunich Maya Temple Half-Day Tour');
  await page.goto(`/es/tours/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.title);
  for (const line of [...spanish.inclusions, ...spanish.exclusions, ...spanish.bringItems]) {
    await expect(main(page).getByText(line, { exact: true })).toBeVisible();
  }
  await expect(main(page).getByText(spanish.transport)).toBeVisible();
  await expect(main(page).getByText(spanish.safetyInfo)).toBeVisible();
  await expect(main(page).getByText('Walking shoes')).toHaveCount(0);
  await expect(main(page).getByText('Distrito de Cayo').first()).toBeVisible();
  await expect(main(page).getByText("Inglés, español, q'eqchi'")).toBeVisible();
  await expectNothingInEnglish(page);
  await expectReadable(page);

  // The English page is as it was.
  await page.goto(`/tours/${id}`);
  await expect(main(page).getByText('Walking shoes', { exact: true })).toBeVisible();
  await expect(main(page).getByText("English, Spanish, Q'eqchi'")).toBeVisible();
});

test('a deal and a gift card read in Spanish on /es', async ({ page, request }) => {
  const { deals } = await json<{ deals: { id: string; title: string }[] }>(request, '/api/deals?limit=50');
  const deal = deals.find((d) => d.title === 'Three-Course Seafood Dinner for Two on the Beach');
  expect(deal).toBeDefined();
  const spanishDeal = DEMO_SPANISH_DEALS['caribena-seafood-dinner']!;
  await page.goto(`/es/deals/${deal!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishDeal.title);
  await expect(main(page).getByText(spanishDeal.description)).toBeVisible();
  await expectNothingInEnglish(page);

  const card = DEMO_SPANISH_GIFT_CARDS['mgc-3']!;
  await page.goto('/es/giftcards/mgc-3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
  await expect(main(page).getByText(card.longDescription)).toBeVisible();
  await expect(main(page).getByText(card.features[0]!)).toBeVisible();
  await expect(main(page).getByText('Distrito de Cayo', { exact: true })).toBeVisible();
  await expectNothingInEnglish(page);
  await expectReadable(page);
});

test('the operator sees which texts lack Spanish, and the list shrinks as they write one', async ({
  page,
  request,
}, testInfo) => {
  const { tag, merchant, title } = await approvedMerchantWithTour(
    request,
    testInfo,
    (t) => `Mexico Rocks Snorkel ${t}`,
    { inclusions: ['Snorkel gear'], transport: 'Covered boat' },
  );
  await signInBrowser(page, merchant.email, merchant.password);
  const openForm = async () => {
    await openDashboard(page, `/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
    await main(page)
      .getByRole('article', { name: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    return page.getByRole('dialog', { name: 'Edit Tour' });
  };
  const missing = (fields: string) =>
    `Not yet written in Spanish: ${fields}. Spanish pages show the English for these.`;

  let form = await openForm();
  await expect(form.getByText(missing("Title, Description, What's included, Transport"))).toBeVisible();
  // Each Spanish field beside its English, marked while missing; the list shrinks as they type.
  const transport = form.locator('[data-bilingual="transport"]');
  await expect(transport.getByLabel('Transport', { exact: true })).toHaveValue('Covered boat');
  await expect(transport.getByText('Missing: the Spanish pages show the English.')).toBeVisible();
  await form.getByLabel("What's included in Spanish").fill('Equipo de snorkel');
  await expect(form.getByText(missing('Title, Description, Transport'))).toBeVisible();
  await form.getByLabel('Transport in Spanish').fill('Lancha techada');
  await expect(form.getByText(missing('Title, Description'))).toBeVisible();
  await expect(transport.getByText('Missing: the Spanish pages show the English.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save Tour' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });

  form = await openForm();
  await expect(form.getByText(missing('Title, Description'))).toBeVisible();
  await expect(form.getByLabel("What's included in Spanish")).toHaveValue('Equipo de snorkel');
});
