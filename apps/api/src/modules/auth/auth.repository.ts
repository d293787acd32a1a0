import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  authAttempts,
  emailVerificationTokens,
  knownDevices,
  merchantMembers,
  merchants,
  passwordResetTokens,
  refreshTokens,
  signInTokens,
  users,
} from '../../db/schema/index.ts';

export async function findActiveUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row;
}

const memberOf = alias(merchants, 'member_of');

/**
 * A user with the merchant they own or work for (with their role there: 'owner' or the member's
 * staff role), if any; deleted accounts are not found.
 */
export async function findUserWithMerchant(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, owned: merchants, memberOf, memberRole: merchantMembers.role })
    .from(users)
    .leftJoin(merchants, eq(merchants.ownerUserId, users.id))
    .leftJoin(merchantMembers, eq(merchantMembers.userId, users.id))
    .leftJoin(memberOf, eq(memberOf.id, merchantMembers.merchantId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return undefined;
  const { user, owned, memberOf: employer, memberRole } = row;
  if (owned) return { user, merchant: owned, merchantRole: 'owner' as const };
  if (employer && memberRole) return { user, merchant: employer, merchantRole: memberRole };
  return { user, merchant: null, merchantRole: null };
}

export async function updateProfile(
  db: Db,
  userId: string,
  values: { fullName: string; phoneNumber?: string | null },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateLocale(db: Db, userId: string, locale: 'en' | 'es') {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Keeps the row (bookings and payouts refer to it) but removes everything that identifies the person. */
export async function anonymiseUser(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      fullName: 'Deleted user',
      phoneNumber: null,
      passwordHash,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db.update(merchants).set({ active: false }).where(eq(merchants.ownerUserId, userId));
  await db.delete(merchantMembers).where(eq(merchantMembers.userId, userId));
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Retires one token by exchanging it, if it is still live; true when this call retired it (so a race
 * has one winner).
 */
export async function rotateRefreshToken(db: Db, id: string) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Whether a token exchanged at most `graceSeconds` ago may be exchanged again. Signing out and reuse
 * detection clear the exchange mark, so no grace outlives the session.
 */
export async function isWithinRotationGrace(db: Db, id: string, graceSeconds: number) {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, id),
        sql`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${graceSeconds})`,
      ),
    );
  return rows.length > 0;
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())`, rotatedAt: null })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        or(isNull(refreshTokens.revokedAt), isNotNull(refreshTokens.rotatedAt)),
      ),
    );
}

/**
 * Ends every session of a user at once: refresh tokens are revoked and the session version moves on,
 * so access tokens issued before stop working too.
 */
export async function endAllSessions(db: Db, userId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())`, rotatedAt: null })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(isNull(refreshTokens.revokedAt), isNotNull(refreshTokens.rotatedAt)),
      ),
    );
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

export async function insertResetToken(db: Db, values: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired reset token used and returns its user, or nothing. */
export async function consumeResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function recordAttempt(db: Db, key: string) {
  await db.insert(authAttempts).values({ key });
}

export async function countRecentAttempts(db: Db, key: string, windowMinutes: number) {
  const [row] = await db
    .select({ total: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return row?.total ?? 0;
}

/** How many attempts under `key` in the window, and when the latest was. */
export async function recentAttempts(db: Db, key: string, windowMinutes: number) {
  const [row] = await db
    .select({ total: count(), latest: sql<Date | string | null>`max(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return { total: row?.total ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Makes every unused reset link of a user worthless (a newer link was sent, or the password was reset). */
export async function retireResetTokens(db: Db, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertVerificationToken(db: Db, values: typeof emailVerificationTokens.$inferInsert) {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Uses an unexpired verification link: marks the user's address verified when the link was made for
 * the address the account has now. Returns the user's id, or nothing for an unknown, used or stale link.
 */
export async function consumeVerificationToken(db: Db, tokenHash: string) {
  const [token] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!token) return undefined;
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, token.userId), eq(users.email, token.email), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return user;
}

export async function isKnownDevice(db: Db, userId: string, deviceHash: string) {
  const rows = await db
    .update(knownDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ id: knownDevices.id });
  return rows.length > 0;
}

export async function rememberDevice(db: Db, userId: string, deviceHash: string) {
  await db.insert(knownDevices).values({ userId, deviceHash });
}

/**
 * Forgets the failed sign-ins of an account, from every address (`login:<email>` and
 * `login:<email>:<address>`): its owner proved who they are by email, so the slowing is lifted.
 */
export async function clearSignInFailures(db: Db, email: string) {
  const accountKey = `login:${email}`;
  await db
    .delete(authAttempts)
    .where(or(eq(authAttempts.key, accountKey), sql`starts_with(${authAttempts.key}, ${`${accountKey}:`})`));
}

export async function insertSignInToken(db: Db, values: typeof signInTokens.$inferInsert) {
  await db.insert(signInTokens).values(values);
}

/** Makes every unused sign-in link of a user worthless (a newer one was sent). */
export async function retireSignInTokens(db: Db, userId: string) {
  await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInTokens.userId, userId), isNull(signInTokens.usedAt)));
}

/** Marks an unused, unexpired sign-in link used and returns its user, or nothing. */
export async function consumeSignInToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(signInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInTokens.tokenHash, tokenHash),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: signInTokens.userId });
  return row;
}
