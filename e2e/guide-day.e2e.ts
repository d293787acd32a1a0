import { belizeTimeNow, belizeToday } from '@belizepass/domain';
import { test } from '@playwright/test';
import {
  apiLogin,
  approvedMerchantWithTour,
  bearer,
  belizeTomorrow,
  bookAndPay,
  createTour,
  expect,
  main,
} from './admin-helpers';
import { createTourist } from './fixtures/account-helpers';
import { linkIn, waitForMail } from './fixtures/mail';
import { openDashboard } from './fixtures/merchant-helpers';

// A fresh merchant, two tours, a guide's account and several screens on a busy machine.
test.describe.configure({ timeout: 300_000 });

test('the owner links a guide to a staff account and puts the guide on a departure; the guide sees exactly that departure on Today', async ({
  page,
}, testInfo) => {
  const request = page.request;
  const { tag, admin, merchant, session, tourId, title } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Night Croc Spotting ${tag}`,
    { start_time: '23:30' },
  );
  const otherTitle = `Firefly Paddle ${tag}`;
  const otherId = await createTour(request, session, otherTitle, { start_time: '23:00' });
  const approved = await request.patch(`/api/admin/tours/${otherId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status()).toBe(200);
  const date = belizeTimeNow() < '22:30' ? belizeToday() : belizeTomorrow();
  await bookAndPay(request, tourId, tag, { date, fullName: 'Ana Cruz' });
  await bookAndPay(request, otherId, tag, { date, fullName: 'Rosa Pop' });

  // The guide joins the business with their own account (invited as Guide).
  const guideName = `Pedro Itzá ${tag}`;
  const guide = await createTourist(request, testInfo, guideName);
  const invited = await request.post('/api/merchant/team/invites', {
    headers: bearer(session),
    data: { email: guide.email, role: 'guide' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(
    linkIn(await waitForMail(guide.email, /^Join /), '/team/join'),
    'http://x',
  ).searchParams.get('token');
  const guideSession = await apiLogin(request, guide.email, guide.password);
  const joined = await request.post('/api/team/invite/accept', {
    headers: bearer(guideSession),
    data: { token },
  });
  expect(joined.status()).toBe(200);

  // The owner adds a guide linked to that account, and puts it on the Night Croc departure.
  const owner = await request.post('/api/session', {
    data: { email: merchant.email, password: merchant.password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(owner.ok()).toBe(true);
  await openDashboard(page, '/merchant/dashboard/resources');
  const add = main(page).getByRole('region', { name: 'Add a resource' });
  await add.getByLabel('Kind').selectOption('guide');
  await add.getByLabel('Name').fill(`Pedro ${tag}`);
  await add.getByLabel('Staff account').selectOption({ label: guideName });
  await add.getByRole('button', { name: 'Add resource' }).click();
  await expect(main(page).getByRole('region', { name: `Pedro ${tag}` })).toContainText(
    `Signs in as ${guideName}`,
  );

  await openDashboard(page, `/merchant/dashboard/departures/${tourId}/${date}`);
  const guides = main(page).getByTestId('departure-guides');
  await guides.getByLabel('Choose a guide').selectOption({ label: `Pedro ${tag}` });
  await guides.getByRole('button', { name: 'Assign guide' }).click();
  await expect(guides.getByRole('listitem')).toContainText(`Pedro ${tag}`);

  // The guide signs in: their day holds the Night Croc departure and nothing else.
  await page.context().clearCookies();
  const signedIn = await request.post('/api/session', {
    data: { email: guide.email, password: guide.password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(signedIn.ok()).toBe(true);
  await openDashboard(page, `/merchant/dashboard?date=${date}`);
  await expect(main(page)).toContainText('You see the departures you are assigned to.');
  const day = main(page)
    .getByRole('list', { name: /departures/i })
    .first();
  await expect(day.getByRole('listitem')).toHaveCount(1);
  await expect(day.getByRole('listitem')).toContainText(title);
  await expect(main(page)).not.toContainText(otherTitle);
  await day.getByRole('link', { name: new RegExp(title) }).click();
  await expect(main(page)).toContainText('Ana Cruz');
});
