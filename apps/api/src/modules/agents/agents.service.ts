import {
  type Agent,
  type AgentBookingRow,
  type AgentProfile,
  type AgentStatement,
  type agentBookingBodySchema,
  agentStatus,
  type approveAgentSchema,
  bookingPayment,
  earnedCommission,
  paymentMethodText,
  paymentStateText,
  statementTotals,
} from '@belizepass/domain';
import { type Locale, m } from '@belizepass/domain/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { csvDollars, toCsv } from '../admin/csv.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { createAgentBooking } from '../bookings/agent-bookings.service.ts';
import type { BookingContext } from '../bookings/bookings.service.ts';
import * as repo from './agents.repository.ts';

/**
 * Agents (docs/decisions/039-agents.md): a hotel desk or cruise-port kiosk applies at sign-up, the
 * admin approves it at a commission, and it books tours for its guests.
 */

const AGENT_NOT_FOUND = () => notFound('AGENT_NOT_FOUND', m.agent_not_found());
const BOOKING_NOT_FOUND = () => notFound('BOOKING_NOT_FOUND', m.errors_booking_not_found());

/** The agency an application at sign-up creates: waiting for the admin's approval, no commission yet. */
export async function applyAsAgent(
  db: Db,
  input: { ownerUserId: string; businessName: string; phoneNumber: string | null },
) {
  return repo.insertAgent(db, {
    ownerUserId: input.ownerUserId,
    businessName: input.businessName,
    phoneNumber: input.phoneNumber,
    adminApproved: false,
    commissionPercent: null,
  });
}

/** An agency made directly (the demo data set, tests): approved at `commissionPercent` unless null. */
export async function addAgent(
  db: Db,
  input: { ownerUserId: string; businessName: string; commissionPercent: number | null },
  now = new Date(),
) {
  const agent = await applyAsAgent(db, { ...input, phoneNumber: null });
  if (input.commissionPercent === null) return agent;
  return (await repo.approveAgent(db, agent.id, input.commissionPercent, now))!;
}

function agentView(row: Awaited<ReturnType<typeof repo.listAgents>>[number]): Agent {
  const { agent } = row;
  return {
    id: agent.id,
    businessName: agent.businessName,
    ownerName: row.ownerName,
    email: row.email,
    phone: agent.phoneNumber,
    status: agentStatus(agent),
    commissionPercent: agent.commissionPercent,
    createdAt: agent.createdAt.toISOString(),
    approvedAt: agent.approvedAt?.toISOString() ?? null,
  };
}

export async function listAgents(db: Db) {
  return { agents: (await repo.listAgents(db)).map(agentView) };
}

/** Approves the agent at a commission (or changes an approved agent's rate), recorded in the audit log. */
export async function approveAgent(
  db: Db,
  actorUserId: string,
  id: string,
  input: z.output<typeof approveAgentSchema>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const before = await repo.findAgentWithOwner(tx, id);
    if (!before) throw AGENT_NOT_FOUND();
    await repo.approveAgent(tx, id, input.commissionPercent, now);
    await recordAudit(tx, {
      actorUserId,
      action: 'agent.approve',
      entityType: 'agent',
      entityId: id,
      before: { status: agentStatus(before.agent), commissionPercent: before.agent.commissionPercent },
      after: { status: 'approved', commissionPercent: input.commissionPercent },
    });
    return agentView((await repo.findAgentWithOwner(tx, id))!);
  });
}

/** The names of agents by id, for the screens that show who booked. */
export async function agentNamesOf(db: Db, ids: string[]) {
  return repo.agentNames(db, [...new Set(ids)]);
}

function profileOf(agent: repo.AgentRow): AgentProfile {
  return {
    id: agent.id,
    businessName: agent.businessName,
    status: agentStatus(agent),
    commissionPercent: agent.commissionPercent,
  };
}

/** The signed-in agent's agency (an application awaiting approval included). */
export async function agentProfile(db: Db, userId: string) {
  const agent = await repo.findAgentOfUser(db, userId);
  if (!agent) throw AGENT_NOT_FOUND();
  return profileOf(agent);
}

/** The signed-in agent's agency, approved and active: else 403 with the reason. */
async function approvedAgent(db: Db, userId: string) {
  const agent = await repo.findAgentOfUser(db, userId);
  if (!agent) throw AGENT_NOT_FOUND();
  if (!agent.active) throw new AppError(403, 'AGENT_INACTIVE', m.agent_inactive());
  if (!agent.adminApproved || agent.commissionPercent === null) {
    throw new AppError(403, 'AGENT_PENDING_APPROVAL', m.agent_pending());
  }
  return { ...agent, commissionPercent: agent.commissionPercent };
}

export async function bookForGuest(
  ctx: BookingContext,
  userId: string,
  input: z.output<typeof agentBookingBodySchema>,
  locale: Locale,
  now = new Date(),
) {
  const agent = await approvedAgent(ctx.db, userId);
  return createAgentBooking(ctx, agent, input, locale, now);
}

function bookingRow(b: repo.AgentBookingRow): AgentBookingRow {
  const payment = bookingPayment({
    status: b.status,
    source: 'agent',
    counterPayment: null,
    agentPayment: b.agentPayment,
    paid: Boolean(b.paidAt),
    totalCents: b.totalCents,
    cardChargedCents: 0,
    cardRefundedCents: 0,
    giftCardCents: b.giftCardCents,
    refundCents: b.refundCents,
    parkFeeOnlineCents: b.parkFeeCents,
    parkFeeCashCents: b.parkFeeCashCents,
    checkedIn: Boolean(b.checkedInAt),
  });
  return {
    id: b.id,
    confirmationCode: b.confirmationCode,
    status: b.status,
    guestName: b.fullName,
    guestEmail: b.email,
    tourTitle: b.tourTitle,
    date: b.localDate,
    time: b.startTime,
    createdAt: b.createdAt.toISOString(),
    total: b.totalCents,
    commissionPercent: b.agentCommissionPercent,
    commission: earnedCommission({ status: b.status, commissionCents: b.agentCommissionCents }),
    payment: b.agentPayment ?? 'card',
    paymentMethod: payment.method,
    paymentStatus: payment.state,
  };
}

export async function listBookings(db: Db, userId: string) {
  const agent = await approvedAgent(db, userId);
  return { bookings: (await repo.listAgentBookings(db, agent.id)).map(bookingRow) };
}

/** One of the agent's own bookings (its id); another agent's is not found. */
export async function ownBooking(db: Db, userId: string, bookingId: string) {
  const agent = await approvedAgent(db, userId);
  const [row] = await repo.listAgentBookings(db, agent.id, { id: bookingId, limit: 1 });
  if (!row) throw BOOKING_NOT_FOUND();
  return bookingRow(row);
}

export async function statement(db: Db, userId: string, month: string): Promise<AgentStatement> {
  const agent = await approvedAgent(db, userId);
  const lines = (await repo.listAgentBookings(db, agent.id, { month, limit: 10_000 })).map(bookingRow);
  const totals = statementTotals(
    lines.map((l) => ({
      status: l.status,
      totalCents: l.total,
      commissionCents: l.commission,
      payment: l.payment,
    })),
  );
  return { month, agent: profileOf(agent), lines, totals };
}

/** The statement as a CSV file: one row per booking, then the totals. */
export async function statementCsv(db: Db, userId: string, month: string) {
  const s = await statement(db, userId, month);
  const rows = s.lines.map((l) => [
    l.createdAt.slice(0, 10),
    l.confirmationCode,
    l.guestName,
    l.guestEmail,
    l.tourTitle,
    l.date,
    l.time,
    paymentMethodText(l.paymentMethod),
    paymentStateText(l.paymentStatus),
    csvDollars(l.total),
    l.commissionPercent,
    csvDollars(l.commission),
  ]);
  const t = s.totals;
  rows.push(
    [],
    [m.agent_csv_gross(), csvDollars(t.gross)],
    [m.agent_csv_commission(), csvDollars(t.commission)],
    [m.agent_csv_on_account(), csvDollars(t.onAccount)],
    [m.agent_csv_by_card(), csvDollars(t.byCard)],
    [m.agent_csv_balance(), csvDollars(t.balance)],
  );
  return toCsv(
    [
      m.agent_csv_booked_on(),
      m.agent_csv_code(),
      m.agent_csv_guest(),
      m.agent_csv_email(),
      m.agent_csv_tour(),
      m.agent_csv_date(),
      m.agent_csv_time(),
      m.agent_csv_payment(),
      m.agent_csv_payment_status(),
      m.agent_csv_total(),
      m.agent_csv_rate(),
      m.agent_csv_commission(),
    ],
    rows,
  );
}
