import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/journeys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let reef: string;
let caves: string;
let hidden: string;
let maria: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  reef = (await t.factories.createTour({ title: 'Hol Chan snorkel' })).id;
  caves = (await t.factories.createTour({ title: 'Actun Tunichil Muknal' })).id;
  hidden = (await t.factories.createTour({ title: 'Not yet approved', adminApproved: false })).id;
  for (const email of ['saver@example.com', 'someone-else@example.com'])
    await t.factories.createUser({ email });
  maria = (await signIn(t.app, 'saver@example.com')).token;
  other = (await signIn(t.app, 'someone-else@example.com')).token;
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
const savedTitles = async (token: string) =>
  ((await send('GET', '/api/me/saved-tours', token)).json() as { tours: { title: string }[] }).tours.map(
    (tour) => tour.title,
  );

describe('saved tours', () => {
  it('saves, lists newest first as catalogue cards, and unsaves; saving twice changes nothing', async () => {
    expect((await send('PUT', `/api/me/saved-tours/${reef}`, maria)).statusCode).toBe(204);
    expect((await send('PUT', `/api/me/saved-tours/${caves}`, maria)).statusCode).toBe(204);
    expect((await send('PUT', `/api/me/saved-tours/${reef}`, maria)).statusCode).toBe(204);
    const list = await send('GET', '/api/me/saved-tours', maria);
    expect(list.statusCode).toBe(200);
    const body = list.json() as { ids: string[]; tours: { id: string; platform_selling_price: number }[] };
    expect(body.ids).toEqual([caves, reef]);
    expect(body.tours.map((tour) => tour.id)).toEqual([caves, reef]);
    expect(typeof body.tours[0]?.platform_selling_price).toBe('number');

    expect((await send('DELETE', `/api/me/saved-tours/${caves}`, maria)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/me/saved-tours/${caves}`, maria)).statusCode).toBe(204);
    expect(await savedTitles(maria)).toEqual(['Hol Chan snorkel']);
  });

  it("keeps each user's list to themselves", async () => {
    expect(await savedTitles(other)).toEqual([]);
    await send('PUT', `/api/me/saved-tours/${caves}`, other);
    expect(await savedTitles(other)).toEqual(['Actun Tunichil Muknal']);
    expect(await savedTitles(maria)).toEqual(['Hol Chan snorkel']);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/saved-tours'],
      ['PUT', `/api/me/saved-tours/${reef}`],
      ['DELETE', `/api/me/saved-tours/${reef}`],
    ] as const) {
      const res = await send(method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await send('POST', '/api/me/saved-tours/merge', undefined, { tourIds: [reef] })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an unknown or unpublished tour and 400 for a malformed id, saving nothing', async () => {
    const unknown = await send('PUT', `/api/me/saved-tours/${randomUUID()}`, maria);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TOUR_NOT_FOUND');
    expect((await send('PUT', `/api/me/saved-tours/${hidden}`, maria)).statusCode).toBe(404);
    const bad = await send('PUT', '/api/me/saved-tours/not-a-tour', maria);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('tourId');
    expect(await savedTitles(maria)).toEqual(['Hol Chan snorkel']);
  });

  it('merges what a browser saved while signed out, skipping unknown and unpublished tours', async () => {
    const merged = await send('POST', '/api/me/saved-tours/merge', maria, {
      tourIds: [caves, randomUUID(), hidden, reef, caves],
    });
    expect(merged.statusCode).toBe(200);
    const body = merged.json() as { ids: string[]; tours: { title: string }[] };
    // Already saved (reef) keeps its place; the new one (caves) comes in.
    expect(body.ids.sort()).toEqual([caves, reef].sort());
    expect(await savedTitles(maria)).toContain('Actun Tunichil Muknal');
    const bad = await send('POST', '/api/me/saved-tours/merge', maria, { tourIds: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('tourIds.0');
  });

  it("lists a tour's Spanish title to a Spanish request and its English one otherwise", async () => {
    const river = (
      await t.factories.createTour({ title: 'Lamanai River Safari', titleEs: 'Safari por el río a Lamanai' })
    ).id;
    await t.factories.createUser({ email: 'lector@example.com' });
    const { token } = await signIn(t.app, 'lector@example.com');
    expect((await send('PUT', `/api/me/saved-tours/${river}`, token)).statusCode).toBe(204);
    expect((await send('PUT', `/api/me/saved-tours/${reef}`, token)).statusCode).toBe(204);
    const list = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/me/saved-tours',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
    const spanish = (await list('es')).json() as { tours: { title: string; untranslated?: string[] }[] };
    expect(spanish.tours.map((tour) => tour.title)).toEqual([
      'Hol Chan snorkel',
      'Safari por el río a Lamanai',
    ]);
    // A title with no Spanish is named as shown in English, so the card can mark it.
    expect(spanish.tours[0]?.untranslated).toContain('title');
    expect(spanish.tours[1]?.untranslated).not.toContain('title');
    const english = (await list('en')).json() as { tours: { title: string; untranslated?: string[] }[] };
    expect(english.tours.map((tour) => tour.title)).toEqual(['Hol Chan snorkel', 'Lamanai River Safari']);
    expect(english.tours[0]?.untranslated).toBeUndefined();
  });
});
