import { randomUUID } from 'node:crypto';
import {
  type LoginResponse,
  merchantStatus,
  type profileUpdateSchema,
  type SessionUser,
  type signupSchema,
} from '@belizepass/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { notifyNewMerchantSignup } from '../admin/admin-notifications.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import { insertMerchant } from '../merchants/merchants.repository.ts';
import { insertUser } from '../users/users.repository.ts';
import * as repo from './auth.repository.ts';
import {
  type AccessTokens,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_DAYS,
  RESET_TOKEN_MINUTES,
} from './tokens.ts';

export interface AuthContext {
  db: Db;
  tokens: AccessTokens;
  publicUrl: string;
}

/** Failed sign-ins allowed per account before it is locked for the window. */
export const LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
export const RESET_REQUESTS_PER_ACCOUNT = 3;
export const ATTEMPT_WINDOW_MINUTES = 15;

const INVALID_CREDENTIALS = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const tooManyAttempts = () =>
  new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    'Too many attempts for this account. Please try again in 15 minutes.',
  );

/** Verified against when an email is unknown, so a miss takes as long as a wrong password. */
const dummyHash = hashPassword(randomUUID());

export function toSessionUser(
  row: NonNullable<Awaited<ReturnType<typeof repo.findUserWithMerchant>>>,
): SessionUser {
  const { user, merchant } = row;
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone_number: user.phoneNumber,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    merchant: merchant
      ? {
          id: merchant.id,
          business_name: merchant.businessName,
          status: merchantStatus(merchant.adminApproved, merchant.active),
        }
      : null,
  };
}

export async function signup(ctx: AuthContext, input: z.output<typeof signupSchema>) {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (await repo.findActiveUserByEmail(tx, input.email)) {
      throw conflict('EMAIL_TAKEN', 'This email is already registered');
    }
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.full_name,
      phoneNumber: input.phone_number || null,
      role: input.role,
    });
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
      await enqueueEmail(tx, {
        to: user.email,
        subject: 'We received your BelizePass merchant application',
        text: `Hello ${user.fullName},\n\nThank you for applying to sell on BelizePass with ${application.business_name}. Our team reviews every application, including your BTB licence ${application.btb_licence_number}, and will email you once a decision is made or if we need more information.\n\nThe BelizePass partner team\npartners@belizepass.bz`,
      });
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
      await enqueueEmail(tx, {
        to: user.email,
        subject: 'Welcome to BelizePass',
        text: `Hello ${user.fullName},\n\nYour BelizePass account is ready. Sign in at ${ctx.publicUrl}/login to book tours at local prices.\n\nThe BelizePass team`,
      });
    }
    const created = await repo.findUserWithMerchant(tx, user.id);
    return { user: toSessionUser(created!), message: 'Registration successful' };
  });
}

async function issueSession(
  ctx: AuthContext,
  userId: string,
  familyId: string = randomUUID(),
): Promise<LoginResponse> {
  const row = await repo.findUserWithMerchant(ctx.db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
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

export async function login(ctx: AuthContext, input: { email: string; password: string }) {
  const attemptKey = `login:${input.email}`;
  if (
    (await repo.countRecentAttempts(ctx.db, attemptKey, ATTEMPT_WINDOW_MINUTES)) >= LOGIN_ATTEMPTS_PER_ACCOUNT
  ) {
    throw tooManyAttempts();
  }
  const user = await repo.findActiveUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !valid) {
    await repo.recordAttempt(ctx.db, attemptKey);
    throw INVALID_CREDENTIALS();
  }
  await repo.clearAttempts(ctx.db, attemptKey);
  return issueSession(ctx, user.id);
}

/** Rotates a refresh token; presenting one that was already rotated revokes its whole family. */
export async function refresh(ctx: AuthContext, refreshToken: string) {
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  const invalid = new AppError(401, 'INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');
  if (!stored || stored.expiresAt < new Date()) throw invalid;
  if (stored.revokedAt || !(await repo.revokeRefreshToken(ctx.db, stored.id))) {
    await repo.revokeFamily(ctx.db, stored.familyId);
    throw new AppError(
      401,
      'REFRESH_TOKEN_REUSED',
      'This session was signed out for your safety. Please sign in again.',
    );
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

/** The user a refresh token belongs to, if it is still usable; for signing out by cookie. */
export async function userOfRefreshToken(ctx: AuthContext, refreshToken: string) {
  const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
  return stored && !stored.revokedAt && stored.expiresAt > new Date() ? stored.userId : null;
}

export async function currentUser(ctx: AuthContext, userId: string) {
  const row = await repo.findUserWithMerchant(ctx.db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  return { user: toSessionUser(row) };
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
  return { message: 'Your account has been deleted' };
}

export const FORGOT_PASSWORD_REPLY = {
  message: 'If an account exists for that email, we have sent a link to reset your password.',
} as const;

/** Answers the same whether or not the email exists; mails a single-use link valid for one hour. */
export async function forgotPassword(ctx: AuthContext, email: string) {
  const attemptKey = `reset:${email}`;
  const recent = await repo.countRecentAttempts(ctx.db, attemptKey, ATTEMPT_WINDOW_MINUTES);
  await repo.recordAttempt(ctx.db, attemptKey);
  const user = await repo.findActiveUserByEmail(ctx.db, email);
  if (!user || recent >= RESET_REQUESTS_PER_ACCOUNT) {
    await dummyHash;
    return FORGOT_PASSWORD_REPLY;
  }
  const reset = newOpaqueToken();
  const link = `${ctx.publicUrl}/reset-password?token=${reset.token}`;
  await ctx.db.transaction(async (tx) => {
    await repo.insertResetToken(tx, {
      userId: user.id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
    await enqueueEmail(tx, {
      to: user.email,
      subject: 'Reset your BelizePass password',
      text: `Hello ${user.fullName},\n\nSomeone asked to reset the password of your BelizePass account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it wasn't you, ignore this email; your password stays as it is.\n\nThe BelizePass team`,
    });
  });
  return FORGOT_PASSWORD_REPLY;
}

export async function resetPassword(ctx: AuthContext, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await repo.consumeResetToken(tx, hashToken(input.token));
    if (!consumed) {
      throw new AppError(400, 'INVALID_RESET_TOKEN', 'Invalid or expired password reset link', [
        { field: 'token', message: 'Invalid or expired password reset link' },
      ]);
    }
    await repo.setPasswordHash(tx, consumed.userId, passwordHash);
    await repo.endAllSessions(tx, consumed.userId);
  });
  return { message: 'Your password has been reset. You can now sign in.' };
}
