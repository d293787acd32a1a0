import { eq } from 'drizzle-orm';
import { merchants } from '../../db/schema/index.ts';
import { holdSeats, payBooking, signIn } from '../journeys.ts';
import type { TestApp } from '../test-app.ts';

export type IdentityName = 'anonymous' | 'tourist' | 'merchant' | 'admin';

export interface Identity {
  name: IdentityName;
  token?: string;
  merchantId?: string;
}

let serial = 0;

async function signedIn(t: TestApp, name: Exclude<IdentityName, 'anonymous'>): Promise<Identity> {
  const email = `fuzz-${name}-${++serial}@example.com`;
  if (name === 'merchant') {
    const owner = await t.factories.createUser({ email, role: 'merchant_admin' });
    const merchant = await t.factories.createMerchant({ ownerUserId: owner.id });
    return { name, token: (await signIn(t.app, email)).token, merchantId: merchant.id };
  }
  await t.factories.createUser({ email, role: name === 'admin' ? 'platform_admin' : 'tourist' });
  return { name, token: (await signIn(t.app, email)).token };
}

/** The four callers every request is sent as, and ids of rows they can reach. */
export async function createIdentities(t: TestApp) {
  const identities: Identity[] = [
    { name: 'anonymous' },
    await signedIn(t, 'tourist'),
    await signedIn(t, 'merchant'),
    await signedIn(t, 'admin'),
  ];
  const merchantTour = await t.factories.createTour({
    merchantId: identities[2]!.merchantId,
    maxGroupSize: 10,
  });
  const otherTour = await t.factories.createTour({ title: 'Lamanai river trip', maxGroupSize: 10 });
  const pending = await holdSeats(t.app, merchantTour.id, { token: identities[1]!.token });
  const paid = await holdSeats(t.app, otherTour.id, { token: identities[1]!.token });
  await payBooking(t.app, paid);
  const knownIds = [merchantTour.id, otherTour.id, otherTour.merchantId, pending.id, paid.id];
  return { identities, knownIds };
}

/**
 * An accepted request may have deleted an account or suspended the merchant (the admin routes are
 * fuzzed too): put each caller back so later operations are still tried with every role.
 */
export async function repairIdentities(t: TestApp, identities: Identity[]) {
  for (const [index, identity] of identities.entries()) {
    if (identity.name === 'anonymous') continue;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${identity.token}` },
    });
    if (me.statusCode !== 200) {
      identities[index] = await signedIn(t, identity.name);
      continue;
    }
    if (identity.merchantId) {
      await t.db
        .update(merchants)
        .set({ adminApproved: true, active: true })
        .where(eq(merchants.id, identity.merchantId));
    }
  }
}
