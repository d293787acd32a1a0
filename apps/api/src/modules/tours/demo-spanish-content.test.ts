import type { BusinessProfile, Deal, ManagedDeal, MerchantTour, TourDetail } from '@belizepass/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOURS } from '../../db/seed/demo-catalogue.ts';
import { DEMO_DEALS } from '../../db/seed/demo-deals.ts';
import { DEMO_MERCHANTS } from '../../db/seed/demo-merchants.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARD, idempotencyKey } from '../gift-cards/test-helpers.ts';
import { caller, signIn, tourInput } from '../merchant-tours/test-kit.ts';

// Everything a traveller reads in Spanish (decision 029, issue 39): every demo tour, deal, gift card
// and profile has its own Spanish, a Spanish answer falls back to English per field and names it,
// and the operator reads which Spanish fields are missing.
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  await seedDemo(t.db, { storage: t.app.imageStorage, renderPhotos: false });
});
afterAll(() => t?.close());

const inSpanish = { 'accept-language': 'es' };
const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

/** A tour's operator-written texts, as the API answers them. */
const TOUR_TEXTS = [
  'title',
  'description',
  'itinerary',
  'inclusions',
  'exclusions',
  'bringItems',
  'meetingPoint',
  'transport',
  'safetyInfo',
] as const;

/**
 * Values that may read the same in both languages because they are proper names (a meeting point
 * that is only a place's name). Every other text, each line of a list too, must differ from its
 * English. The demo data has none today: its meeting points say where in the place to meet.
 */
const PROPER_NAMES = new Set<string>([]);

describe('the demo data set in Spanish', () => {
  it('answers every published demo tour with its own Spanish in every text field, none in English', async () => {
    const { tours } = await get<{ tours: { id: string }[] }>('/api/tours?limit=50');
    expect(tours).toHaveLength(DEMO_TOURS.filter((d) => d.publication !== 'pending-approval').length);
    for (const { id } of tours) {
      const en = await get<TourDetail>(`/api/tours/${id}`);
      const es = await get<TourDetail>(`/api/tours/${id}`, inSpanish);
      expect(es.untranslated, en.title).toEqual([]);
      for (const field of TOUR_TEXTS) {
        const [english, spanish] = [en[field], es[field]];
        if (Array.isArray(english)) {
          expect((spanish as string[]).length, `${en.title}: ${field}`).toBe(english.length);
          english.forEach((line, i) => {
            if (!PROPER_NAMES.has(line)) {
              expect((spanish as string[])[i], `${en.title}: ${field}[${i}]`).not.toBe(line);
            }
          });
        } else if (english && !PROPER_NAMES.has(english)) {
          expect(spanish, `${en.title}: ${field}`).not.toBe(english);
        }
      }
      // The region from the catalogue: the districts in Spanish, place names as they are.
      const region = { 'cayo-district': 'Distrito de Cayo', 'belize-district': 'Distrito de Belice' };
      expect(es.location).toBe(region[en.locationId as keyof typeof region] ?? en.location);
    }
  });

  it('answers every demo deal with its own Spanish title and description', async () => {
    const en = await get<{ deals: Deal[] }>('/api/deals?limit=50');
    const es = await get<{ deals: (Deal & { untranslated?: string[] })[] }>('/api/deals?limit=50', inSpanish);
    expect(es.deals).toHaveLength(DEMO_DEALS.filter((d) => !d.pendingApproval).length);
    for (const deal of es.deals) {
      const english = en.deals.find((d) => d.id === deal.id)!;
      expect(deal.untranslated, english.title).toEqual([]);
      expect(deal.title, english.title).not.toBe(english.title);
      expect(deal.description, english.title).not.toBe(english.description);
    }
  });

  it('answers every gift card in Spanish', async () => {
    const en = (await get<{ giftCards: Record<string, unknown>[] }>('/api/gift-cards')).giftCards;
    const es = (await get<{ giftCards: Record<string, unknown>[] }>('/api/gift-cards', inSpanish)).giftCards;
    expect(es).toHaveLength(en.length);
    for (const card of es) {
      const english = en.find((c) => c.id === card.id)!;
      expect(card.untranslated, String(card.id)).toEqual([]);
      for (const field of ['title', 'description', 'longDescription', 'validityPeriod']) {
        expect(card[field], `${card.id}: ${field}`).not.toBe(english[field]);
      }
      expect(english.untranslated).toBeUndefined();
    }
    expect(es.find((c) => c.id === 'mgc-3')).toMatchObject({ location: 'Distrito de Cayo' });
  });

  it('leaves no operator a Spanish field to write, pending tours and deals included', async () => {
    let tours = 0;
    let deals = 0;
    for (const merchant of DEMO_MERCHANTS.filter((m) => m.approved)) {
      const token = await signIn(t, merchant.ownerEmail);
      const own = await get<{ tours: MerchantTour[] }>('/api/merchant/tours', {
        authorization: `Bearer ${token}`,
      });
      for (const tour of own.tours) expect(tour.missingTranslations, tour.title).toEqual([]);
      tours += own.tours.length;
      const owned = await get<{ deals: ManagedDeal[] }>('/api/merchant/deals', {
        authorization: `Bearer ${token}`,
      });
      for (const deal of owned.deals) expect(deal.missingTranslations, deal.title).toEqual([]);
      deals += owned.deals.length;
      const profile = await get<BusinessProfile>('/api/merchant/profile', {
        authorization: `Bearer ${token}`,
      });
      expect(profile.missingTranslations, merchant.businessName).toEqual([]);
      const page = await get<{ tagline: string; untranslated: string[] }>(
        `/api/merchants/${profile.id}`,
        inSpanish,
      );
      expect(page.untranslated).toEqual([]);
      expect(page.tagline).not.toBe(merchant.tagline);
    }
    expect(tours).toBe(DEMO_TOURS.length);
    expect(deals).toBe(DEMO_DEALS.length);
  });
});

describe('what a Spanish buyer is sent', () => {
  it('names the deal in Spanish, with its region, in the vouchers email of an order placed on a Spanish page', async () => {
    const { deals } = await get<{ deals: Deal[] }>('/api/deals?limit=50');
    const deal = deals.find((d) => d.title === 'Zip-Line & Cave Tubing Combo Day')!;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/orders`,
      headers: inSpanish,
      payload: { quantity: 1, buyerName: 'Lucía Chen', buyerEmail: 'lucia.chen@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { order, accessKey } = created.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/deals/orders/${order.id}/pay`,
      payload: CARD,
      headers: { ...inSpanish, 'x-order-key': accessKey, 'idempotency-key': idempotencyKey() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [mail] = (
      await t.db.execute(
        sql`select subject, text_body from email_outbox where to_address = 'lucia.chen@example.com'`,
      )
    ).rows as { subject: string; text_body: string }[];
    expect(mail!.subject).toContain('Día combinado de tirolesa y tubing en cuevas');
    expect(mail!.text_body).toContain('Distrito de Cayo');
    expect(mail!.text_body).not.toContain('Zip-Line & Cave Tubing Combo Day');
  });
});

describe('a tour with Spanish still to write', () => {
  it('lists the Spanish fields left empty, falls back to English per field, and shrinks the list as they are filled', async () => {
    const token = await signIn(t, 'merchant@example.com');
    await t.factories.createUser({ email: 'staff-translation@example.com', role: 'platform_admin' });
    const admin = await signIn(t, 'staff-translation@example.com');
    const english = tourInput({
      title: 'Mexico Rocks Snorkel',
      description: 'Snorkel the coral heads of Mexico Rocks, inside the reef north of San Pedro.',
      location_id: 'ambergris-caye',
      itinerary: ['Leave the dock', 'Snorkel Mexico Rocks'],
      inclusions: ['Snorkel gear', 'Bottled water'],
      exclusions: ['Gratuities'],
      bring_items: ['Towel'],
      meeting_point: 'Sea Star dock, San Pedro',
      transport: 'Covered boat',
      safety_info: 'Life vests for every guest.',
      title_es: 'Snorkel en Mexico Rocks',
      description_es: 'Haz snorkel entre las cabezas de coral de Mexico Rocks, al norte de San Pedro.',
    });
    const created = await call('POST', '/api/merchant/tours', token, english);
    expect(created.statusCode, created.body).toBe(201);
    const tour = created.json().tour as MerchantTour;
    expect(tour.missingTranslations).toEqual([
      'itinerary_es',
      'inclusions_es',
      'exclusions_es',
      'bring_items_es',
      'meeting_point_es',
      'transport_es',
      'safety_info_es',
    ]);
    const approved = await call('PATCH', `/api/admin/tours/${tour.id}/approve`, admin, { approved: true });
    expect(approved.statusCode, approved.body).toBe(200);

    // The Spanish page: each field without Spanish in English, and named.
    const before = await get<TourDetail>(`/api/tours/${tour.id}`, inSpanish);
    expect(before).toMatchObject({
      title: 'Snorkel en Mexico Rocks',
      inclusions: ['Snorkel gear', 'Bottled water'],
      transport: 'Covered boat',
    });
    expect(before.untranslated).toEqual([
      'meetingPoint',
      'transport',
      'safetyInfo',
      'itinerary',
      'inclusions',
      'exclusions',
      'bringItems',
    ]);

    // The operator fills two; like their English, they wait for staff on an approved tour.
    const filled = await call('PUT', `/api/merchant/tours/${tour.id}`, token, {
      ...english,
      inclusions_es: ['Equipo de snorkel', 'Agua embotellada'],
      transport_es: '  Lancha techada  ',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const edited = filled.json().tour as MerchantTour;
    expect(edited).toMatchObject({
      inclusions_es: ['Equipo de snorkel', 'Agua embotellada'],
      transport_es: 'Lancha techada',
      revision: { status: 'pending', fields: ['inclusions_es', 'transport_es'] },
    });
    expect(edited.missingTranslations).toEqual([
      'itinerary_es',
      'exclusions_es',
      'bring_items_es',
      'meeting_point_es',
      'safety_info_es',
    ]);
    const read = await get<{ tour: MerchantTour }>(`/api/merchant/tours/${tour.id}`, {
      authorization: `Bearer ${token}`,
    });
    expect(read.tour.missingTranslations).toEqual(edited.missingTranslations);
    expect((await get<TourDetail>(`/api/tours/${tour.id}`, inSpanish)).transport).toBe('Covered boat');

    const review = (await call('GET', `/api/admin/tours/${tour.id}/revision`, admin)).json().revision;
    expect(review.changes).toMatchObject([
      { field: 'inclusions_es', label: "What's included (Spanish)", minor_allowed: true },
      { field: 'transport_es', before: null, after: 'Lancha techada' },
    ]);
    const ok = await call('POST', `/api/admin/tours/${tour.id}/revision/approve`, admin, {
      version: review.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await get<TourDetail>(`/api/tours/${tour.id}`, inSpanish);
    expect(after).toMatchObject({
      inclusions: ['Equipo de snorkel', 'Agua embotellada'],
      transport: 'Lancha techada',
      exclusions: ['Gratuities'],
    });
    expect(after.untranslated).toEqual([
      'meetingPoint',
      'safetyInfo',
      'itinerary',
      'exclusions',
      'bringItems',
    ]);
    // The English answer is unchanged.
    const en = await get<TourDetail>(`/api/tours/${tour.id}`);
    expect(en).toMatchObject({ inclusions: ['Snorkel gear', 'Bottled water'], transport: 'Covered boat' });
    expect(en).not.toHaveProperty('untranslated');
  });

  it('lists a deal’s missing Spanish and shrinks it when written', async () => {
    const token = await signIn(t, 'merchant@example.com');
    const form = {
      title: 'Snorkel and lunch for two',
      description: 'Half a day on the reef with a beach lunch.',
      category: 'activities',
      location_id: 'ambergris-caye',
      price: 9000,
      originalPrice: 12_000,
      validUntil: '2099-12-31',
      quantityAvailable: 10,
    };
    const created = await call('POST', '/api/merchant/deals', token, form);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().missingTranslations).toEqual(['title_es', 'description_es']);
    const edited = await call('PUT', `/api/merchant/deals/${created.json().id}`, token, {
      ...form,
      title_es: 'Snorkel y almuerzo para dos',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().missingTranslations).toEqual(['description_es']);
  });

  it('turns away an over-long Spanish safety text, naming the field', async () => {
    const token = await signIn(t, 'merchant@example.com');
    const res = await call(
      'POST',
      '/api/merchant/tours',
      token,
      tourInput({ safety_info_es: 'a'.repeat(2001) }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain('safety_info_es');
  });
});
