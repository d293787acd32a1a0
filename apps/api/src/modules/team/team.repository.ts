import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantInvites, merchantMembers, merchants, users } from '../../db/schema/index.ts';

export type InviteRow = typeof merchantInvites.$inferSelect;
export type StaffRoleValue = (typeof merchantMembers.$inferSelect)['role'];

/** The owner and the members of a business, owner first, then by when they joined. */
export async function listPeople(db: Db, merchantId: string) {
  const [owner] = await db
    .select({ userId: users.id, fullName: users.fullName, email: users.email, joinedAt: merchants.createdAt })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.ownerUserId))
    .where(eq(merchants.id, merchantId));
  const members = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: merchantMembers.role,
      joinedAt: merchantMembers.createdAt,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, merchantId))
    .orderBy(asc(merchantMembers.createdAt), asc(users.fullName));
  return { owner, members };
}

/** Invitations neither accepted nor cancelled (expired ones too: the owner may resend them). */
export function listOpenInvites(db: Db, merchantId: string) {
  return db
    .select()
    .from(merchantInvites)
    .where(
      and(
        eq(merchantInvites.merchantId, merchantId),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
      ),
    )
    .orderBy(asc(merchantInvites.sentAt));
}

export async function findOpenInvite(db: Db, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(merchantInvites)
    .where(
      and(
        eq(merchantInvites.id, id),
        eq(merchantInvites.merchantId, merchantId),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
      ),
    );
  return row;
}

export async function findOpenInviteForEmail(db: Db, merchantId: string, email: string) {
  const [row] = await db
    .select()
    .from(merchantInvites)
    .where(
      and(
        eq(merchantInvites.merchantId, merchantId),
        eq(merchantInvites.email, email),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
      ),
    );
  return row;
}

export async function insertInvite(db: Db, values: typeof merchantInvites.$inferInsert) {
  const [row] = await db.insert(merchantInvites).values(values).returning();
  return row!;
}

/** A new token and expiry for an open invitation (the old link stops working). */
export async function renewInvite(
  db: Db,
  id: string,
  values: { tokenHash: string; expiresAt: Date; role?: StaffRoleValue },
) {
  const [row] = await db
    .update(merchantInvites)
    .set({ ...values, sentAt: sql`now()` })
    .where(
      and(
        eq(merchantInvites.id, id),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
      ),
    )
    .returning();
  return row;
}

export async function cancelInvite(db: Db, id: string) {
  const [row] = await db
    .update(merchantInvites)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(merchantInvites.id, id),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
      ),
    )
    .returning();
  return row;
}

/** An invitation by its link's token, with its business's name, whatever its state. */
export async function findInviteByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invite: merchantInvites, businessName: merchants.businessName })
    .from(merchantInvites)
    .innerJoin(merchants, eq(merchants.id, merchantInvites.merchantId))
    .where(eq(merchantInvites.tokenHash, tokenHash));
  return row;
}

/** Marks a live invitation accepted; the one call that wins gets the row (single use). */
export async function consumeInvite(db: Db, tokenHash: string) {
  const [row] = await db
    .update(merchantInvites)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(merchantInvites.tokenHash, tokenHash),
        isNull(merchantInvites.acceptedAt),
        isNull(merchantInvites.cancelledAt),
        gt(merchantInvites.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function insertMember(
  db: Db,
  values: { merchantId: string; userId: string; role: StaffRoleValue },
) {
  await db.insert(merchantMembers).values(values);
}

export async function findMember(db: Db, merchantId: string, userId: string) {
  const [row] = await db
    .select({ member: merchantMembers, fullName: users.fullName })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
  return row;
}

export async function setMemberRole(db: Db, merchantId: string, userId: string, role: StaffRoleValue) {
  await db
    .update(merchantMembers)
    .set({ role })
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)));
}

export async function deleteMember(db: Db, merchantId: string, userId: string) {
  const rows = await db
    .delete(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)))
    .returning({ id: merchantMembers.id });
  return rows.length > 0;
}

/** Whether an account already owns a business or belongs to one. */
export async function hasBusiness(db: Db, userId: string) {
  const [owned] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.ownerUserId, userId));
  if (owned) return true;
  const [member] = await db
    .select({ id: merchantMembers.id })
    .from(merchantMembers)
    .where(eq(merchantMembers.userId, userId));
  return !!member;
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

export async function findBusiness(db: Db, merchantId: string) {
  const [row] = await db
    .select({ id: merchants.id, businessName: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row;
}
