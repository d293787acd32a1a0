import AxeBuilder from '@axe-core/playwright';
import { addDays, belizeTimeNow, belizeToday } from '@belizepass/domain';
import { type Page, test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  belizeTomorrow,
  bookAndPay,
  entryWithText,
  expect,
  main,
  signInBrowser,
} from './admin-helpers';

// A fresh merchant, three bookings and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
}

test.describe('the operator’s day', () => {
  test('lands on today’s departures, opens the passenger list, checks a guest in, and joins another day’s guest to today only after confirming', async ({
    page,
    request,
  }, testInfo) => {
    // A tour at 11:30 PM: today's departure has not left (tomorrow's in the Belize day's last hour).
    const { merchant, tourId, title, tag } = await approvedMerchantWithTour(
      request,
      testInfo,
      (tag) => `Sunset Manatee Watch ${tag}`,
      { start_time: '23:30' },
    );
    const day = belizeTimeNow() < '23:00' ? belizeToday() : belizeTomorrow();
    const later = addDays(day, 9);
    const today = await bookAndPay(request, tourId, tag, { date: day, adults: 2, fullName: 'Marisol Tzib' });
    const other = await bookAndPay(request, tourId, tag, { date: later, adults: 2, fullName: 'Omar Later' });
    await signInBrowser(page, merchant.email, merchant.password);

    // The landing is the day: the departure with seats sold of capacity, checked in and pickups.
    await page.goto(day === belizeToday() ? '/merchant/dashboard' : `/merchant/dashboard?date=${day}`);
    const departure = main(page)
      .getByRole('link', { name: new RegExp(title) })
      .first();
    await expect(departure).toContainText('11:30 PM');
    await expect(departure).toContainText('2 of 8 seats sold');
    await expect(departure).toContainText('0 of 2 checked in');
    await expect(departure).toContainText('0 pickups');
    // The next days with guests follow: the booking nine days out.
    const next = main(page).getByRole('region', { name: 'Next departures' });
    await expect(next).toContainText(title);
    await expectNoAxeViolations(page);

    // An empty day says so and offers the way on.
    await page.goto(`/merchant/dashboard?date=${addDays(day, 1)}`);
    await expect(main(page)).toContainText('No departures with guests on');
    await expect(main(page).getByRole('link', { name: 'All bookings' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'My Tours' })).toBeVisible();
    await main(page)
      .getByRole('link', { name: /^Go to / })
      .click();
    await expect(page).toHaveURL(new RegExp(`date=${later}`));
    await expect(main(page).getByRole('link', { name: new RegExp(title) })).toContainText(
      '2 of 8 seats sold',
    );

    // The date picker (a GET form) moves back to the day; the departure opens its passenger list.
    await main(page).getByLabel('Day', { exact: true }).fill(day);
    await main(page).getByRole('button', { name: 'Show day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await main(page)
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/merchant/dashboard/departures/${tourId}/${day}\\?time=23:30`));
    await expect(page.getByRole('heading', { level: 1, name: 'Passenger List' })).toBeVisible();

    // The passenger row links to the booking, and the booking back to its row.
    const guest = entryWithText(page, 'Marisol Tzib');
    await guest.getByRole('link', { name: 'Marisol Tzib', exact: true }).click();
    await expect(page).toHaveURL(/\/merchant\/dashboard\/booking\//);
    await main(page).getByRole('link', { name: 'Passenger list of this departure' }).click();
    await expect(page).toHaveURL(new RegExp(`#guest-${today.confirmationCode}$`));

    // Check-in: today's guest checks in at once.
    await page.goto('/merchant/dashboard/check-in');
    const codeBox = main(page).getByPlaceholder('Enter confirmation code');
    await codeBox.fill(today.confirmationCode);
    await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
    const found = main(page).getByRole('region', { name: 'Booking Found' });
    await found.getByRole('button', { name: 'Confirm Check-In' }).click();
    await expect(main(page).getByRole('heading', { name: 'Check-In Successful!' })).toBeVisible();

    // A code for another day: refused, named, no plain check-in; joined to today's only on confirming.
    await main(page).getByRole('link', { name: 'Check In Another Tourist' }).click();
    await codeBox.fill(other.confirmationCode);
    await main(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await expect(found.getByText("Not today's departure")).toBeVisible();
    await expect(found).toContainText(`This booking is for ${title}`);
    await expect(found.getByRole('button', { name: 'Confirm Check-In' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await found.getByRole('button', { name: "Join today's 11:30 PM departure and check in" }).click();
    await expect(main(page).getByRole('heading', { name: 'Check-In Successful!' })).toBeVisible();

    // The day now counts both guests on today's departure, both checked in.
    await page.goto(`/merchant/dashboard?date=${day}`);
    const after = main(page)
      .getByRole('link', { name: new RegExp(title) })
      .first();
    await expect(after).toContainText('4 of 8 seats sold');
    await expect(after).toContainText('4 of 4 checked in');

    // The booking's history records the join.
    await page.goto(`/merchant/dashboard/bookings?date=${day}`);
    await main(page)
      .getByRole('link', { name: `View Details of booking ${other.confirmationCode}` })
      .click();
    await expect(main(page).getByRole('region', { name: 'History' })).toContainText(
      'Joined the 11:30 PM departure of',
    );
  });
});
