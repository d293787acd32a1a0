import { expect, test } from '@playwright/test';

// A signed-out visitor saves a tour with the heart, signs in, and finds it on the Saved page.
test('a tour saved while signed out joins the account at sign-in', async ({ page }) => {
  test.slow();
  await page.goto('/tours');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const heart = card.getByRole('button', { name: `Save ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = card.getByRole('button', { name: `Remove ${title} from saved` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/login?redirectTo=%2Fsaved');
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__react'));
  });
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill('tourist@example.com');
  await main.getByLabel('Password', { exact: true }).fill('belize-demo-2026');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  const list = main.getByRole('list', { name: 'Your saved tours' });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  // The browser's list was moved into the account: a reload still shows it, rendered by the server.
  await page.reload();
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('bp_saved_tours'))).toBeNull();

  // Unsaving from the Saved page clears the heart.
  await list.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(list.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false');
});
