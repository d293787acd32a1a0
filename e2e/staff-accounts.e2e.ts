import { expect as baseExpect, test } from '@playwright/test';
import { entryWithText } from './admin-helpers';
import { createTourist, fillSignIn } from './fixtures/account-helpers';
import { linkIn, waitForMail } from './fixtures/mail';
import { consoleNav, main, openDashboard, uniqueTag } from './fixtures/merchant-helpers';
import { bookTodaysDeparture, signInMerchantOf } from './fixtures/todays-booking';

// Allow for a busy machine (two projects, several workers, one server).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 360_000 });

test.describe('staff accounts', () => {
  test('the owner invites a front desk, who joins, checks a guest in on a phone and is named in the booking’s history', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const guestName = `Robin Flores ${tag}`;
    const booking = await bookTodaysDeparture(request, testInfo, guestName);
    const business = booking.merchant.business;

    // The owner invites a front-desk person from the Team screen.
    const deskName = `Luis Chan ${tag}`;
    const desk = await createTourist(request, testInfo, deskName);
    await signInMerchantOf(page, booking, '/merchant/dashboard/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await main(page).getByLabel('Email address').fill(desk.email);
    await main(page).getByLabel('Role', { exact: true }).selectOption({ label: 'Front desk' });
    await main(page).getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Invitation sent to ${desk.email}` }),
    ).toBeVisible();
    const pending = main(page).getByRole('region', { name: 'Pending invitations' });
    await expect(pending).toContainText(desk.email);
    await expect(
      pending.getByRole('button', { name: `Resend the invitation to ${desk.email}` }),
    ).toBeVisible();

    // The invitation email carries the link; on a phone, the invitee signs in and joins.
    const mail = await waitForMail(desk.email, `Join ${business} on BelizePass`);
    expect(mail.text).toContain('as Front desk');
    const link = linkIn(mail, '/team/join');
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const deskPage = await phone.newPage();
    await deskPage.goto(link);
    await expect(deskPage.getByText(`You are invited to join ${business} as Front desk.`)).toBeVisible();
    await deskPage.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(deskPage).toHaveURL(/\/login\?redirectTo=/);
    await fillSignIn(deskPage, desk.email, desk.password);
    await expect(deskPage).toHaveURL(/\/team\/join\?token=/);
    await deskPage.getByRole('button', { name: `Join ${business}` }).click();
    await expect(deskPage).toHaveURL(/\/merchant\/dashboard$/);
    await expect(deskPage.getByText(`Welcome, ${business}`)).toBeVisible();

    // The front desk's console shows the day, bookings and check-in, not the owner's earnings or team.
    const nav = consoleNav(deskPage);
    await expect(nav.getByRole('link', { name: 'Check-In' })).toBeVisible();
    await expect(deskPage.getByRole('link', { name: 'Earnings' })).toHaveCount(0);
    await expect(deskPage.getByRole('link', { name: 'Team' })).toHaveCount(0);

    // The guest is checked in from the departure's passenger list.
    await openDashboard(deskPage, `/merchant/dashboard/departures/${booking.tourId}/${booking.date}`);
    const guest = entryWithText(deskPage, guestName);
    await guest.getByRole('button', { name: `Check in ${guestName}` }).click();
    await expect(
      main(deskPage)
        .getByRole('status')
        .filter({ hasText: `${guestName} is checked in.` }),
    ).toBeVisible();
    expect(
      await deskPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll at 390 px',
    ).toBe(true);
    await phone.close();

    // The owner sees the front desk on the team, and their name on the booking's check-in.
    await page.reload();
    const members = main(page).getByRole('region', { name: 'Members' });
    await expect(members).toContainText(deskName);
    await expect(members).toContainText('Front desk');
    await openDashboard(page, `/merchant/dashboard/booking/${booking.id}`);
    await expect(main(page).getByText(`By ${deskName}`)).toBeVisible();
  });

  test('the demo front desk signs in at the merchant login and reaches check-in, not earnings', async ({
    page,
  }) => {
    await page.goto('/merchant/login');
    await fillSignIn(page, 'frontdesk@example.com', 'belize-demo-2026');
    // Signing in hashes slowly on purpose; a busy machine needs longer than the default wait.
    await expect(page).toHaveURL(/\/merchant\/dashboard$/, { timeout: 90_000 });
    await expect(page.getByText('Welcome, Sea Star Adventures')).toBeVisible();
    await expect(consoleNav(page).getByRole('link', { name: 'Check-In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Earnings' })).toHaveCount(0);
  });
});
