import { test } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  bearer,
  belizeTomorrow,
  createTour,
  DEMO_PASSWORD,
  entryWithText,
  expect,
  main,
  merchantIdOf,
  registerMerchant,
  signInBrowser,
  uniqueTag,
} from './admin-helpers';
import { waitForForm } from './fixtures/booking-helpers';

// A fresh merchant, the tour form, a booking and the passenger list on a busy machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Signals that are true (docs/decisions/042-tour-signals.md): the operator writes an FAQ and the
 * tour's guide languages; the traveller reads them on the tour page, chooses Spanish when booking,
 * and the operator's passenger list says so.
 */
test('the operator adds an FAQ and two guide languages; the traveller picks Spanish; the passenger list shows it', async ({
  page,
  browser,
  request,
}, testInfo) => {
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
  const title = `Sittee River Canoe ${tag}`;
  const tourId = await createTour(request, session, title, { languages: ['English'] });

  // The operator writes the languages and one question in the tour form (a tour not yet approved:
  // the edit applies at once, then staff approve the tour).
  await signInBrowser(page, merchant.email, merchant.password);
  await page.goto(`/merchant/dashboard/tours?q=${encodeURIComponent(tag)}`);
  await main(page)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Tour' });
  await waitForForm(page);
  await form.getByLabel('Languages', { exact: true }).fill('English, Spanish');
  await form.getByRole('button', { name: 'Add a question' }).click();
  const question = form.getByRole('group', { name: 'Question 1' });
  await question.getByLabel('Question', { exact: true }).fill('Can children paddle?');
  await question
    .getByLabel('Answer', { exact: true })
    .fill('Yes, from 8 years old, in a canoe with an adult.');
  await question.getByLabel('Question in Spanish', { exact: true }).fill('¿Pueden remar los niños?');
  await question
    .getByLabel('Answer in Spanish', { exact: true })
    .fill('Sí, desde los 8 años, en una canoa con un adulto.');
  await form.getByRole('button', { name: 'Save Tour' }).click();
  await expect(form).toBeHidden({ timeout: 60_000 });
  const published = await request.patch(`/api/admin/tours/${tourId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(published.status(), await published.text()).toBe(200);

  // A traveller, signed out, reads the tour page.
  const traveller = await browser.newPage({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.name === 'phone',
    hasTouch: testInfo.project.name === 'phone',
  });
  await traveller.goto(`/tours/${tourId}`);
  const faq = main(traveller).getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.getByText('Yes, from 8 years old, in a canoe with an adult.')).toBeHidden();
  await faq.getByText('Can children paddle?').click();
  await expect(faq.getByText('Yes, from 8 years old, in a canoe with an adult.')).toBeVisible();
  await expect(main(traveller)).toContainText('English, Spanish');
  const signals = main(traveller).getByRole('list', { name: 'Good to know' });
  await expect(signals).toContainText('Instant confirmation');
  await expect(signals).toContainText('Mobile ticket');
  // A new tour has no bookings: neither "booked N times" nor "likely to sell out".
  await expect(signals).not.toContainText('Booked');
  await expect(signals).not.toContainText('sell out');

  // The Spanish page shows the operator's Spanish.
  await traveller.goto(`/es/tours/${tourId}`);
  const faqEs = main(traveller).getByRole('region', { name: 'Preguntas frecuentes' });
  await faqEs.getByText('¿Pueden remar los niños?').click();
  await expect(faqEs.getByText('Sí, desde los 8 años, en una canoa con un adulto.')).toBeVisible();

  // Booking: the guide language is chosen among the tour's two.
  const date = belizeTomorrow();
  await traveller.goto(`/booking/${tourId}?date=${date}&adults=2`);
  await waitForForm(traveller);
  const field = (label: string) => main(traveller).getByLabel(label, { exact: true });
  await field('Full name').fill('Rosa Ical');
  await field('Email').fill(`rosa-${tag}@example.com`);
  await field('Phone number').fill('+501 610 4455');
  await expect(field('Guide language').locator('option')).toHaveText(['No preference', 'English', 'Spanish']);
  await field('Guide language').selectOption('Spanish');
  await main(traveller).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main(traveller).getByRole('heading', { name: 'Payment' })).toBeVisible({ timeout: 30_000 });
  await field('Cardholder name').fill('Rosa Ical');
  await field('Card number').fill('4242 4242 4242 4242');
  await field('Expiry date').fill('1230');
  await field('CVV').fill('123');
  await main(traveller).getByRole('button', { name: /^Pay / }).click();
  await expect(traveller).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  // The ticket names the language.
  await expect(main(traveller)).toContainText('Guide language');
  await expect(main(traveller)).toContainText('Spanish');
  await traveller.close();

  // The operator's passenger list of that departure says Spanish for the guest.
  await page.goto(`/merchant/dashboard/departures/${tourId}/${date}`);
  const guest = entryWithText(page, 'Rosa Ical');
  await expect(guest).toContainText('Spanish');
});
