import { addDays, belizeToday } from '@belizepass/domain';
import { test } from '@playwright/test';
import { approvedMerchantWithTour, bookAndPay, expect, main, signInBrowser } from './admin-helpers';

test.describe.configure({ timeout: 240_000 });
const every = [0, 1, 2, 3, 4, 5, 6];

test('shots', async ({ page, request }, testInfo) => {
  const { merchant, tourId, tag } = await approvedMerchantWithTour(request, testInfo, (tag) => `Altun Ha Maya Site Half-Day Tour ${tag.slice(0, 4)}`, {
    maxParticipants: 10,
    departure_times: [
      { time: '08:00', days: every },
      { time: '13:00', days: every },
    ],
  });
  const date = addDays(belizeToday(), 5);
  await bookAndPay(request, tourId, tag, { date, startTime: '08:00', adults: 2, children: 1, phone: '+501 622 4410', fullName: 'Rosa Maria Coc-Villanueva', email: `rosa-${tag}@example.com` });
  await bookAndPay(request, tourId, tag, { date, startTime: '08:00', adults: 1, fullName: 'Tom Baker', email: `tom-${tag}@example.com`, phone: '+1 305 555 0199' });
  await bookAndPay(request, tourId, tag, { date, startTime: '13:00', adults: 4, fullName: 'Ana Chen', email: `ana-${tag}@example.com` });
  await signInBrowser(page, merchant.email, merchant.password);
  const w = testInfo.project.name === 'phone' ? 390 : 1280;
  await page.setViewportSize({ width: w, height: 2600 });
  await page.goto(`/merchant/dashboard/departures/${tourId}/${date}?time=08:00`);
  await main(page).getByText('Message all guests').click();
  await page.screenshot({ path: `/tmp/ops-shots/list-${w}.png`, fullPage: true });
  await main(page).getByRole('link', { name: 'Close the 8:00 AM departure…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `/tmp/ops-shots/dialog-${w}.png` });
  // Not enough seats: Tom and Rosa (4 seats) to... the afternoon has 6 left; fine. Try a refusal by closing twice? Submit empty reason first.
  await page.getByRole('dialog').getByRole('button', { name: 'Close departure' }).click();
  await page.screenshot({ path: `/tmp/ops-shots/dialog-error-${w}.png` });
});
