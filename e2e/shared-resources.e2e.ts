import { type APIRequestContext, test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  bearer,
  belizeTomorrow,
  bookAndPay,
  createTour,
  expect,
  main,
  signInBrowser,
} from './admin-helpers';

// A fresh merchant, two tours and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

async function seatsLeft(request: APIRequestContext, tourId: string, date: string) {
  const res = await request.get(`/api/tours/${tourId}/availability?from=${date}&to=${date}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { dates: { seatsLeft: number }[] }).dates[0]!.seatsLeft;
}

test('the owner shares a boat between two tours, sells on one, the other shows fewer seats; a guide appears on the passenger list', async ({
  page,
  request,
}, testInfo) => {
  const TOUR = { start_time: '09:00', maxParticipants: 12, duration_hours: 3 };
  const { tag, admin, merchant, session, tourId, title } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Hol Chan snorkel ${tag}`,
    TOUR,
  );
  const cruiseTitle = `Sunset cruise ${tag}`;
  const cruiseId = await createTour(request, session, cruiseTitle, { ...TOUR, start_time: '10:00' });
  const approved = await request.patch(`/api/admin/tours/${cruiseId}/approve`, {
    headers: bearer(admin),
    data: { approved: true },
  });
  expect(approved.status()).toBe(200);
  await signInBrowser(page, merchant.email, merchant.password);

  // The Resources screen: a 12-seat boat used by both tours, and a guide.
  await page.goto('/merchant/dashboard/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  const add = main(page).getByRole('region', { name: 'Add a resource' });
  await add.getByLabel('Kind').selectOption('boat');
  await add.getByLabel('Name').fill(`Reef Runner ${tag}`);
  await add.getByLabel('Seats').fill('12');
  await add.getByRole('checkbox', { name: title }).check();
  await add.getByRole('checkbox', { name: cruiseTitle }).check();
  await add.getByRole('button', { name: 'Add resource' }).click();
  const boat = main(page).getByRole('region', { name: `Reef Runner ${tag}` });
  await expect(boat).toContainText('12 seats');
  await expect(boat).toContainText(cruiseTitle);

  await add.getByLabel('Kind').selectOption('guide');
  await expect(add.getByLabel('Seats')).toHaveCount(0);
  await add.getByLabel('Name').fill(`Maria Chen ${tag}`);
  await add.getByRole('button', { name: 'Add resource' }).click();
  await expect(main(page).getByRole('region', { name: `Maria Chen ${tag}` })).toContainText('Guide');

  // Eight seats sold on the snorkel trip leave the cruise at the same hour four on the boat.
  const date = belizeTomorrow();
  expect(await seatsLeft(request, cruiseId, date)).toBe(12);
  await bookAndPay(request, tourId, tag, { date, adults: 8, fullName: 'Ana Cruz' });
  expect(await seatsLeft(request, cruiseId, date)).toBe(4);
  expect(await seatsLeft(request, tourId, date)).toBe(4);

  // The guide goes on the snorkel departure from its passenger list.
  await page.goto(`/merchant/dashboard/departures/${tourId}/${date}`);
  const guides = main(page).getByTestId('departure-guides');
  await expect(guides).toContainText('No guide assigned yet');
  await guides.getByLabel('Choose a guide').selectOption({ label: `Maria Chen ${tag}` });
  await guides.getByRole('button', { name: 'Assign guide' }).click();
  await expect(guides.getByRole('listitem')).toContainText(`Maria Chen ${tag}`);
  await expect(guides.getByRole('button', { name: `Remove Maria Chen ${tag}` })).toBeVisible();
  await expect(main(page)).toContainText('Ana Cruz');
});
