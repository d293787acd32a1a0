import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { addDays, belizeToday, formatLongDate } from '../packages/domain/src/belize-time.ts';
import { formatUsd, quoteBooking } from '../packages/domain/src/money/prices.ts';
import type { GuestType } from '../packages/domain/src/tour-model.ts';
import { ADMIN, apiLogin, bearer, DEMO_PASSWORD } from './admin-helpers';
import { waitForMail } from './fixtures/mail';
import { gradientPng, main, merchantToken, signInMerchant, uniqueTag } from './fixtures/merchant-helpers';

// Issue 33's journey: an operator lists a tour as it is really sold (two departures a day, a high
// season, a Belize resident rate, infants on a lap, a flexible policy), and a guest books the 14:00
// departure of a high-season day for an adult, a resident and an infant.

// Allow for a busy machine (two projects, two workers, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

// The operator's form saves and uploads; the guest walks four pages and waits for an email.
test.describe.configure({ timeout: 360_000 });

const TOURS = '/merchant/dashboard/tours';
/** The tour's price per adult, and its high season's. */
const PRICE = '80.00';
const SEASON_PRICE = '120.00';
/** What the operator sells, as the form below sets it (the child row is the form's default). */
const GUEST_TYPES: GuestType[] = [
  { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
  { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
  { type: 'infant', percent: 0, min_age: null, max_age: 1, takes_seat: false },
  { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
];
/** The guest's party: one of each grown-up and an infant on a lap. */
const GUESTS = { adult: 1, resident: 1, infant: 1 };

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** Every weekday of a start time or price rule row. */
async function checkEveryDay(row: Locator) {
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await row.getByRole('checkbox', { name: day, exact: true }).check();
  }
}

/** The operator fills the Add New Tour form and saves it; resolves to the new tour's id. */
async function createTourAsOperator(
  page: Page,
  title: string,
  season: { from: string; to: string },
): Promise<string> {
  await signInMerchant(page, TOURS);
  await main(page).getByRole('link', { name: 'Add New Tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
  await expect(dialog).toBeVisible();

  await field(dialog, 'Tour title').fill(title);
  await field(dialog, 'Description').fill(
    'Snorkel Hol Chan and Shark Ray Alley with a marine biologist: a morning boat and an afternoon boat.',
  );
  await field(dialog, 'Price (USD)').fill(PRICE);
  await field(dialog, 'Duration (hours)').fill('3');
  await field(dialog, 'Location').selectOption('ambergris-caye');
  await field(dialog, 'Category').selectOption('water-activities');
  await field(dialog, 'Maximum participants').fill('12');

  // Two departures a day: 9:00 and 14:00, every day.
  const first = group(dialog, 'Start time 1');
  await field(first, 'Start time (Belize time)').fill('09:00');
  await checkEveryDay(first);
  await dialog.getByRole('button', { name: 'Add a start time', exact: true }).click();
  const second = group(dialog, 'Start time 2');
  await expect(second).toBeVisible();
  await field(second, 'Start time (Belize time)').fill('14:00');
  await checkEveryDay(second);

  // A high season a few days from now, at a higher adult price.
  await dialog.getByRole('button', { name: 'Add a season', exact: true }).click();
  const high = group(dialog, 'Season 1');
  await expect(high).toBeVisible();
  await field(high, 'Name').fill('High season');
  await field(high, 'From').fill(season.from);
  await field(high, 'To (included)').fill(season.to);
  await field(high, 'Adult price, USD (optional)').fill(SEASON_PRICE);

  // Guest types: infants free on a lap, Belize residents at 60% (the child row keeps its default).
  const types = group(dialog, 'Guest types');
  const infants = group(types, 'Infants');
  await infants.getByRole('checkbox', { name: 'Sell to Infants' }).check();
  await field(infants, '% of the adult price').fill('0');
  await field(infants, 'Oldest age').fill('1');
  await infants.getByRole('radio', { name: 'On a lap, no seat' }).check();
  const residents = group(types, 'Belize residents');
  await residents.getByRole('checkbox', { name: 'Sell to Belize residents' }).check();
  await expect(residents).toContainText('ID checked at check-in');
  await field(residents, '% of the adult price').fill('60');
  await expect(residents).toContainText(
    `${formatUsd(cents(PRICE) * 0.6, { cents: true })} at the tour's price`,
  );

  // The flexible policy: a full refund up to 24 hours before, shown as "Free cancellation".
  const policy = group(dialog, 'Cancellation policy');
  await field(policy, 'Policy').selectOption({ label: 'Flexible' });
  // The form shows the chosen policy as travellers will read it, with its badge.
  await expect.soft(policy.getByText('Free cancellation', { exact: true })).toBeVisible();
  await expect.soft(policy).toContainText('24 hours or more before departure: full refund');

  await dialog.getByRole('checkbox', { name: 'Active', exact: true }).check();
  await dialog
    .getByLabel('Tour photos')
    .setInputFiles([{ name: 'hol-chan.png', mimeType: 'image/png', buffer: gradientPng(480, 320, 30) }]);
  await dialog.getByRole('button', { name: 'Save Tour' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  const card = main(page).getByRole('article', { name: title });
  await expect(card.getByText('Awaiting approval', { exact: true })).toBeVisible();

  const token = await merchantToken(page.request);
  const listed = await page.request.get('/api/merchant/tours', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { tours } = (await listed.json()) as { tours: { id: string; title: string }[] };
  const tour = tours.find((t) => t.title === title);
  expect(tour, `the saved tour ${title}`).toBeTruthy();
  return tour!.id;
}

test.describe('tours as operators sell them', () => {
  test('an operator lists two daily times, a high season and a resident rate; a guest books 14:00 on a high-season day', async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const title = `Hol Chan Twice Daily ${tag}`;
    const today = belizeToday();
    const season = { from: addDays(today, 4), to: addDays(today, 14) };
    const date = addDays(today, 6);

    // 1. The operator creates the tour; the platform approves it.
    const tourId = await createTourAsOperator(page, title, season);
    const admin = await apiLogin(request, ADMIN.email, DEMO_PASSWORD);
    const approved = await request.patch(`/api/admin/tours/${tourId}/approve`, {
      headers: bearer(admin),
      data: { approved: true },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // 2. A guest (not signed in) opens the tour page.
    await page.context().clearCookies();
    await page.goto(`/tours/${tourId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
    await expect(main(page).getByText('Free cancellation', { exact: true }).first()).toBeVisible();
    await expect(main(page)).toContainText('Free cancellation up to 24 hours before departure');
    await expect(main(page)).toContainText('Less than 24 hours before departure, or no-show: no refund');
    await page.waitForFunction(() => {
      const el = document.querySelector('#booking [data-date]');
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
    });
    const booking = page.getByRole('region', { name: 'Book this tour' });

    // A high-season day in the calendar, at the season's price per adult.
    const calendar = booking.getByRole('grid');
    await expect(calendar).toBeVisible();
    const day = calendar.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}, `) });
    for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
      await booking.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(day).toHaveAccessibleName(
      new RegExp(`, ${formatUsd(cents(SEASON_PRICE)).replace('$', '\\$')}$`),
    );
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');

    // Its two start times as a radio group: the guest picks 14:00.
    const times = group(booking, 'Start time');
    await expect(times.getByRole('radio')).toHaveCount(2);
    await expect(times.getByRole('radio', { name: /^9:00 AM/ })).toBeEnabled();
    await times.getByRole('radio', { name: /^2:00 PM/ }).check();
    await expect(booking.getByRole('status').first()).toContainText('starts 2:00 PM');

    // One adult (the start), one Belize resident and one infant.
    await booking.getByRole('button', { name: 'Add one Belize resident' }).click();
    await booking.getByRole('button', { name: 'Add one infant' }).click();
    await expect(field(booking, 'Adults')).toHaveValue('1');
    await expect(field(booking, 'Belize residents')).toHaveValue('1');
    await expect(field(booking, 'Infants')).toHaveValue('1');
    await expect(field(booking, 'Belize residents')).toHaveAccessibleDescription('ID checked at check-in');
    await expect(field(booking, 'Infants')).toHaveAccessibleDescription('Under 2, on a lap, no seat');

    // The total by the money module, at the season's price: the resident at 60%, the infant free.
    const quote = quoteBooking({ priceCents: cents(SEASON_PRICE), guests: GUESTS, guestTypes: GUEST_TYPES });
    expect(quote.totalCents).toBe(cents(SEASON_PRICE) + Math.round(cents(SEASON_PRICE) * 0.6));
    const total = formatUsd(quote.totalCents, { cents: true });
    const resident = quote.lines.find((l) => l.type === 'resident')!;
    await expect(
      booking.getByText(`1 adult × ${formatUsd(cents(SEASON_PRICE), { cents: true })}`),
    ).toBeVisible();
    await expect(
      booking.getByText(`1 Belize resident × ${formatUsd(resident.unitCents, { cents: true })}`),
    ).toBeVisible();
    await expect(booking.getByText('1 infant', { exact: true })).toBeVisible();
    await expect(booking.getByText(total, { exact: true })).toBeVisible();

    await booking.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${tourId}\\?`), { timeout: 30_000 });
    await expect(main(page).getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    const summary = main(page).getByRole('region', { name: 'Booking Summary' });
    await expect(summary).toContainText(`${formatLongDate(date)} at 2:00 PM`);
    await expect(summary).toContainText(`Total${total}`);
    await expect(main(page).getByRole('radio', { name: /^2:00 PM/ })).toBeChecked();

    // The contact form, then the demo card.
    const email = `tour-model-${tag}@example.com`;
    await field(main(page), 'Full name').fill('Ana Requena');
    await field(main(page), 'Email').fill(email);
    await field(main(page), 'Phone number').fill('+501 622 4455');
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(main(page).getByRole('region', { name: 'Booking Summary' })).toContainText(total);
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    await field(main(page), 'Cardholder name').fill('Ana Requena');
    await field(main(page), 'Card number').fill('4242 4242 4242 4242');
    await field(main(page), 'Expiry date').fill('1230');
    await field(main(page), 'CVV').fill('123');
    await main(page).getByRole('button', { name: /^Pay / }).click();

    // The confirmation: the departure's date and time, and the party by guest type.
    await expect(page).toHaveURL(/\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(main(page).getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(main(page)).toContainText(`Date and time${formatLongDate(date)} at 2:00 PM`);
    await expect(main(page)).toContainText('Party size1 adult, 1 infant, 1 Belize resident');
    await expect(main(page)).toContainText(total);

    // 3. The email names the time, and its calendar file starts at 14:00 Belize time.
    const mail = await waitForMail(email, new RegExp(`^Booking confirmed: ${title} \\(`));
    expect(mail.text).toContain(`${formatLongDate(date)} at 2:00 PM (Belize time)`);
    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(ics, 'the .ics attachment').toBeTruthy();
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    expect(ics!.content).toContain(`DTSTART;TZID=America/Belize:${date.replaceAll('-', '')}T140000`);
    expect(ics!.content).toContain(`DTEND;TZID=America/Belize:${date.replaceAll('-', '')}T170000`);
    // The email tells the guest the party they paid for, by guest type.
    expect.soft(mail.text).toContain('1 adult, 1 infant, 1 Belize resident');
  });
});
