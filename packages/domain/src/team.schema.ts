import { z } from 'zod';
import { m } from './i18n/index.ts';

/**
 * Staff accounts (docs/decisions/044-staff-accounts.md): the owner of a business (its
 * merchant_admin) invites people by email with a role; each signs in with their own account.
 */
export const STAFF_ROLES = ['manager', 'front_desk', 'guide'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who someone is in a business: its owner, or a member with a staff role. */
export type MerchantRole = 'owner' | StaffRole;
export const MERCHANT_ROLES = ['owner', ...STAFF_ROLES] as const;

/**
 * What a merchant route does, and the one map of who may do it (the API enforces it on every
 * merchant route; the console hides what a role cannot do):
 * - day: the day's departures, passenger lists and check-in
 * - bookings: bookings, moves, walk-ins, departure messages, vouchers and gift cards at the counter
 * - business: tours, departures' closures, deals, reviews, the business profile
 * - payouts: earnings and payouts
 * - team: members and invitations
 */
export const MERCHANT_CAPABILITIES = {
  day: ['owner', 'manager', 'front_desk', 'guide'],
  bookings: ['owner', 'manager', 'front_desk'],
  business: ['owner', 'manager'],
  payouts: ['owner'],
  team: ['owner'],
} as const satisfies Record<string, readonly MerchantRole[]>;
export type MerchantCapability = keyof typeof MERCHANT_CAPABILITIES;

export function merchantRoleCan(role: MerchantRole | null | undefined, capability: MerchantCapability) {
  return !!role && (MERCHANT_CAPABILITIES[capability] as readonly MerchantRole[]).includes(role);
}

/** How long an invitation's link works. */
export const INVITE_VALID_DAYS = 7;

const staffRole = z.enum(STAFF_ROLES, { error: () => m.staff_role_invalid() });

export const inviteMemberSchema = z.object({
  email: z
    .string({ error: () => m.staff_email_invalid() })
    .trim()
    .pipe(z.email({ error: () => m.staff_email_invalid() }))
    .transform((v) => v.toLowerCase()),
  role: staffRole,
});
export type InviteMember = z.input<typeof inviteMemberSchema>;

export const memberRoleSchema = z.object({ role: staffRole });

export const inviteTokenSchema = z.object({
  token: z
    .string({ error: () => m.staff_invite_invalid() })
    .min(1, { error: () => m.staff_invite_invalid() })
    .max(200),
});

export const teamMemberSchema = z
  .object({
    userId: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    role: z.enum(MERCHANT_ROLES),
    joinedAt: z.string(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    sentAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'TeamInvite' });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** What an invitation's link shows before it is accepted. */
export const invitePreviewSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const joinedTeamSchema = z.object({ businessName: z.string(), role: z.enum(STAFF_ROLES) });

/** A role's name as people read it. */
export function merchantRoleLabel(role: MerchantRole): string {
  switch (role) {
    case 'owner':
      return m.staff_role_owner();
    case 'manager':
      return m.staff_role_manager();
    case 'front_desk':
      return m.staff_role_front_desk();
    case 'guide':
      return m.staff_role_guide();
  }
}
