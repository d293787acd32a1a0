import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import {
  consoleNav,
  gradientPng,
  main,
  openDashboard,
  signInMerchant,
  uniqueTag,
} from './fixtures/merchant-helpers';

// Allow for a busy machine (two projects, three workers, one server).
const expect = baseExpect.configure({ timeout: 20_000 });

const TOURS = '/merchant/dashboard/tours';

const photo = (name: string, hue: number) => ({
  name,
  mimeType: 'image/png',
  buffer: gradientPng(480, 320, hue),
});

async function openAddTour(page: Page): Promise<Locator> {
  await main(page).getByRole('link', { name: 'Add New Tour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

// Each journey saves tours and uploads photos through several round trips.
test.describe.configure({ timeout: 360_000 });

test.describe('merchant tours', () => {
  test('a merchant creates a tour with photos, edits it, toggles Active and Featured, and deletes it', async ({
    page,
  }, testInfo) => {
    const title = `Mayan Ruins Sunrise Hike ${uniqueTag(testInfo)}`;
    await signInMerchant(page, TOURS);
    await expect(page.getByRole('heading', { level: 1, name: 'My Tours' })).toBeVisible();
    await expect(consoleNav(page).getByRole('link', { name: 'My Tours' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Submitting the empty form shows every required message (spec section 5).
    const dialog = await openAddTour(page);
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(field(dialog, 'Tour title')).toHaveAccessibleDescription('Tour title is required');
    await expect(field(dialog, 'Tour title')).toBeFocused();
    await expect(field(dialog, 'Description')).toHaveAccessibleDescription('Description is required');
    await expect(field(dialog, 'Price (USD)')).toHaveAccessibleDescription('Price is required');
    await expect(field(dialog, 'Duration (hours)')).toHaveAccessibleDescription('Duration is required');
    await expect(field(dialog, 'Location')).toHaveAccessibleDescription('Location is required');
    await expect(field(dialog, 'Category')).toHaveAccessibleDescription('Category is required');
    await expect(field(dialog, 'Maximum participants')).toHaveAccessibleDescription(
      'Maximum participants is required',
    );
    // The first start time's weekdays (decision 030).
    await expect(dialog.getByText('Choose weekdays')).toBeVisible();
    await expect(dialog.getByText('Tour image is required')).toBeVisible();

    // Editing a field clears its error; a bad price says why.
    await field(dialog, 'Tour title').fill(title);
    await expect(field(dialog, 'Tour title')).not.toHaveAttribute('aria-invalid', 'true');
    await field(dialog, 'Price (USD)').fill('-5');
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(field(dialog, 'Price (USD)')).toHaveAccessibleDescription('Price must be a positive number');

    await field(dialog, 'Description').fill('Climb El Castillo at first light and watch the jungle wake up.');
    await field(dialog, 'Price (USD)').fill('89.50');
    // Guest types show their price at the tour's price: a child at 70%.
    await expect(dialog.getByText("$62.65 at the tour's price")).toBeVisible();
    await field(dialog, 'Duration (hours)').fill('3.5');
    await field(dialog, 'Location').selectOption({ label: 'Cayo District' });
    await field(dialog, 'Category').selectOption({ label: 'Adventure' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await dialog
        .getByRole('group', { name: 'Start time 1' })
        .getByRole('checkbox', { name: day, exact: true })
        .check();
    }
    await expect(dialog.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await field(dialog, 'Start time (Belize time)').fill('05:30');
    await field(dialog, 'Maximum participants').fill('12');
    await field(dialog, 'Itinerary').fill('5:00 AM — Meet at the park gate\n5:30 AM — Climb El Castillo');
    await field(dialog, 'Languages').fill('English, Spanish');
    await dialog.getByRole('checkbox', { name: 'Active' }).check();
    await dialog
      .getByLabel('Tour photos')
      .setInputFiles([photo('xunantunich.png', 0), photo('castillo.png', 60)]);
    const previews = dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem');
    await expect(previews).toHaveCount(2);
    await expect(dialog.getByText('Tour image is required')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(main(page).getByRole('status').filter({ hasText: title })).toContainText(
      "awaits the platform's approval",
    );
    const card = main(page).getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Awaiting approval', { exact: true })).toBeVisible();
    await expect(card.getByText('Not public yet: awaiting approval.')).toBeVisible();
    await expect(card.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(card).toContainText('$89.50');
    await expect(card).toContainText('3.5 hours');
    await expect(card.getByRole('img', { name: title, exact: true })).toHaveAttribute('src', /\/uploads\//);
    await expect(
      card.getByRole('img', { name: `Preview ${title}: Not public yet: awaiting approval` }),
    ).toBeVisible();

    // Search narrows the grid to this tour; a search with no match says so.
    await main(page).getByPlaceholder('Search tours...').fill(title);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await main(page).getByPlaceholder('Search tours...').fill(`${title} nothing like this`);
    await expect(main(page).getByText('No tours found')).toBeVisible();
    await expect(main(page).getByText(/No tours match your search and filters/)).toBeVisible();
    await main(page).getByRole('link', { name: 'Clear filters' }).click();
    await expect(card).toBeVisible();

    // Edit: the form comes back filled in; make the second photo primary and change the price.
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tour' });
    await expect(edit).toBeVisible();
    await expect(field(edit, 'Tour title')).toHaveValue(title);
    await expect(field(edit, 'Price (USD)')).toHaveValue('89.50');
    const saved = edit.getByRole('list', { name: 'Saved photos' }).getByRole('listitem');
    await expect(saved).toHaveCount(2);
    await edit.getByRole('button', { name: 'Make photo 2 primary' }).click();
    await expect(saved.first().getByText('Primary')).toBeVisible();
    await expect(edit.getByRole('button', { name: /Make photo \d primary/ })).toHaveCount(1);

    // A file over 10 MB is refused by the server with its own message; the modal stays open.
    const huge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await edit.getByLabel('Tour photos').setInputFiles(huge);
    await field(edit, 'Price (USD)').fill('95');
    await edit.getByRole('button', { name: 'Save Tour' }).click();
    await expect(edit.getByRole('alert').first()).toContainText('The image is larger than 10 MB', {
      timeout: 60_000,
    });
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Remove huge.png' }).click();
    await edit.getByRole('button', { name: 'Save Tour' }).click();
    await expect(edit).toBeHidden({ timeout: 60_000 });
    await expect(card).toContainText('$95.00');

    // Active and Featured switches save at once and persist.
    await card.getByRole('switch', { name: 'Active' }).click();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await card.getByRole('switch', { name: 'Featured' }).click();
    await expect(card.getByRole('switch', { name: 'Featured' })).toBeChecked();
    await expect(card.getByText('Featured', { exact: true }).first()).toBeVisible();
    await openDashboard(page, TOURS);
    await expect(card.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(card.getByRole('switch', { name: 'Featured' })).toBeChecked();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    // Delete through the confirmation modal; Cancel keeps the tour.
    await card.getByRole('link', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm).toHaveAccessibleDescription(
      `Are you sure you want to delete the tour ${title}? This action cannot be undone.`,
    );
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete Tour' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(main(page).getByRole('status').filter({ hasText: 'was deleted' })).toBeVisible();
  });

  test('a tour with bookings cannot be deleted and the server says why', async ({ page }) => {
    await signInMerchant(page, TOURS);
    const card = main(page).getByRole('article', { name: /Hol Chan Marine Reserve/ });
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByRole('button', { name: 'Delete Tour' }).click();
    await expect(confirm.getByRole('alert')).toContainText(/booking/i);
    await expect(confirm.getByRole('alert')).not.toHaveText('Failed to delete tour. Please try again.');
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
  });

  test('Manage dates lists the departures and asks before closing a date', async ({ page }) => {
    await signInMerchant(page, TOURS);
    const card = main(page).getByRole('article', { name: /Hol Chan Marine Reserve/ });
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: `Manage dates for ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Manage dates: ${title}` });
    await expect(dialog.getByRole('heading', { name: 'Dates with bookings or closures' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close this date' }).click();
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(
      'Choose a date (YYYY-MM-DD)',
    );
    await dialog.getByLabel('Date', { exact: true }).fill('2099-01-01');
    await dialog.getByLabel('Reason', { exact: true }).fill('Engine repair');
    await dialog.getByRole('button', { name: 'Close this date' }).click();
    await expect(
      dialog.getByText(/Every booking on that date will be cancelled with a full refund/),
    ).toBeVisible();
    await dialog.getByRole('link', { name: 'Keep it open' }).click();
    await expect(dialog.getByRole('button', { name: 'Close this date' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
