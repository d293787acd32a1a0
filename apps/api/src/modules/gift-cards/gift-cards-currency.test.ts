import { formatMoney, type GiftCardProduct, giftCardInCurrency, usdAmountsInText } from '@belizepass/domain';
import { intlLocale } from '@belizepass/domain/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo.ts';
import { withLocale } from '../../lib/locale.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// One currency on a page (issue 39): with BZ$ chosen, the gift card page shows no US$ amount in any
// text; the amount in a card's name comes from its price, not from the words of its name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.app.imageStorage, renderPhotos: false });
});
afterAll(() => t?.close());

const cards = async (language: 'en' | 'es') => {
  const res = await t.app.inject({ url: '/api/gift-cards', headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json().giftCards as GiftCardProduct[];
};

/** Every text of a card as the gift card page shows it in `language` with `currency` chosen. */
const shown = (card: GiftCardProduct, language: 'en' | 'es', currency: 'BZD' | 'USD') =>
  withLocale(language, () =>
    giftCardInCurrency(card, (cents) => formatMoney(cents, currency, intlLocale(language))),
  );
const textsOf = (card: GiftCardProduct) => [
  card.title,
  card.description,
  card.longDescription,
  ...card.features,
];

describe('gift cards in the chosen currency', () => {
  for (const language of ['en', 'es'] as const) {
    it(`shows no US-dollar amount in any text with BZ$ chosen (${language})`, async () => {
      const list = await cards(language);
      expect(list.length).toBeGreaterThanOrEqual(8);
      for (const card of list) {
        // The stored name carries no amount: it is formatted from the price.
        expect(card.title, card.id).not.toMatch(/\$/);
        const texts = textsOf(shown(card, language, 'BZD'));
        for (const text of texts) expect(usdAmountsInText(text), `${card.id}: ${text}`).toEqual([]);
        expect(texts.join(' ')).not.toMatch(/US\$|(?<!BZ)\$\d/);
      }
    });
  }

  it('names a fixed-price card with its amount and writes a range from the amounts, in BZ$', async () => {
    const list = await cards('en');
    const fixed = shown(list.find((c) => c.id === 'bp-25')!, 'en', 'BZD');
    expect(fixed.title).toBe('BelizePass Gift Card BZ$50.00');
    const ranged = shown(list.find((c) => c.id === 'bp-1')!, 'en', 'BZD');
    expect(ranged.features).toContain('Choose any amount from BZ$100.00 to BZ$2,000.00');
    expect(ranged.description).toContain('from BZ$100.00 to BZ$2,000.00');
    const spanish = shown((await cards('es')).find((c) => c.id === 'bp-25')!, 'es', 'BZD');
    expect(spanish.title).toBe('Tarjeta de regalo BelizePass de BZ$50.00');
  });

  it('reads as before in US dollars', async () => {
    const list = await cards('en');
    expect(shown(list.find((c) => c.id === 'bp-100')!, 'en', 'USD').title).toBe('BelizePass Gift Card $100');
    expect(shown(list.find((c) => c.id === 'bp-1')!, 'en', 'USD').features).toContain(
      'Choose any amount from $50 to $1,000',
    );
  });
});
