import { sql } from 'drizzle-orm';
import { refreshTokens } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** Moves every refresh-token exchange a minute into the past, beyond the grace for racing renewals. */
export async function ageRotations(t: TestApp) {
  await t.db.update(refreshTokens).set({ rotatedAt: sql`${refreshTokens.rotatedAt} - interval '1 minute'` });
}
