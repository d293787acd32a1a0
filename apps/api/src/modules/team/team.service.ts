import {
  INVITE_VALID_DAYS,
  type InvitePreview,
  merchantRoleLabel,
  type StaffRole,
  type Team,
  type TeamInvite,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { endEverySession } from '../auth/auth.service.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { emailLines, localeOfAddress, siteLink } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import * as repo from './team.repository.ts';

export interface TeamContext {
  db: Db;
  publicUrl: string;
}

/** The owner acting on their business. */
export interface TeamActor {
  userId: string;
  merchantId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);

const INVITE_NOT_FOUND = () => notFound('INVITE_NOT_FOUND', m.staff_invite_not_found());
const MEMBER_NOT_FOUND = () => notFound('MEMBER_NOT_FOUND', m.staff_member_not_found());
const INVITE_INVALID = () =>
  new AppError(400, 'INVITE_INVALID', m.staff_invite_invalid(), [
    { field: 'token', message: m.staff_invite_invalid() },
  ]);

const toInvite = (row: repo.InviteRow): TeamInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The owner, the members and the open invitations of a business. */
export async function getTeam(db: Db, merchantId: string): Promise<Team> {
  const [{ owner, members }, invites] = await Promise.all([
    repo.listPeople(db, merchantId),
    repo.listOpenInvites(db, merchantId),
  ]);
  return {
    members: [
      ...(owner ? [{ ...owner, role: 'owner' as const, joinedAt: owner.joinedAt.toISOString() }] : []),
      ...members.map((p) => ({ ...p, joinedAt: p.joinedAt.toISOString() })),
    ],
    invites: invites.map(toInvite),
  };
}

/** The invitation email, in the invitee's language when they have an account, else the owner's. */
async function enqueueInviteEmail(ctx: TeamContext, tx: Db, invite: repo.InviteRow, token: string) {
  const [business, inviter] = await Promise.all([
    repo.findBusiness(tx, invite.merchantId),
    invite.invitedByUserId ? repo.findUser(tx, invite.invitedByUserId) : undefined,
  ]);
  const locale = (await localeOfAddress(tx, invite.email)) ?? currentLocale();
  await withLocale(locale, async () => {
    const businessName = business?.businessName ?? '';
    await enqueueEmail(tx, {
      to: invite.email,
      subject: m.staff_email_invite_subject({ business: businessName }),
      text: emailLines([
        m.staff_email_invite_intro({
          inviter: inviter?.fullName ?? businessName,
          business: businessName,
          role: merchantRoleLabel(invite.role),
        }),
        '',
        m.staff_email_invite_link({ days: INVITE_VALID_DAYS }),
        '',
        siteLink(ctx.publicUrl, `/team/join?token=${token}`),
        '',
        m.staff_email_invite_ignore(),
        '',
        m.emails_sign_off(),
      ]),
    });
  });
}

/**
 * Invites a person by email to the owner's business with a role: a single-use link that works for
 * INVITE_VALID_DAYS days. Inviting an address with an open invitation sends a new link (the old
 * one stops working) with the role given.
 */
export async function invite(
  ctx: TeamContext,
  actor: TeamActor,
  input: { email: string; role: StaffRole },
  now = new Date(),
): Promise<TeamInvite> {
  const team = await repo.listPeople(ctx.db, actor.merchantId);
  const people = [team.owner, ...team.members].filter(Boolean);
  if (people.some((p) => p!.email.toLowerCase() === input.email)) {
    throw new AppError(409, 'ALREADY_MEMBER', m.staff_already_member(), [
      { field: 'email', message: m.staff_already_member() },
    ]);
  }
  const link = newOpaqueToken();
  return ctx.db.transaction(async (tx) => {
    const open = await repo.findOpenInviteForEmail(tx, actor.merchantId, input.email);
    const row = open
      ? await repo.renewInvite(tx, open.id, {
          tokenHash: link.hash,
          expiresAt: expiryFrom(now),
          role: input.role,
        })
      : await repo.insertInvite(tx, {
          merchantId: actor.merchantId,
          email: input.email,
          role: input.role,
          tokenHash: link.hash,
          invitedByUserId: actor.userId,
          expiresAt: expiryFrom(now),
        });
    if (!row) throw INVITE_NOT_FOUND();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'team.invite',
      entityType: 'merchant',
      entityId: actor.merchantId,
      after: { email: row.email, role: row.role },
    });
    await enqueueInviteEmail(ctx, tx, row, link.token);
    return toInvite(row);
  });
}

/** Sends an open invitation again with a new link and a new expiry; the old link stops working. */
export async function resendInvite(ctx: TeamContext, actor: TeamActor, id: string, now = new Date()) {
  const link = newOpaqueToken();
  return ctx.db.transaction(async (tx) => {
    const open = await repo.findOpenInvite(tx, actor.merchantId, id);
    if (!open) throw INVITE_NOT_FOUND();
    const row = await repo.renewInvite(tx, id, { tokenHash: link.hash, expiresAt: expiryFrom(now) });
    if (!row) throw INVITE_NOT_FOUND();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'team.invite_resend',
      entityType: 'merchant',
      entityId: actor.merchantId,
      after: { email: row.email, role: row.role },
    });
    await enqueueInviteEmail(ctx, tx, row, link.token);
    return toInvite(row);
  });
}

export async function cancelInvite(db: Db, actor: TeamActor, id: string) {
  await db.transaction(async (tx) => {
    const open = await repo.findOpenInvite(tx, actor.merchantId, id);
    if (!open) throw INVITE_NOT_FOUND();
    await repo.cancelInvite(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'team.invite_cancel',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: { email: open.email, role: open.role },
    });
  });
}

export async function changeRole(db: Db, actor: TeamActor, userId: string, role: StaffRole) {
  return db.transaction(async (tx) => {
    const found = await repo.findMember(tx, actor.merchantId, userId);
    if (!found) throw MEMBER_NOT_FOUND();
    await repo.setMemberRole(tx, actor.merchantId, userId, role);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'team.role',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: { member: found.fullName, role: found.member.role },
      after: { member: found.fullName, role },
    });
    return { userId, role };
  });
}

/** Removes a member from the business and ends every session of theirs at once. */
export async function removeMember(db: Db, actor: TeamActor, userId: string) {
  await db.transaction(async (tx) => {
    const found = await repo.findMember(tx, actor.merchantId, userId);
    if (!found) throw MEMBER_NOT_FOUND();
    await repo.deleteMember(tx, actor.merchantId, userId);
    await endEverySession(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'team.remove',
      entityType: 'merchant',
      entityId: actor.merchantId,
      before: { member: found.fullName, role: found.member.role },
    });
  });
}

/** A member added as given, without an invitation: the demo data set and test fixtures. */
export function addMember(db: Db, values: { merchantId: string; userId: string; role: StaffRole }) {
  return repo.insertMember(db, values);
}

/** What an invitation's link shows: the business, the address and the role; refused once used up. */
export async function previewInvite(db: Db, token: string, now = new Date()): Promise<InvitePreview> {
  const row = await repo.findInviteByToken(db, hashToken(token));
  if (!row || row.invite.acceptedAt || row.invite.cancelledAt || row.invite.expiresAt <= now) {
    throw INVITE_INVALID();
  }
  return {
    businessName: row.businessName,
    email: row.invite.email,
    role: row.invite.role,
    expiresAt: row.invite.expiresAt.toISOString(),
  };
}

/**
 * The signed-in person joins the business of the invitation: the link works once, before it expires,
 * for the account of the invited address, and only for an account with no business of its own.
 */
export async function acceptInvite(db: Db, userId: string, token: string) {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError(401, 'SESSION_ENDED', m.errors_session_ended());
  const tokenHash = hashToken(token);
  const found = await repo.findInviteByToken(db, tokenHash);
  const { invite: row } = found ?? {};
  if (!found || !row || row.acceptedAt || row.cancelledAt || row.expiresAt <= new Date()) {
    throw INVITE_INVALID();
  }
  if (found.invite.email !== user.email.toLowerCase()) {
    throw new AppError(
      403,
      'INVITE_OTHER_ADDRESS',
      m.staff_invite_other_address({ email: found.invite.email }),
    );
  }
  if (user.role !== 'tourist' || (await repo.hasBusiness(db, userId))) {
    throw conflict('HAS_BUSINESS', m.staff_invite_has_business());
  }
  try {
    return await db.transaction(async (tx) => {
      const invite = await repo.consumeInvite(tx, tokenHash);
      if (!invite) throw INVITE_INVALID();
      await repo.insertMember(tx, { merchantId: invite.merchantId, userId, role: invite.role });
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'team.join',
        entityType: 'merchant',
        entityId: invite.merchantId,
        after: { member: user.fullName, role: invite.role },
      });
      return { businessName: found.businessName, role: invite.role };
    });
  } catch (error) {
    // Two links accepted at once by one account: it joins one business.
    if (isUniqueViolation(error)) throw conflict('HAS_BUSINESS', m.staff_invite_has_business());
    throw error;
  }
}

/** The business's guide-role members (to link to a guide resource), by name. */
export async function guideMembers(db: Db, merchantId: string) {
  const { members } = await repo.listPeople(db, merchantId);
  return members
    .filter((p) => p.role === 'guide')
    .map((p) => ({ userId: p.userId, name: p.fullName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
