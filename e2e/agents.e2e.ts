import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  main,
  openAdmin,
  signInAsAdmin,
  signInBrowser,
  uniqueTag,
} from './admin-helpers';
import { waitForMail } from './fixtures/mail';

// Agents (docs/decisions/039-agents.md): the admin approves a hotel desk at 12%, the desk books for a
// guest on its monthly account, the guest is emailed the ticket, and the statement shows the commission.
test.describe.configure({ timeout: 180_000 });

test('an approved agent books for a guest on account and sees the commission on its statement', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const business = `Radisson Fort George front desk ${tag}`;
  const agentEmail = `desk-${tag}@example.com`;
  const guestEmail = `guest-${tag}@example.com`;
  const signup = await request.post('/api/auth/signup', {
    data: {
      email: agentEmail,
      password: DEMO_PASSWORD,
      full_name: 'Dana Desk',
      phone_number: '+501 223 3333',
      role: 'agent',
      agent_application: { business_name: business },
    },
  });
  expect(signup.status()).toBe(201);

  // The admin approves the application at 12%.
  await signInAsAdmin(page, request);
  await openAdmin(page, '/agents', 'Agents');
  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: business, exact: true }) });
  await expect(card).toContainText('Waiting for approval');
  await card.getByLabel('Commission (%)').fill('12');
  await card.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(card.getByText(`${business} is approved at 12% commission.`)).toBeVisible();
  await expect(card).toContainText('Commission 12%');

  // A tour with two seats left on a coming day.
  const { tours } = await (await request.get('/api/tours?limit=5')).json();
  let choice: { id: string; title: string; date: string; time: string } | undefined;
  for (const tour of tours as { id: string; title: string }[]) {
    const { dates } = await (await request.get(`/api/tours/${tour.id}/availability`)).json();
    const open = (dates as { date: string; startTime: string; status: string; seatsLeft: number }[]).find(
      (d) =>
        d.seatsLeft >= 4 && d.status !== 'not-running' && d.status !== 'sold-out' && d.status !== 'closed',
    );
    if (open) {
      choice = { id: tour.id, title: tour.title, date: open.date, time: open.startTime };
      break;
    }
  }
  expect(choice, 'a tour with seats').toBeDefined();

  // The agent signs in and books for the guest, on its account.
  await page.context().clearCookies();
  await signInBrowser(page, agentEmail);
  await page.goto('/agent/dashboard/book');
  await main(page).getByLabel('Search tours').fill(choice!.title);
  await main(page).getByRole('button', { name: 'Search' }).click();
  await main(page)
    .getByRole('link', { name: `Book ${choice!.title}` })
    .first()
    .click();
  await expect(main(page).getByRole('heading', { name: choice!.title })).toBeVisible();
  await main(page).getByLabel('Date').fill(choice!.date);
  await main(page).getByRole('radio', { name: choice!.time }).check();
  await main(page).getByLabel('Adults').fill('2');
  await main(page).getByLabel("Guest's full name").fill('Grace Guest');
  await main(page).getByLabel("Guest's email (the ticket goes here)").fill(guestEmail);
  await main(page).getByLabel("Guest's phone").fill('+1 305 555 0190');
  await main(page)
    .getByRole('radio', { name: /On the agent's monthly account/ })
    .check();
  await main(page).getByRole('button', { name: 'Book for the guest' }).click();

  const notice = main(page).getByText(/^Booked: [A-Z0-9]+ for Grace Guest\./);
  await expect(notice).toBeVisible();
  const code = (await notice.textContent())!.match(/Booked: ([A-Z0-9]+)/)![1]!;
  const row = main(page)
    .getByRole(page.viewportSize()!.width < 768 ? 'listitem' : 'row')
    .filter({ hasText: 'Grace Guest' });
  await expect(row.first()).toContainText("On the agent's monthly account");
  await expect(row.first()).toContainText('(12%)');

  // The guest's email has the ticket: the code and the link to the booking.
  const mail = await waitForMail(guestEmail, new RegExp(code));
  expect(mail.text).toContain(code);
  expect(mail.text).toMatch(/\/confirmation\/[0-9a-f-]{36}\?key=/);

  // The statement of the month shows the booking and the commission.
  await page.goto('/agent/dashboard/statement');
  await expect(main(page).getByRole('heading', { name: 'Monthly statement' })).toBeVisible();
  const line = main(page)
    .getByRole(page.viewportSize()!.width < 768 ? 'listitem' : 'row')
    .filter({ hasText: 'Grace Guest' });
  await expect(line.first()).toContainText(code);
  await expect(line.first()).toContainText('(12%)');
  const totals = main(page).getByRole('region', { name: 'Totals of the month' });
  await expect(totals).toContainText('Commission earned (12%)');
  await expect(totals).toContainText('You owe BelizePass');

  const href = await main(page).getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${code},Grace Guest,${guestEmail}`);

  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
