import AxeBuilder from '@axe-core/playwright';
import { type Page, test } from '@playwright/test';
import {
  approvedMerchantWithTour,
  belizeTomorrow,
  bookAndPay,
  entryWithText,
  expect,
  isPhone,
  main,
  signInBrowser,
} from './admin-helpers';
import { consoleNav } from './fixtures/merchant-helpers';

// A fresh merchant, two bookings and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
    [],
  );
}

/** The page is rendered and its scripts have taken over (forms post through the router). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const content = document.getElementById('console-main');
    return !!content && Object.keys(content).some((key) => key.startsWith('__react'));
  });
}

test.describe('money told right to the operator', () => {
  test('a walk-in paid in cash reads cash at the counter on the passenger list, bookings and its page; the list prints alone', async ({
    page,
    request,
  }, testInfo) => {
    const phone = isPhone(page);
    // A tour whose park fee ($10 an adult, $5 a child) is paid in cash at check-in by online guests.
    const { merchant, tourId, title, tag } = await approvedMerchantWithTour(
      request,
      testInfo,
      (t) => `Lamanai River Trip ${t}`,
      {
        description: 'Up the New River by boat to the Maya temples of Lamanai, lunch by the lagoon.',
        price: 9000,
        duration_hours: 8,
        start_time: '08:00',
        park_fee_adult: 1000,
        park_fee_child: 500,
        park_fee_payment: 'cash',
      },
    );
    const date = belizeTomorrow();
    await bookAndPay(request, tourId, tag, {
      date,
      adults: 2,
      children: 1,
      fullName: 'Marisol Tzib',
      hotel: 'Table Rock Jungle Lodge',
    });
    await signInBrowser(page, merchant.email, merchant.password);
    await page.goto(`/merchant/dashboard/departures/${tourId}/${date}`);
    await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await hydrated(page);

    // A walk-in, paid in cash at the counter; no email given.
    await main(page).locator('summary', { hasText: 'Add walk-in' }).click();
    const walkIn = main(page).getByRole('form', { name: 'Add walk-in' });
    await expect(walkIn).toContainText('Direct sales carry no platform commission.');
    await walkIn.getByLabel('Guest name').fill('Tessa Walker');
    await walkIn.getByLabel('Adults').fill('2');
    await walkIn.getByLabel('Paid').selectOption('cash');
    await walkIn.getByRole('button', { name: 'Add walk-in' }).click();
    await expect(
      main(page).getByRole('status').filter({ hasText: 'Tessa Walker was added to the list.' }),
    ).toBeVisible();

    // The passenger list: each party's payment and park fee as they are.
    const tessa = entryWithText(page, 'Tessa Walker');
    await expect(tessa).toContainText('Cash at the counter · Paid');
    await expect(tessa).toContainText('$20.00 paid at the counter');
    await expect(tessa).not.toContainText('online');
    const marisol = entryWithText(page, 'Marisol Tzib');
    await expect(marisol).toContainText('Card online · Paid');
    await expect(marisol).toContainText('Collect $25.00 cash');
    const totals = main(page).getByRole('region', { name: title, exact: true });
    await expect(totals).toContainText('Cash to collect$25.00');
    await expect(totals).toContainText('Park fees paid online$0.00');
    await expect(totals).toContainText('Plus $20.00 paid at the counter with walk-ins');

    // On a phone the card keeps the name on one line ("Tessa Walker", never "Tessa / Walk / er").
    const name = main(page).getByRole('link', { name: 'Tessa Walker', exact: true }).locator('visible=true');
    const box = await name.boundingBox();
    expect(box, 'the name is shown').not.toBeNull();
    expect(box!.height, 'the name sits on one line').toBeLessThan(32);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll',
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`passenger-list-${phone ? 390 : 1280}.png`),
      fullPage: true,
    });

    // On paper: the passenger list alone — no console bar, navigation, title, buttons or Actions column.
    await page.emulateMedia({ media: 'print' });
    for (const chrome of await page.locator('header, nav, aside').all()) await expect(chrome).toBeHidden();
    await expect(main(page).getByText('Merchant Dashboard', { exact: true })).toBeHidden();
    await expect(page.getByText(/^Welcome, /)).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Download CSV' })).toBeHidden();
    await expect(main(page).locator('summary', { hasText: 'Add walk-in' })).toBeHidden();
    const table = main(page).getByRole('table');
    await expect(table).toBeVisible();
    await expect(table).toContainText('Tessa Walker');
    await expect(table).toContainText('Marisol Tzib');
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeHidden();
    // Only what is shown counts as a role: no Check in button is left on paper.
    await expect(table.getByRole('button')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`passenger-list-print-${phone ? 390 : 1280}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'screen' });

    // Its page: paid in cash at the counter, told in its history; no email to promise a move by.
    await main(page).getByRole('link', { name: 'Tessa Walker', exact: true }).locator('visible=true').click();
    await expect(page).toHaveURL(/\/merchant\/dashboard\/booking\//);
    const payment = main(page).getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('StatusPaid');
    await expect(payment).toContainText('Paid withCash at the counter');
    await expect(payment).toContainText('Park fee$20.00, paid at the counter');
    await expect(payment).not.toContainText('Not paid');
    await expect(main(page)).toContainText('Paid $200.00 in cash at the counter');
    await expect(main(page)).not.toContainText('The guest is emailed the new date');
    await expect(main(page)).toContainText(
      'This booking has no email address: tell the guest the new date yourself.',
    );
    await hydrated(page);
    await expectNoAxeViolations(page);

    // The bookings list of the date: the same words on the walk-in's card.
    await page.goto(`/merchant/dashboard/bookings?date=${date}`);
    const card = main(page).getByRole('article').filter({ hasText: 'Tessa Walker' });
    await expect(card).toContainText('Paid withCash at the counter · Paid');
    await expect(card).toContainText('$20.00, paid at the counter');
    await expect(card).not.toContainText('paid online');
    await expect(main(page).getByRole('article').filter({ hasText: 'Marisol Tzib' })).toContainText(
      '$25.00, to collect in cash at check-in',
    );
    await hydrated(page);
    await expectNoAxeViolations(page);
  });

  test('the console’s sections are all reachable with their names in full; reviews filter by not yet replied', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(page);
    await signInBrowser(page, 'merchant@example.com');
    await page.goto('/merchant/dashboard/reviews');
    await hydrated(page);
    const nav = consoleNav(page).locator('visible=true');

    if (phone) {
      // Four tabs and More, each label whole at 390 px.
      for (const label of ['Today', 'Bookings', 'Check-In', 'My Tours', 'More']) {
        const tab = nav.getByText(label, { exact: true });
        await expect(tab).toBeVisible();
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${label} is not cut`).toBe(
          true,
        );
      }
      const more = nav.locator('summary');
      await expect(more).toHaveAccessibleName('More sections');
      await more.click();
      for (const section of ['My Deals', 'Earnings', 'Reviews', 'Profile']) {
        await expect(nav.getByRole('link', { name: section })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('console-more-390.png') });
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Reviews' })).toBeHidden();
      await expect(more).toBeFocused();

      // The same in Spanish: every tab's name whole.
      await page.goto('/es/merchant/dashboard/reviews');
      const tabs = page
        .getByRole('navigation', { name: 'Secciones de Panel de operadores' })
        .locator('visible=true');
      for (const label of ['Hoy', 'Reservas', 'Check-in', 'Mis tours', 'Más']) {
        const tab = tabs.getByText(label, { exact: true });
        await expect(tab).toBeVisible();
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${label} is not cut`).toBe(
          true,
        );
      }
      await page.goto('/merchant/dashboard/reviews');
    }

    // Reviews: all, or only those not yet replied, kept in the address.
    const filter = main(page).getByRole('navigation', { name: 'Show' });
    await expect(filter.getByRole('link', { name: 'All reviews' })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: 'Not yet replied' }).click();
    await expect(page).toHaveURL(/[?&]show=not_replied/);
    await expect(filter.getByRole('link', { name: 'Not yet replied' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = main(page).getByRole('list', { name: 'Reviews of your tours' });
    const none = main(page).getByText('Every review has a reply.');
    await expect(list.or(none)).toBeVisible();
    if (await list.isVisible()) {
      // None of them has a reply yet: each offers "Post reply", none "Update reply".
      await expect(list.getByRole('button', { name: 'Update reply' })).toHaveCount(0);
      expect(await list.getByRole('button', { name: 'Post reply' }).count()).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });
});
