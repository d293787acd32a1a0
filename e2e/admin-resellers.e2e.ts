import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { expect, main, openAdmin, signInAsAdmin, uniqueTag } from './admin-helpers';

// Admin → Resellers (docs/octo.md): add a reseller, see its OCTO key once, revoke it.
test.describe.configure({ timeout: 180_000 });

test('staff add a reseller, copy its key once, and a revoked key is refused by the OCTO API', async ({
  page,
  request,
}, testInfo) => {
  await signInAsAdmin(page, request);
  await openAdmin(page, '/resellers', 'Resellers');
  const name = `Caribbean Trips ${uniqueTag(testInfo)}`;

  const form = main(page).getByRole('region', { name: 'New reseller' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Contact email').fill('ops@caribbean-trips.example.com');
  await form.getByLabel('Commission (%)').fill('80');
  await form.getByRole('button', { name: 'Create reseller' }).click();
  await expect(form.getByText('The commission is a whole percent from 0 to 50')).toBeVisible();
  await form.getByLabel('Commission (%)').fill('20');
  await form.getByRole('button', { name: 'Create reseller' }).click();
  await expect(form.getByText(`${name} added. Issue a key to connect it.`)).toBeVisible();

  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText('20% commission');
  await expect(card).toContainText('No keys issued');
  await card.getByRole('button', { name: 'Issue API key' }).click();
  const keyField = card.getByLabel('Copy this key now: it is shown only once.');
  await expect(keyField).toHaveValue(/^bpocto_/);
  const key = await keyField.inputValue();

  const supplier = await request.get('/api/octo/supplier', { headers: { authorization: `Bearer ${key}` } });
  expect(supplier.status()).toBe(200);

  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Shown once: the page read again lists the key by its prefix only.
  await page.reload();
  await expect(card.getByLabel('Copy this key now: it is shown only once.')).toHaveCount(0);
  await expect(card).toContainText(`Key ${key.slice(0, 13)}…`);
  await expect(card).toContainText('last used');

  await card.getByRole('button', { name: `Revoke key ${key.slice(0, 13)}…` }).click();
  await expect(card.getByText(`Key of ${name} revoked: calls with it are refused now.`)).toBeVisible();
  await expect(card).toContainText('revoked');
  const refused = await request.get('/api/octo/supplier', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('UNAUTHORIZED');
});
