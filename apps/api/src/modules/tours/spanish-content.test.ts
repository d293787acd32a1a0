import type { TourDetail, TourListResponse } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, merchantAccount, signIn, tourInput } from '../merchant-tours/test-kit.ts';

// Operators' text in two languages (docs/decisions/029-spanish-edition.md): a Spanish answer shows
// each field's Spanish where written, else the English, and names the English ones; search finds
// both languages, accents or not.
let t: TestApp;
let me: Awaited<ReturnType<typeof merchantAccount>>;
let admin: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  me = await merchantAccount(t, { businessName: 'Cenotes y Arrecifes' });
  await t.factories.createUser({ email: 'staff-es@example.com', role: 'platform_admin' });
  admin = await signIn(t, 'staff-es@example.com');
});
afterAll(() => t?.close());

const inSpanish = { 'accept-language': 'es' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

async function approvedTour(overrides: Parameters<typeof tourInput>[0] = {}) {
  const created = await call('POST', '/api/merchant/tours', me.token, tourInput(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().tour.id as string;
  const approved = await call('PATCH', `/api/admin/tours/${id}/approve`, admin, { approved: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const SPANISH = {
  title_es: 'Safari por el río a Lamanai',
  description_es: 'Navega por el New River entre cocodrilos y monos aulladores hasta los templos mayas.',
  itinerary_es: ['Salida del muelle', 'Visita a los templos'],
};

describe('a tour in two languages', () => {
  it('saves the Spanish fields, blank ones as none, and shows them to the merchant', async () => {
    const res = await call(
      'POST',
      '/api/merchant/tours',
      me.token,
      tourInput({ ...SPANISH, meeting_point_es: '   ', itinerary: ['Dock', 'Temples'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tour).toMatchObject({ ...SPANISH, meeting_point_es: null });
  });

  it('answers a Spanish request in Spanish, each missing field in English and named', async () => {
    const id = await approvedTour({
      ...SPANISH,
      itinerary: ['Dock', 'Temples'],
      meeting_point: 'Orange Walk town dock',
    });
    const es = (await get(`/api/tours/${id}`, inSpanish)).json() as TourDetail;
    expect(es).toMatchObject({
      title: SPANISH.title_es,
      description: SPANISH.description_es,
      itinerary: SPANISH.itinerary_es,
      meetingPoint: 'Orange Walk town dock',
      untranslated: ['meetingPoint'],
    });
    const en = (await get(`/api/tours/${id}`)).json() as TourDetail;
    expect(en).toMatchObject({ title: 'Lamanai River Safari', itinerary: ['Dock', 'Temples'] });
    expect(en).not.toHaveProperty('untranslated');
    const enExplicit = (await get(`/api/tours/${id}`, { 'accept-language': 'en' })).json();
    expect(enExplicit).toEqual(en);

    const listed = (
      await get('/api/tours?location=orange-walk&limit=50', inSpanish)
    ).json() as TourListResponse;
    expect(listed.tours.find((tour) => tour.id === id)).toMatchObject({
      title: SPANISH.title_es,
      untranslated: [],
    });
    const listedEn = (await get('/api/tours?location=orange-walk&limit=50')).json() as TourListResponse;
    const card = listedEn.tours.find((tour) => tour.id === id);
    expect(card?.title).toBe('Lamanai River Safari');
    expect(card).not.toHaveProperty('untranslated');
  });

  it('shows an English-only tour in English on a Spanish request, every text field named', async () => {
    const id = await approvedTour({ title: 'Altun Ha Morning', meeting_point: 'Hotel lobby' });
    const es = (await get(`/api/tours/${id}`, inSpanish)).json() as TourDetail;
    expect(es.title).toBe('Altun Ha Morning');
    expect(es.untranslated).toEqual(['title', 'description', 'meetingPoint']);
  });

  it('turns away an over-long Spanish title, naming the field', async () => {
    const res = await call('POST', '/api/merchant/tours', me.token, tourInput({ title_es: 'a'.repeat(121) }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain('title_es');
  });

  it('holds the Spanish title and description of an approved tour for review, like the English', async () => {
    const id = await approvedTour({ title: 'Crooked Tree Birding' });
    const edited = await call(
      'PUT',
      `/api/merchant/tours/${id}`,
      me.token,
      tourInput({
        title: 'Crooked Tree Birding',
        title_es: 'Aves de Crooked Tree',
        meeting_point_es: 'En el muelle',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tour).toMatchObject({
      title_es: 'Aves de Crooked Tree',
      meeting_point_es: 'En el muelle',
      revision: { status: 'pending', fields: ['title_es', 'meeting_point_es'] },
    });
    // The Spanish title and meeting instructions wait for staff, like the English ones.
    const before = (await get(`/api/tours/${id}`, inSpanish)).json() as TourDetail;
    expect(before).toMatchObject({ title: 'Crooked Tree Birding' });
    expect(before.meetingPoint).not.toBe('En el muelle');
    const review = (await call('GET', `/api/admin/tours/${id}/revision`, admin)).json().revision;
    expect(review.changes).toMatchObject([
      { field: 'title_es', before: null, after: 'Aves de Crooked Tree', before_text: '—' },
      { field: 'meeting_point_es', before: null, after: 'En el muelle' },
    ]);
    const approved = await call('POST', `/api/admin/tours/${id}/revision/approve`, admin, {
      version: review.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await get(`/api/tours/${id}`, inSpanish)).json() as TourDetail;
    expect(after).toMatchObject({ title: 'Aves de Crooked Tree', meetingPoint: 'En el muelle' });
  });
});

describe('searching in both languages', () => {
  let reef: string;
  let tree: string;
  beforeAll(async () => {
    reef = await approvedTour({
      title: 'Caye Caulker Snorkel Trip',
      description: 'Swim with nurse sharks and stingrays.',
      title_es: 'Buceo en el arrecife de Caye Caulker',
      description_es: 'Nada con tiburones gata y rayas; visita un cenote y la tubería del muelle.',
    });
    tree = await approvedTour({
      title: 'Ceiba Walk',
      description: 'A walk under the great ceiba.',
      description_es: 'Un paseo bajo el gran árbol de ceiba.',
    });
  });
  const found = async (q: string, headers: Record<string, string> = {}) =>
    (
      (await get(`/api/tours/search?q=${encodeURIComponent(q)}`, headers)).json() as TourListResponse
    ).tours.map((tour) => tour.id);

  it('finds a tour by a Spanish word of its Spanish text, with Spanish stemming', async () => {
    expect(await found('buceo')).toContain(reef);
    expect(await found('cenotes')).toContain(reef);
    expect(await found('tiburones rayas')).toContain(reef);
  });

  it('ignores accents either way', async () => {
    expect(await found('tuberia')).toContain(reef);
    expect(await found('tubería')).toContain(reef);
    expect(await found('arbol')).toContain(tree);
    expect(await found('árbol')).toContain(tree);
    expect(await found('arrécife')).toContain(reef);
  });

  it('keeps English searches as they were', async () => {
    expect(await found('snorkel')).toContain(reef);
    expect(await found('stingrays')).toContain(reef);
    expect(await found('ceiba walk')).toEqual([tree]);
    expect(await found('buceo')).not.toContain(tree);
  });

  it('lists the Spanish titles on a Spanish search, and suggests them', async () => {
    const res = (await get('/api/tours/search?q=buceo', inSpanish)).json() as TourListResponse;
    expect(res.tours.find((tour) => tour.id === reef)?.title).toBe('Buceo en el arrecife de Caye Caulker');
    const suggestions = (await get('/api/tours/suggest?q=buce', inSpanish)).json().suggestions;
    expect(suggestions).toContainEqual({
      kind: 'tour',
      text: 'Buceo en el arrecife de Caye Caulker',
      id: reef,
    });
  });
});

describe('a deal and a merchant profile in two languages', () => {
  it('shows a deal in Spanish where written, and sends an approved deal back for review when it changes', async () => {
    const form = {
      title: 'Sunset sail for two',
      description: 'Two hours on the water with rum punch.',
      title_es: 'Paseo en velero al atardecer para dos',
      category: 'activities',
      location_id: 'ambergris-caye',
      price: 5000,
      originalPrice: 8000,
      validUntil: '2099-12-31',
      quantityAvailable: 20,
    };
    const created = await call('POST', '/api/merchant/deals', me.token, form);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: form.title,
      title_es: form.title_es,
      description_es: null,
    });
    const id = created.json().id as string;
    const approved = await call('PATCH', `/api/admin/deals/${id}/approve`, admin, { approved: true });
    expect(approved.statusCode, approved.body).toBe(200);

    expect((await get(`/api/deals/${id}`, inSpanish)).json()).toMatchObject({
      title: form.title_es,
      description: form.description,
      untranslated: ['description'],
    });
    const english = (await get(`/api/deals/${id}`)).json();
    expect(english.title).toBe(form.title);
    expect(english).not.toHaveProperty('untranslated');

    const edited = await call('PUT', `/api/merchant/deals/${id}`, me.token, {
      ...form,
      description_es: 'Dos horas en el mar con ponche de ron.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ admin_approved: false });

    const tooLong = await call('POST', '/api/merchant/deals', me.token, {
      ...form,
      description_es: 'a'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().error)).toContain('description_es');
  });

  it('shows the business description in Spanish where written', async () => {
    const profile = {
      business_name: 'Cenotes y Arrecifes',
      description: 'Reef and cave guides of Ambergris Caye.',
      contact_email: 'hola@cenotes.example.com',
    };
    const saved = await call('PATCH', '/api/merchant/profile', me.token, {
      ...profile,
      description_es: 'Guías de arrecifes y cuevas de Ambergris Caye.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description_es).toBe('Guías de arrecifes y cuevas de Ambergris Caye.');
    const es = (await get(`/api/merchants/${me.merchant.id}`, inSpanish)).json();
    expect(es).toMatchObject({
      description: 'Guías de arrecifes y cuevas de Ambergris Caye.',
      untranslated: [],
    });
    expect(es.tours.find((tour: { title: string }) => tour.title === SPANISH.title_es)).toBeTruthy();
    const en = (await get(`/api/merchants/${me.merchant.id}`)).json();
    expect(en.description).toBe(profile.description);
    expect(en).not.toHaveProperty('untranslated');

    const cleared = await call('PATCH', '/api/merchant/profile', me.token, {
      ...profile,
      description_es: '',
    });
    expect(cleared.json().description_es).toBeNull();
    expect((await get(`/api/merchants/${me.merchant.id}`, inSpanish)).json()).toMatchObject({
      description: profile.description,
      untranslated: ['description'],
    });
  });
});
