import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { belizeTimeNow, belizeToday } from '@belizepass/domain';
import { type APIRequestContext, type TestInfo, test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  belizeTomorrow,
  bookAndPay,
  entryWithText,
  expect,
  main,
  signInBrowser,
} from './admin-helpers';

// A fresh merchant, a booking and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A merchant of this test only, approved, with one approved tour whose park fee ($10 per adult,
 * $5 per child) is paid in cash at check-in, starting at 11:30 PM, and a guest's paid booking for
 * today's departure (tomorrow's in the Belize day's last hour, when today's is about to leave).
 */
async function merchantWithBookedTour(request: APIRequestContext, testInfo: TestInfo) {
  const { tag, merchant, tourId, title } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Actun Tunichil Muknal ${tag}`,
    {
      description: 'Wade and swim into the ATM cave to the Crystal Maiden with a licensed cave guide.',
      price: 11000,
      duration_hours: 8,
      start_time: '23:30',
      difficulty: 'strenuous',
      park_fee_adult: 1000,
      park_fee_child: 500,
      park_fee_payment: 'cash',
    },
  );
  const date = belizeTimeNow() < '23:00' ? belizeToday() : belizeTomorrow();
  const { confirmationCode } = await bookAndPay(request, tourId, tag, {
    date,
    adults: 2,
    children: 1,
    fullName: 'Marisol Tzib',
    phone: '+501 622 4410',
    hotel: 'Table Rock Jungle Lodge',
    specialRequirements: 'Child is 8, needs a small life vest',
  });
  return { merchant, tourId, title, confirmationCode, date };
}

test.describe('passenger list', () => {
  test('the operator opens today’s passenger list from a tour’s dates, checks a guest in, downloads and prints the list, adds a walk-in', async ({
    page,
    request,
  }, testInfo) => {
    const { merchant, tourId, title, confirmationCode, date } = await merchantWithBookedTour(
      request,
      testInfo,
    );
    await signInBrowser(page, merchant.email, merchant.password);

    // From My Tours: the tour's dates lead to the passenger list.
    await page.goto('/merchant/dashboard/tours');
    await main(page)
      .getByRole('link', { name: `Manage dates for ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Manage dates: ${title}` });
    await dialog.getByRole('link', { name: /^Passengers/ }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/dashboard/departures/${tourId}/${date}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Passenger List' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();

    const totals = main(page).getByRole('region', { name: title, exact: true });
    await expect(totals).toContainText('3 of 8 seats taken');
    await expect(totals).toContainText('Guests expected3');
    await expect(totals).toContainText('Checked in0 of 3');
    await expect(totals).toContainText('Cash to collect$25.00');

    const guest = entryWithText(page, 'Marisol Tzib');
    await expect(guest).toContainText(confirmationCode);
    await expect(guest).toContainText('2 adults, 1 child');
    await expect(guest).toContainText('Table Rock Jungle Lodge');
    await expect(guest).toContainText('Child is 8, needs a small life vest');
    await expect(guest).toContainText('Card online · Paid');
    await expect(guest).toContainText('Collect $25.00 cash');
    await expect(guest).toContainText('Not checked in');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll',
    ).toBe(true);

    // Check in from the list.
    await guest.getByRole('button', { name: 'Check in Marisol Tzib' }).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Marisol Tzib is checked in.' }),
    ).toBeVisible();
    await expect(entryWithText(page, 'Marisol Tzib')).toContainText('Checked in');
    await expect(entryWithText(page, 'Marisol Tzib').getByRole('button', { name: /Check in/ })).toHaveCount(
      0,
    );
    await expect(totals).toContainText('Checked in3 of 3');
    await expect(entryWithText(page, 'Marisol Tzib')).toContainText('$25.00 cash, collected');
    await expect(totals).toContainText('Cash to collect$0.00');

    // The CSV: one row for the booking.
    const download = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`belizepass-passengers-${date}-${tourId.slice(0, 8)}.csv`);
    const rows = readFileSync(await file.path(), 'utf8').split('\r\n');
    expect(rows[0]).toMatch(/^Confirmation code,Guest,Adults,Children,Guests,Hotel pickup,/);
    const row = rows.find((r) => r.startsWith(confirmationCode));
    expect(row, 'the booking is a row of the file').toBeTruthy();
    expect(row).toContain(`${confirmationCode},Marisol Tzib,2,1,3,Table Rock Jungle Lodge,`);
    expect(row).toContain('"Child is 8, needs a small life vest"');
    expect(row).toContain(',Card online,Paid,');
    // Checked in: the cash park fee was taken at the dock.
    expect(row).toContain(',Collected in cash,25.00,');

    // On paper: no console navigation or buttons, the table only.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first()).toBeHidden();
    for (const nav of await page.locator('nav, header, aside').all()) await expect(nav).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Download CSV' })).toBeHidden();
    await expect(main(page).getByRole('table')).toBeVisible();
    await expect(main(page).getByRole('table')).toContainText('Marisol Tzib');
    await page.emulateMedia({ media: 'screen' });
    await expect(main(page).getByRole('link', { name: 'Download CSV' })).toBeVisible();

    // A walk-in paid in cash at the counter takes seats and joins the list.
    await main(page).locator('summary', { hasText: 'Add walk-in' }).click();
    const walkIn = main(page).getByRole('form', { name: 'Add walk-in' });
    await walkIn.getByRole('button', { name: 'Add walk-in' }).click();
    await expect(walkIn.getByLabel('Guest name')).toHaveAccessibleDescription('Full name is required');
    await walkIn.getByLabel('Guest name').fill('Dock Walk-in Diego');
    await walkIn.getByLabel('Adults').fill('2');
    await walkIn.getByLabel('Paid').selectOption('cash');
    await walkIn.getByRole('button', { name: 'Add walk-in' }).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Dock Walk-in Diego was added to the list.' }),
    ).toBeVisible();
    const diego = entryWithText(page, 'Dock Walk-in Diego');
    await expect(diego).toContainText('Cash at the counter · Paid');
    await expect(diego).toContainText('$20.00 paid at the counter');
    await expect(diego.getByRole('button', { name: 'Check in Dock Walk-in Diego' })).toBeVisible();
    await expect(totals).toContainText('5 of 8 seats taken');
    await expect(totals).toContainText('Guests expected5');

    // No WCAG 2.1 AA violation on the list, with the walk-in form open.
    await main(page).locator('summary', { hasText: 'Add walk-in' }).click();
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
  });
});
