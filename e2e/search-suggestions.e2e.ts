import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

interface Suggestion {
  kind: 'tour' | 'location';
  text: string;
  id: string;
}

/** Resolves once React has hydrated the page, so the search box suggests as you type. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('#tour-search');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('search suggestions on /tours', () => {
  test('typing part of a word lists suggestions; Down then Enter opens the first', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/tours/suggest?q=xunan');
    expect(response.ok()).toBeTruthy();
    const { suggestions } = (await response.json()) as { suggestions: Suggestion[] };
    const first = suggestions[0]!;
    expect(first).toMatchObject({ kind: 'tour', text: expect.stringMatching(/^Xunantunich/) });

    await page.goto('/tours');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search tours' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('xunan');

    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    const options = listbox.getByRole('option');
    await expect(options).toHaveText(
      suggestions.map((s) => new RegExp(s.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    );
    await expect(page.getByText(`${suggestions.length} suggestion`)).toBeAttached();

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);

    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    // The list stays within the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tours/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.text })).toBeVisible();
  });

  test('a location suggestion lists its tours; Escape closes the list and Enter then searches', async ({
    page,
  }) => {
    await page.goto('/tours');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Search tours' });
    await box.pressSequentially('amberg');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const location = listbox.getByRole('option', { name: /Ambergris Caye\s*Location/ });
    await expect(location).toBeVisible();

    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('amberg');

    await box.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await expect(location).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tours\?location=ambergris-caye$/);

    // Enter with no suggestion chosen searches for the text, and the list closes.
    await box.fill('snorkle');
    await expect(listbox).toBeVisible();
    await box.press('Enter');
    // The search keeps the location picked before.
    await expect(page).toHaveURL(/\/tours\?q=snorkle&location=ambergris-caye$/);
    await expect(page.getByText(/^Showing \d+ tours?$/)).toBeVisible();
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the box is a plain search form', async ({ page }) => {
      await page.goto('/tours');
      const box = page.getByRole('searchbox', { name: 'Search tours' });
      await expect(box).not.toHaveAttribute('role', 'combobox');
      await box.fill('mairne');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/tours\?q=mairne$/);
      await expect(page.getByRole('link', { name: /Hol Chan Marine Reserve/ }).first()).toBeVisible();
    });
  });
});
