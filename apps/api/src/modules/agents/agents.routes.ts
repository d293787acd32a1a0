import {
  agentBookingBodySchema,
  agentBookingListSchema,
  agentBookingRowSchema,
  agentListSchema,
  agentProfileSchema,
  agentSchema,
  agentStatementSchema,
  approveAgentSchema,
  bookingSchema,
  errorResponseSchema,
  statementMonthSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader } from '../admin/csv.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import * as service from './agents.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The agent's console (docs/decisions/039-agents.md): its agency, its bookings for guests, its
 * monthly statement. Only an approved agent books or reads bookings; each sees only its own.
 */
export const agentRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  const ctx = { db: app.db, payments, publicUrl: app.config.publicUrl };
  const user = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(
    '/agent/me',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary: "The signed-in agent's agency: its status (pending until the admin approves it) and rate",
        response: { 200: agentProfileSchema, ...errors },
      },
    },
    (request) => service.agentProfile(app.db, user(request)),
  );

  app.post(
    '/agent/bookings',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary:
          "Book for a guest: `payment: account` confirms it at once on the agent's monthly account (the guest gets the ticket email); `payment: card` holds the seats for the guest's card on the payment step, with the booking's key",
        body: agentBookingBodySchema,
        response: { 201: z.object({ booking: bookingSchema, accessKey: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.bookForGuest(ctx, user(request), request.body, request.locale)),
  );

  app.get(
    '/agent/bookings',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary: "The agent's bookings, newest first, with guest, tour, date, amount and commission",
        response: { 200: agentBookingListSchema, ...errors },
      },
    },
    (request) => service.listBookings(app.db, user(request)),
  );

  app.get(
    '/agent/bookings/:id',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary: "One of the agent's bookings; another agent's is not found",
        params: z.object({ id: z.uuid({ error: 'Booking id must be a UUID' }) }),
        response: { 200: agentBookingRowSchema, ...errors },
      },
    },
    (request) => service.ownBooking(app.db, user(request), request.params.id),
  );

  app.get(
    '/agent/statement',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary:
          "The month's statement (Belize time): the paid bookings made that month, gross sales, commission earned, what is on the agent's account and what the guests paid by card",
        querystring: statementMonthSchema,
        response: { 200: agentStatementSchema, ...errors },
      },
    },
    (request) => service.statement(app.db, user(request), request.query.month),
  );

  app.get(
    '/agent/statement.csv',
    {
      config: { access: 'agent' },
      schema: {
        tags: ['agents'],
        summary: 'The same statement as a CSV file: one row per booking, then the totals',
        querystring: statementMonthSchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await service.statementCsv(app.db, user(request), month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`belizepass-agent-statement-${month}.csv`))
        .send(csv);
    },
  );
};

/** The staff's agents: applications and approved agencies, approval at a commission. */
export const adminAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/agents',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every agent: applications first, with the owner and the commission',
        response: { 200: agentListSchema, ...errors },
      },
    },
    () => service.listAgents(app.db),
  );

  app.put(
    '/admin/agents/:id/approval',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Approve an agent at a commission (whole percent 0-100), or change an approved agent's rate",
        params: z.object({ id: z.uuid({ error: 'Agent id must be a UUID' }) }),
        body: approveAgentSchema,
        response: { 200: agentSchema, ...errors },
      },
    },
    (request) => service.approveAgent(app.db, request.auth!.userId, request.params.id, request.body),
  );
};
