import AxeBuilder from '@axe-core/playwright';
import { addDays, belizeToday } from '@belizepass/domain';
import { type Page, test } from '@playwright/test';
import { approvedMerchantWithTour, bookAndPay, expect, main, signInBrowser } from './admin-helpers';
import { linkIn, waitForMail } from './fixtures/mail';

// A fresh merchant, two departures a day, guests, emails and several screens on a busy machine.
test.describe.configure({ timeout: 240_000 });

const every = [0, 1, 2, 3, 4, 5, 6];

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
}

test('the operator messages a departure, closes it for weather moving its guests to the afternoon, and reopens it', async ({
  page,
  request,
}, testInfo) => {
  const { merchant, tourId, title, tag } = await approvedMerchantWithTour(
    request,
    testInfo,
    (tag) => `Altun Ha Maya Site ${tag}`,
    {
      maxParticipants: 10,
      departure_times: [
        { time: '08:00', days: every },
        { time: '13:00', days: every },
      ],
    },
  );
  const date = addDays(belizeToday(), 5);
  const rosa = { email: `rosa-${tag}@example.com`, fullName: 'Rosa Coc' };
  const tom = { email: `tom-${tag}@example.com`, fullName: 'Tom Baker' };
  const rosaBooking = await bookAndPay(request, tourId, tag, {
    date,
    startTime: '08:00',
    adults: 2,
    phone: '+501 622 4410',
    ...rosa,
  });
  await bookAndPay(request, tourId, tag, { date, startTime: '08:00', adults: 1, ...tom });

  await signInBrowser(page, merchant.email, merchant.password);
  await page.goto(`/merchant/dashboard/departures/${tourId}/${date}?time=08:00`);
  await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();

  // Each guest's phone: a call link and a WhatsApp chat with the first line written.
  const chat = main(page).getByRole('link', { name: 'WhatsApp to Rosa Coc (opens WhatsApp)' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5016224410\?text=Hello%20Rosa%20Coc/);
  await expect(main(page).getByRole('link', { name: /\+501 622 4410/ })).toHaveAttribute(
    'href',
    'tel:+5016224410',
  );

  // A message to everyone on the departure.
  await main(page).getByText('Message all guests').click();
  const message = main(page).getByRole('form', { name: 'Message all guests' });
  await message.getByLabel('Subject (optional)').fill('Dock change');
  await message.getByLabel('Message', { exact: true }).fill('We leave from the north pier at 8:00.');
  await message.getByRole('button', { name: 'Send to 2 guests' }).click();
  await expect(main(page).getByText('Message sent to 2 guests.')).toBeVisible();
  const note = await waitForMail(rosa.email, 'Dock change');
  expect(note.text).toContain('We leave from the north pier at 8:00.');
  await axeClean(page);
  // The message is kept on the guest's booking history, with who wrote it.
  await page.goto(`/merchant/dashboard/booking/${rosaBooking.id}`);
  await expect(
    main(page)
      .getByRole('list', { name: 'Booking history' })
      .getByRole('listitem')
      .filter({ hasText: 'Message sent' }),
  ).toContainText('Message from the operator (');
  await page.goto(`/merchant/dashboard/departures/${tourId}/${date}?time=08:00`);

  // Weather: close the morning departure, moving its guests to the afternoon one.
  await main(page).getByRole('link', { name: 'Close the 8:00 AM departure…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Close the 8:00 AM departure/ })).toBeVisible();
  const counts = dialog.getByRole('definition');
  await expect(counts).toHaveText(['2', '3', '3']);
  await dialog.getByLabel('Reason').fill('Small craft warning until noon');
  await expect(dialog.getByRole('radio', { name: /Move to another departure/ })).toBeChecked();
  await expect(dialog.getByLabel('Move guests to')).toHaveValue(`${date} 13:00`);
  await axeClean(page);
  await page.screenshot({
    path: testInfo.outputPath(`closure-dialog-${testInfo.project.name}.png`),
    fullPage: false,
  });
  await dialog.getByRole('button', { name: 'Close departure' }).click();
  await expect(
    main(page).getByText('2 bookings were moved; each guest has been emailed the new time.'),
  ).toBeVisible();

  // The moved guest's email: the new time, the updated calendar file, and the link to refuse it.
  const moved = await waitForMail(tom.email, /^Booking changed/);
  expect(moved.text).toContain('1:00 PM');
  expect(moved.text).toContain('Why: Small craft warning until noon');
  const ics = moved.attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(ics?.content).toMatch(/DTSTART;TZID=America\/Belize:\d{8}T130000/);
  const refuse = linkIn(moved, '/bookings/refuse-move');

  // Reopening puts the morning back on sale.
  await main(page).getByRole('button', { name: 'Reopen the 8:00 AM departure' }).click();
  await expect(main(page).getByText('Departure reopened: it is on sale again.')).toBeVisible();
  const availability = await request.get(`/api/tours/${tourId}/availability?from=${date}&to=${date}`);
  const morning = (
    (await availability.json()) as { dates: { startTime: string; status: string; seatsLeft: number }[] }
  ).dates.find((d) => d.startTime === '08:00');
  expect(morning).toMatchObject({ seatsLeft: 10 });
  expect(morning?.status).not.toBe('closed');

  // The guest refuses the new time from the email: a full refund, once.
  const guest = await page.context().newPage();
  await guest.goto(refuse);
  await expect(guest.getByRole('heading', { name: 'Refuse the new time' })).toBeVisible();
  await axeClean(guest);
  await guest.getByRole('button', { name: /^Cancel and refund \$/ }).click();
  await expect(guest.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toContainText(
    'is refunded in full',
  );
  await guest.close();
});
