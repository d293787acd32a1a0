import { randomUUID } from 'node:crypto';
import {
  type LoginResponse,
  merchantStatus,
  type profileUpdateSchema,
  type SessionUser,
  type signupSchema,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { withLocale } from '../../lib/locale.ts';
import { hashPassword, verifyPassword, weakPasswordReason } from '../../lib/passwords.ts';
import { notifyNewMerchantSignup } from '../admin/admin-notifications.ts';
import { applyAsAgent } from '../agents/agents.service.ts';
import { emailLines, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { insertMerchant } from '../merchants/merchants.repository.ts';
import { findUserById, insertUser } from '../users/users.repository.ts';
import * as repo from './auth.repository.ts';
import {
  type AccessTokens,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_DAYS,
  RESET_TOKEN_MINUTES,
  SIGN_IN_LINK_MINUTES,
} from './tokens.ts';

export interface AuthContext {
  db: Db;
  tokens: AccessTokens;
  publicUrl: string;
}

/**
 * Sign-in slowing (OWASP Authentication Cheat Sheet; docs/decisions/017-account-abuse.md): failures
 * are counted per account and address pair, and across all addresses for the account. Past the
 * limits a sign-in waits, longer with each failure, but never from a browser that has signed in to
 * the account before: someone who knows an email cannot lock its owner out. On a new browser the
 * owner signs in with an emailed one-time link, and a finished password reset or a used link lifts
 * the slowing.
 */
export const LOGIN_FAILURES_PER_PAIR = 5;
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const RESET_REQUESTS_PER_ACCOUNT = 3;
export const ATTEMPT_WINDOW_MINUTES = 15;
export const VERIFY_TOKEN_HOURS = 48;

const INVALID_CREDENTIALS = () => new AppError(401, 'INVALID_CREDENTIALS', m.errors_invalid_credentials());

/** Seconds to wait after `failures` failures past `limit`: 30 s, doubling, at most the window. */
function waitSeconds(failures: number, limit: number): number {
  return Math.min(ATTEMPT_WINDOW_MINUTES * 60, 30 * 2 ** Math.max(0, failures - limit));
}

/**
 * Past `limit` failures in the window, a sign-in must wait `waitSeconds` after the latest failure;
 * each failure after the wait doubles the next one.
 */
async function refuseWhileSlowed(ctx: AuthContext, key: string, limit: number) {
  const { total, latest } = await repo.recentAttempts(ctx.db, key, ATTEMPT_WINDOW_MINUTES);
  if (total < limit || !latest) return;
  const waitUntil = latest.getTime() + waitSeconds(total, limit) * 1000;
  const left = Math.ceil((waitUntil - Date.now()) / 1000);
  if (left > 0) throw slowDown(left);
}

const slowDown = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(429, 'TOO_MANY_ATTEMPTS', m.errors_too_many_sign_in_attempts({ minutes }), {
    retryAfterSeconds: seconds,
  });
};

/** The client of a sign-in: its address, and the id of a browser that signed in before, if any. */
export interface SignInClient {
  ip: string;
  deviceToken?: string;
}

/** Verified against when an email is unknown, so a miss takes as long as a wrong password. */
const dummyHash = hashPassword(randomUUID());

export function toSessionUser(
  row: NonNullable<Awaited<ReturnType<typeof repo.findUserWithMerchant>>>,
): SessionUser {
  const { user, merchant, merchantRole } = row;
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone_number: user.phoneNumber,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerifiedAt !== null,
    locale: user.locale,
    merchant: merchant
      ? {
          id: merchant.id,
          business_name: merchant.businessName,
          status: merchantStatus(merchant.adminApproved, merchant.active),
          role: merchantRole ?? 'owner',
        }
      : null,
  };
}

/** The one answer of sign-up, whether or not the email already has an account. */
export const signupReply = () => ({ message: m.errors_registration_successful() });

function refuseWeakPassword(password: string, email: string) {
  const reason = weakPasswordReason(password, { email });
  if (reason) throw badRequest(reason, [{ field: 'password', message: reason }]);
}

/**
 * Registers a tourist, or a merchant with its application. The answer is the same when the email is
 * already registered (its owner gets an email instead), so sign-up never tells who has an account.
 */
export async function signup(ctx: AuthContext, input: z.output<typeof signupSchema>, locale: Locale = 'en') {
  refuseWeakPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await repo.findActiveUserByEmail(tx, input.email);
      if (existing) {
        // In the account's language, not the page's this sign-up came from.
        await withLocale(existing.locale, () =>
          enqueueEmail(tx, {
            to: existing.email,
            subject: m.emails_signup_exists_subject(),
            text: emailLines([
              m.emails_hello({ name: existing.fullName }),
              '',
              m.emails_signup_exists_body({
                login: siteLink(ctx.publicUrl, '/login'),
                forgot: siteLink(ctx.publicUrl, '/forgot-password'),
              }),
              '',
              m.emails_signup_exists_ignore(),
              '',
              m.emails_sign_off(),
            ]),
          }),
        );
        return;
      }
      await createAccount(ctx, tx, input, passwordHash, locale);
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (!isUniqueViolation(error)) throw error;
  }
  return signupReply();
}

async function createAccount(
  ctx: AuthContext,
  tx: Db,
  input: z.output<typeof signupSchema>,
  passwordHash: string,
  locale: Locale,
) {
  const user = await insertUser(tx, {
    locale,
    email: input.email,
    passwordHash,
    fullName: input.full_name,
    phoneNumber: input.phone_number || null,
    role: input.role,
  });
  const link = await withLocale(locale, () => newVerificationLink(ctx, tx, user.id, user.email));
  if (input.agent_application) {
    // An application only: the admin approves the agency and sets its commission (decision 039).
    await applyAsAgent(tx, {
      ownerUserId: user.id,
      businessName: input.agent_application.business_name,
      phoneNumber: input.phone_number || null,
    });
  }
  const application = input.merchant_application;
  if (application) {
    await insertMerchant(tx, {
      ownerUserId: user.id,
      businessName: application.business_name,
      description: application.description,
      contactEmail: application.contact_email,
      btbLicenceNumber: application.btb_licence_number,
      phoneNumber: input.phone_number,
      adminApproved: false,
    });
    await withLocale(locale, () =>
      enqueueEmail(tx, {
        to: user.email,
        subject: m.emails_application_subject(),
        text: emailLines([
          m.emails_hello({ name: user.fullName }),
          '',
          m.emails_application_confirm({ business: application.business_name, hours: VERIFY_TOKEN_HOURS }),
          '',
          link,
          '',
          m.emails_application_review({ licence: application.btb_licence_number }),
          '',
          m.emails_partner_team({ platform: 'BelizePass' }),
          'partners@belizepass.bz',
        ]),
      }),
    );
    await notifyNewMerchantSignup(
      tx,
      {
        businessName: application.business_name,
        ownerName: user.fullName,
        ownerEmail: user.email,
        contactEmail: application.contact_email,
        btbLicenceNumber: application.btb_licence_number,
      },
      ctx.publicUrl,
    );
  } else {
    await withLocale(locale, () =>
      enqueueEmail(tx, {
        to: user.email,
        subject: m.emails_welcome_subject(),
        text: emailLines([
          m.emails_hello({ name: user.fullName }),
          '',
          m.emails_welcome_confirm({ hours: VERIFY_TOKEN_HOURS }),
          '',
          link,
          '',
          m.emails_welcome_sign_in({ link: siteLink(ctx.publicUrl, '/login') }),
          '',
          m.emails_sign_off(),
        ]),
      }),
    );
  }
}

/** A fresh verification link for the user's current address, to a page in the current language. */
async function newVerificationLink(ctx: AuthContext, tx: Db, userId: string, email: string) {
  const verification = newOpaqueToken();
  await repo.insertVerificationToken(tx, {
    userId,
    email,
    tokenHash: verification.hash,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 60 * 60 * 1000),
  });
  return siteLink(ctx.publicUrl, `/verify-email?token=${verification.token}`);
}

/** Confirms an email address with the token of its link. */
export async function verifyEmail(ctx: AuthContext, token: string) {
  const verified = await repo.consumeVerificationToken(ctx.db, hashToken(token));
  if (!verified) {
    throw new AppError(400, 'INVALID_VERIFICATION_TOKEN', m.errors_confirmation_link_invalid(), [
      { field: 'token', message: m.errors_confirmation_link_invalid() },
    ]);
  }
  return { message: m.errors_email_confirmed() };
}

/** Sends the signed-in user a new verification link (at most 3 per 15 minutes). */
export async function resendVerification(ctx: AuthContext, userId: string) {
  const row = await repo.findUserWithMerchant(ctx.db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', m.errors_session_ended());
  if (row.user.emailVerifiedAt) return { message: m.errors_email_already_confirmed() };
  const attemptKey = `verify:${userId}`;
  if (
    (await repo.countRecentAttempts(ctx.db, attemptKey, ATTEMPT_WINDOW_MINUTES)) >= RESET_REQUESTS_PER_ACCOUNT
  ) {
    throw new AppError(429, 'TOO_MANY_ATTEMPTS', m.errors_too_many_links());
  }
  await ctx.db.transaction(async (tx) => {
    await repo.recordAttempt(tx, attemptKey);
    await withLocale(row.user.locale, async () => {
      const link = await newVerificationLink(ctx, tx, userId, row.user.email);
      await enqueueEmail(tx, {
        to: row.user.email,
        subject: m.emails_verify_subject(),
        text: emailLines([
          m.emails_hello({ name: row.user.fullName }),
          '',
          m.emails_verify_confirm({ hours: VERIFY_TOKEN_HOURS }),
          '',
          link,
          '',
          m.emails_sign_off(),
        ]),
      });
    });
  });
  return { message: m.errors_new_link_sent({ email: row.user.email }) };
}

async function issueSession(
  ctx: AuthContext,
  userId: string,
  familyId: string = randomUUID(),
): Promise<LoginResponse> {
  const row = await repo.findUserWithMerchant(ctx.db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', m.errors_session_ended());
  const refresh = newOpaqueToken();
  await repo.insertRefreshToken(ctx.db, {
    userId,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000),
  });
  return {
    token: await ctx.tokens.sign({ userId, role: row.user.role, sessionVersion: row.user.sessionVersion }),
    refreshToken: refresh.token,
    user: toSessionUser(row),
  };
}

/**
 * Signs in. `client` names the address and, for browsers, the device cookie; the answer carries the
 * device token to keep (new or the same) when the password was right.
 */
export async function login(
  ctx: AuthContext,
  input: { email: string; password: string },
  client: SignInClient = { ip: 'unknown' },
): Promise<LoginResponse & { deviceToken: string }> {
  const pairKey = `login:${input.email}:${client.ip}`;
  const accountKey = `login:${input.email}`;
  const user = await repo.findActiveUserByEmail(ctx.db, input.email);
  const knownDevice =
    user && client.deviceToken
      ? await repo.isKnownDevice(ctx.db, user.id, hashToken(client.deviceToken))
      : false;
  if (!knownDevice) {
    await refuseWhileSlowed(ctx, pairKey, LOGIN_FAILURES_PER_PAIR);
    await refuseWhileSlowed(ctx, accountKey, LOGIN_FAILURES_PER_ACCOUNT);
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) {
    await repo.recordAttempt(ctx.db, pairKey);
    await repo.recordAttempt(ctx.db, accountKey);
    throw INVALID_CREDENTIALS();
  }
  await repo.clearAttempts(ctx.db, pairKey);
  const deviceToken = knownDevice ? client.deviceToken! : await rememberNewDevice(ctx, user.id);
  return { ...(await issueSession(ctx, user.id)), deviceToken };
}

/** Remembers the browser that just proved it is the owner's; returns the token for its cookie. */
async function rememberNewDevice(ctx: AuthContext, userId: string) {
  const device = newOpaqueToken();
  await repo.rememberDevice(ctx.db, userId, device.hash);
  return device.token;
}

export const signInLinkReply = () => ({ message: m.errors_sign_in_link_sent() });

/**
 * Emails a one-time sign-in link (15 minutes; only the newest works), at most 3 per 15 minutes per
 * account. The answer is the same whether or not the account exists.
 */
export async function requestSignInLink(ctx: AuthContext, email: string) {
  const attemptKey = `sign-in-link:${email}`;
  const recent = await repo.countRecentAttempts(ctx.db, attemptKey, ATTEMPT_WINDOW_MINUTES);
  await repo.recordAttempt(ctx.db, attemptKey);
  const user = await repo.findActiveUserByEmail(ctx.db, email);
  if (!user || recent >= RESET_REQUESTS_PER_ACCOUNT) {
    await dummyHash;
    return signInLinkReply();
  }
  const link = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await repo.retireSignInTokens(tx, user.id);
    await repo.insertSignInToken(tx, {
      userId: user.id,
      tokenHash: link.hash,
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60 * 1000),
    });
    await withLocale(user.locale, () =>
      enqueueEmail(tx, {
        to: user.email,
        subject: m.emails_sign_in_link_subject(),
        text: emailLines([
          m.emails_hello({ name: user.fullName }),
          '',
          m.emails_sign_in_link_body({ minutes: SIGN_IN_LINK_MINUTES }),
          '',
          siteLink(ctx.publicUrl, `/sign-in-link/use?token=${link.token}`),
          '',
          m.emails_sign_in_link_ignore(),
          '',
          m.emails_sign_off(),
        ]),
      }),
    );
  });
  return signInLinkReply();
}

/**
 * Signs in with an emailed link: single use. It proves the owner holds the mailbox, so the account's
 * sign-in slowing is lifted and this browser becomes a known device (never slowed afterwards).
 */
export async function signInWithLink(
  ctx: AuthContext,
  token: string,
  client: SignInClient,
): Promise<LoginResponse & { deviceToken: string }> {
  const consumed = await repo.consumeSignInToken(ctx.db, hashToken(token));
  const owner = consumed && (await repo.findUserWithMerchant(ctx.db, consumed.userId));
  if (!owner) {
    throw new AppError(400, 'INVALID_SIGN_IN_LINK', m.errors_sign_in_link_invalid(), [
      { field: 'token', message: m.errors_sign_in_link_invalid() },
    ]);
  }
  await repo.clearSignInFailures(ctx.db, owner.user.email);
  const known =
    client.deviceToken && (await repo.isKnownDevice(ctx.db, owner.user.id, hashToken(client.deviceToken)));
  const deviceToken = known ? client.deviceToken! : await rememberNewDevice(ctx, owner.user.id);
  return { ...(await issueSession(ctx, owner.user.id)), deviceToken };
}

/**
 * How long a refresh token just exchanged still answers. A browser can have two renewals in flight at
 * once (a page rendered on the server and a request still open from the page before); both present
 * the same token, and the second must get a session too rather than look like a stolen token.
 */
export const ROTATION_GRACE_SECONDS = 10;

/**
 * Rotates a refresh token. Presenting one that was already exchanged within the grace above issues
 * another token of the same session; later, or after signing out, it revokes the whole family.
 */
export async function refresh(ctx: AuthContext, refreshToken: string) {
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  const invalid = new AppError(401, 'INVALID_REFRESH_TOKEN', m.errors_session_ended());
  if (!stored || stored.expiresAt < new Date()) throw invalid;
  if (stored.revokedAt || !(await repo.rotateRefreshToken(ctx.db, stored.id))) {
    if (await repo.isWithinRotationGrace(ctx.db, stored.id, ROTATION_GRACE_SECONDS)) {
      return issueSession(ctx, stored.userId, stored.familyId);
    }
    await repo.revokeFamily(ctx.db, stored.familyId);
    throw new AppError(401, 'REFRESH_TOKEN_REUSED', m.errors_refresh_reused());
  }
  return issueSession(ctx, stored.userId, stored.familyId);
}

/** Signing out ends every session of the account at once, access tokens included. */
export async function logout(ctx: AuthContext, refreshToken: string) {
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  if (stored) await signOut(ctx, stored.userId);
}

export async function signOut(ctx: AuthContext, userId: string) {
  await ctx.db.transaction((tx) => repo.endAllSessions(tx, userId));
}

/** Ends every session of an account within the caller's transaction (a member removed from a business). */
export async function endEverySession(tx: Db, userId: string) {
  await repo.endAllSessions(tx, userId);
}

/** The user a refresh token belongs to, if it is still usable; for signing out by cookie. */
export async function userOfRefreshToken(ctx: AuthContext, refreshToken: string) {
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  return stored && !stored.revokedAt && stored.expiresAt > new Date() ? stored.userId : null;
}

export async function currentUser(ctx: AuthContext, userId: string) {
  const row = await repo.findUserWithMerchant(ctx.db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', m.errors_session_ended());
  return { user: toSessionUser(row) };
}

/** Keeps the language the person chose for their emails. */
export async function setLanguage(ctx: AuthContext, userId: string, locale: Locale) {
  await repo.updateLocale(ctx.db, userId, locale);
  return currentUser(ctx, userId);
}

export async function updateProfile(
  ctx: AuthContext,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
) {
  await repo.updateProfile(ctx.db, userId, {
    fullName: input.full_name,
    ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number || null } : {}),
  });
  return currentUser(ctx, userId);
}

export async function deleteAccount(ctx: AuthContext, userId: string) {
  const unusable = await hashPassword(newOpaqueToken().token);
  await ctx.db.transaction(async (tx) => {
    await repo.anonymiseUser(tx, userId, unusable);
    await repo.endAllSessions(tx, userId);
  });
  return { message: m.errors_account_deleted() };
}

export const forgotPasswordReply = () => ({ message: m.errors_reset_link_sent() });

/** Answers the same whether or not the email exists; mails a single-use link valid for one hour. */
export async function forgotPassword(ctx: AuthContext, email: string) {
  const attemptKey = `reset:${email}`;
  const recent = await repo.countRecentAttempts(ctx.db, attemptKey, ATTEMPT_WINDOW_MINUTES);
  await repo.recordAttempt(ctx.db, attemptKey);
  const user = await repo.findActiveUserByEmail(ctx.db, email);
  if (!user || recent >= RESET_REQUESTS_PER_ACCOUNT) {
    await dummyHash;
    return forgotPasswordReply();
  }
  const reset = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works.
    await repo.retireResetTokens(tx, user.id);
    await repo.insertResetToken(tx, {
      userId: user.id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
    await withLocale(user.locale, () =>
      enqueueEmail(tx, {
        to: user.email,
        subject: m.emails_reset_subject(),
        text: emailLines([
          m.emails_hello({ name: user.fullName }),
          '',
          m.emails_reset_body(),
          '',
          siteLink(ctx.publicUrl, `/reset-password?token=${reset.token}`),
          '',
          m.emails_reset_ignore(),
          '',
          m.emails_sign_off(),
        ]),
      }),
    );
  });
  return forgotPasswordReply();
}

export async function resetPassword(ctx: AuthContext, input: { token: string; password: string }) {
  refuseWeakPassword(input.password, '');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await repo.consumeResetToken(tx, hashToken(input.token));
    if (!consumed) {
      throw new AppError(400, 'INVALID_RESET_TOKEN', m.errors_reset_invalid(), [
        { field: 'token', message: m.errors_reset_invalid() },
      ]);
    }
    // The link's owner is known only now: a refusal here leaves the link unused.
    refuseWeakPassword(input.password, (await findUserById(tx, consumed.userId))?.email ?? '');
    await repo.setPasswordHash(tx, consumed.userId, passwordHash);
    // Any other link sent before is worthless now, and every session ends.
    await repo.retireResetTokens(tx, consumed.userId);
    await repo.endAllSessions(tx, consumed.userId);
    // The owner proved who they are: guesses at the old password no longer slow the new one.
    const owner = await repo.findUserWithMerchant(tx, consumed.userId);
    if (owner) await repo.clearSignInFailures(tx, owner.user.email);
  });
  return { message: m.errors_password_reset_done() };
}
