import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { departures, merchants, reviews, tourPhotos, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { addAgent } from '../modules/agents/agents.service.ts';
import { addMerchant } from '../modules/merchants/merchants.service.ts';
import { addMember } from '../modules/team/team.service.ts';
import { addTour, setDeparture } from '../modules/tours/tours.service.ts';
import { addUser } from '../modules/users/users.service.ts';

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; tests and the demo data set reuse one hash per password. */
function cachedHash(password: string) {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
}

type UserInput = Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string };
type MerchantInput = Partial<typeof merchants.$inferInsert>;
type TourInput = Partial<Parameters<typeof addTour>[1]> & {
  photos?: Omit<typeof tourPhotos.$inferInsert, 'tourId'>[];
  reviews?: Omit<typeof reviews.$inferInsert, 'tourId'>[];
};

/**
 * Builders of valid rows with sensible defaults, through the modules' services; the demo data set
 * and the tests both use them.
 */
export function createFactories(db: Db) {
  async function createUser(input: UserInput = {}) {
    const { password = 'belize-demo-2026', ...rest } = input;
    const id = randomUUID();
    return addUser(db, {
      email: `user-${id.slice(0, 8)}@example.com`,
      fullName: 'Alex Morgan',
      role: 'tourist',
      // Accounts made for the demo and for tests have confirmed their address unless a test says not.
      emailVerifiedAt: new Date(),
      ...rest,
      passwordHash: await cachedHash(password),
    });
  }

  async function createMerchant(input: MerchantInput = {}) {
    const ownerUserId = input.ownerUserId ?? (await createUser({ role: 'merchant_admin' })).id;
    return addMerchant(db, {
      businessName: 'Reef & Ruins Tours',
      description: 'Licensed guides showing the best of Belize since 2009.',
      contactEmail: 'hello@reef-and-ruins.example.com',
      adminApproved: true,
      active: true,
      ...input,
      ownerUserId,
    });
  }

  async function createTour(input: TourInput = {}) {
    const { photos, reviews: tourReviews, ...values } = input;
    const merchantId = values.merchantId ?? (await createMerchant()).id;
    return addTour(
      db,
      {
        title: 'Hol Chan Marine Reserve Snorkel',
        description: 'Snorkel the coral canyons of Hol Chan and swim with nurse sharks at Shark Ray Alley.',
        locationId: 'ambergris-caye',
        category: 'water-activities',
        touristType: 'relaxed',
        difficulty: 'easy',
        durationHours: 4,
        standardPriceCents: 8500,
        sellingPriceCents: 8500,
        minGroupSize: 1,
        maxGroupSize: 8,
        scheduleDays: [0, 1, 2, 3, 4, 5, 6],
        startTime: '09:00',
        adminApproved: true,
        active: true,
        ...values,
        merchantId,
      },
      { photos, reviews: tourReviews },
    );
  }

  function createDeparture(values: typeof departures.$inferInsert) {
    return setDeparture(db, values);
  }

  /** A person on a business's staff with a role (decision 044): their own account, joined. */
  async function createMember(input: {
    merchantId: string;
    role: 'manager' | 'front_desk' | 'guide';
    user?: UserInput;
  }) {
    const user = await createUser({ fullName: 'Rosa Chan', ...input.user });
    await addMember(db, { merchantId: input.merchantId, userId: user.id, role: input.role });
    return user;
  }

  /** An agent's agency owned by a user of role `agent`; approved at `commissionPercent` unless it is null. */
  async function createAgent(input: {
    ownerUserId: string;
    businessName?: string;
    commissionPercent?: number | null;
  }) {
    return addAgent(db, {
      ownerUserId: input.ownerUserId,
      businessName: input.businessName ?? 'Hotel Front Desk',
      commissionPercent: input.commissionPercent === undefined ? 10 : input.commissionPercent,
    });
  }

  return { createUser, createMerchant, createTour, createDeparture, createAgent, createMember };
}

export type Factories = ReturnType<typeof createFactories>;
