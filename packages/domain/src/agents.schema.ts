import { createBookingSchema } from './bookings.schema.ts';
import { m } from './i18n/index.ts';
import { PAYMENT_METHODS, PAYMENT_STATES } from './money/booking-payment.ts';
import { COMMISSION_PERCENT_MAX, COMMISSION_PERCENT_MIN } from './money/commission.ts';
import { z } from './zod.ts';

/**
 * Agents (docs/decisions/039-agents.md): hotel front desks and cruise-port kiosks that book tours for
 * their guests. An agent applies at sign-up; the admin approves it and sets its commission.
 */
export const AGENT_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export const agentStatus = (a: { adminApproved: boolean; active: boolean }): AgentStatus =>
  !a.active ? 'suspended' : a.adminApproved ? 'approved' : 'pending';

/** The agent's part of a sign-up (role `agent`): the business it books for. */
export const agentApplicationSchema = z.object({
  business_name: z
    .string({ error: () => m.agent_business_name_required() })
    .trim()
    .min(1, { error: () => m.agent_business_name_required() })
    .max(120),
});

const commissionPercent = z.coerce
  .number({ error: () => m.agent_commission_range({ max: COMMISSION_PERCENT_MAX }) })
  .int({ error: () => m.agent_commission_range({ max: COMMISSION_PERCENT_MAX }) })
  .min(COMMISSION_PERCENT_MIN, { error: () => m.agent_commission_range({ max: COMMISSION_PERCENT_MAX }) })
  .max(COMMISSION_PERCENT_MAX, { error: () => m.agent_commission_range({ max: COMMISSION_PERCENT_MAX }) });

/** `PUT /api/admin/agents/:id/approval`: approves the agent (or changes its rate) at this commission. */
export const approveAgentSchema = z.object({ commissionPercent });
export type ApproveAgent = z.input<typeof approveAgentSchema>;

export const agentSchema = z
  .object({
    id: z.uuid(),
    businessName: z.string(),
    ownerName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(AGENT_STATUSES),
    commissionPercent: z.number().int().nullable(),
    createdAt: z.string(),
    approvedAt: z.string().nullable(),
  })
  .meta({ id: 'Agent' });
export type Agent = z.infer<typeof agentSchema>;

export const agentListSchema = z.object({ agents: z.array(agentSchema) });
export type AgentList = z.infer<typeof agentListSchema>;

/** `POST /api/agent/bookings`: a booking for a guest, paid by the guest's card or on the agent's account. */
export const agentBookingBodySchema = createBookingSchema.and(
  z.object({
    payment: z.enum(['card', 'account'], { error: () => m.agent_payment_required() }),
  }),
);
export type AgentBookingBody = z.input<typeof agentBookingBodySchema>;

export const agentBookingRowSchema = z.object({
  id: z.uuid(),
  confirmationCode: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']),
  guestName: z.string(),
  guestEmail: z.string(),
  tourTitle: z.string(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
  /** US cents. */
  total: z.number().int(),
  commissionPercent: z.number().int().nullable(),
  commission: z.number().int(),
  payment: z.enum(['card', 'account']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATES),
});
export type AgentBookingRow = z.infer<typeof agentBookingRowSchema>;

export const agentBookingListSchema = z.object({ bookings: z.array(agentBookingRowSchema) });

export const agentProfileSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  status: z.enum(AGENT_STATUSES),
  commissionPercent: z.number().int().nullable(),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

/** A month, YYYY-MM (Belize): the statement's period. */
export const statementMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => m.agent_month_invalid() }),
});

/** The totals of a statement: what was sold, what the seller earned, how it was paid. US cents. */
export const statementTotalsSchema = z.object({
  bookings: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  /** Sold on the seller's account: it collected this from its guests and owes it to us. */
  onAccount: z.number().int(),
  /** Paid by the guests' cards to us. */
  byCard: z.number().int(),
  /** What the seller owes us: on account less its whole commission (negative: we owe it). */
  balance: z.number().int(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const agentStatementSchema = z.object({
  month: z.string(),
  agent: agentProfileSchema,
  lines: z.array(agentBookingRowSchema),
  totals: statementTotalsSchema,
});
export type AgentStatement = z.infer<typeof agentStatementSchema>;

/** The admin's statement of one reseller's month (its bookings through the OCTO API). */
export const resellerStatementSchema = z.object({
  month: z.string(),
  reseller: z.object({ id: z.uuid(), name: z.string(), commissionPercent: z.number().int() }),
  lines: z.array(
    z.object({
      id: z.uuid(),
      confirmationCode: z.string().nullable(),
      resellerReference: z.string().nullable(),
      status: agentBookingRowSchema.shape.status,
      guestName: z.string(),
      tourTitle: z.string(),
      date: z.string(),
      createdAt: z.string(),
      total: z.number().int(),
      commissionPercent: z.number().int().nullable(),
      commission: z.number().int(),
    }),
  ),
  totals: statementTotalsSchema,
});
export type ResellerStatement = z.infer<typeof resellerStatementSchema>;
