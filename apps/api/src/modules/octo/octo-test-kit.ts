import { addDays, belizeToday } from '@belizepass/domain';
import { signIn } from '../../test/journeys.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A reseller made through the admin API, with a fresh key; `call` sends OCTO requests with it. */
export async function makeReseller(t: TestApp, adminToken: string, name = 'Caribbean Trips Ltd') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/resellers',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { name, contactEmail: 'ops@caribbean-trips.example.com', commissionPercent: 20 },
  });
  if (created.statusCode !== 201) throw new Error(`reseller: ${created.statusCode} ${created.body}`);
  const reseller = created.json() as { id: string };
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/admin/resellers/${reseller.id}/keys`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { key, reseller: withKey } = issued.json() as { key: string; reseller: { keys: { id: string }[] } };
  return { id: reseller.id, key, keyId: withKey.keys[0]!.id, call: octoCaller(t, key) };
}

export function octoCaller(t: TestApp, key: string) {
  return (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/octo${path}`,
      headers: { authorization: `Bearer ${key}` },
      ...(payload ? { payload } : {}),
    });
}

export async function staffToken(t: TestApp) {
  await t.factories.createUser({ email: 'staff@example.com', role: 'platform_admin', fullName: 'Ana Staff' });
  return (await signIn(t.app, 'staff@example.com')).token;
}

let day = 9;
/** A departure day far enough ahead for a full refund; each call moves a day further. */
export const nextDay = () => addDays(belizeToday(), day++);

/** Seats the site's own availability shows left on a departure. */
export async function siteSeatsLeft(t: TestApp, tourId: string, date: string) {
  const res = await t.app.inject({ url: `/api/tours/${tourId}/availability?from=${date}&to=${date}` });
  return (res.json() as { dates: { seatsLeft: number }[] }).dates[0]!.seatsLeft;
}
