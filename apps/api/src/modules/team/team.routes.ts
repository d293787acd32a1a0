import {
  errorResponseSchema,
  inviteMemberSchema,
  invitePreviewSchema,
  inviteTokenSchema,
  joinedTeamSchema,
  memberRoleSchema,
  STAFF_ROLES,
  teamInviteSchema,
  teamSchema,
} from '@belizepass/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './team.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const owner = { access: 'merchant' as const };
const tags = ['merchant team'];

const actorOf = (request: FastifyRequest): service.TeamActor => ({
  userId: request.auth!.userId,
  merchantId: request.auth!.merchant!.id,
});

/**
 * Staff accounts (docs/decisions/044-staff-accounts.md): the owner's team screen, and the link of an
 * invitation that the invited person opens and accepts with their own account.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.TeamContext = { db: app.db, publicUrl: app.config.publicUrl };

  app.get(
    '/merchant/team',
    {
      config: owner,
      schema: {
        tags,
        summary: 'The owner, the members with their roles, and the open invitations',
        response: { 200: teamSchema, ...errors },
      },
    },
    (request) => service.getTeam(app.db, actorOf(request).merchantId),
  );

  app.post(
    '/merchant/team/invites',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Invite a person by email with a role; the email carries a single-use link',
        body: inviteMemberSchema,
        response: { 201: teamInviteSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.invite(ctx, actorOf(request), request.body)),
  );

  app.post(
    '/merchant/team/invites/:id/resend',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Send an open invitation again with a new link (the old one stops working)',
        params: z.object({ id: z.uuid() }),
        response: { 200: teamInviteSchema, ...errors },
      },
    },
    (request) => service.resendInvite(ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/merchant/team/invites/:id',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Cancel an open invitation: its link stops working',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.cancelInvite(app.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/merchant/team/members/:userId',
    {
      config: owner,
      schema: {
        tags,
        summary: "Change a member's role",
        params: z.object({ userId: z.uuid() }),
        body: memberRoleSchema,
        response: { 200: z.object({ userId: z.uuid(), role: z.enum(STAFF_ROLES) }), ...errors },
      },
    },
    (request) => service.changeRole(app.db, actorOf(request), request.params.userId, request.body.role),
  );

  app.delete(
    '/merchant/team/members/:userId',
    {
      config: owner,
      schema: {
        tags,
        summary: 'Remove a member from the business; every session of theirs ends at once',
        params: z.object({ userId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeMember(app.db, actorOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/team/invite',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An invitation's business, address and role, from its link's token",
        body: inviteTokenSchema,
        response: { 200: invitePreviewSchema, ...errors },
      },
    },
    (request) => service.previewInvite(app.db, request.body.token),
  );

  app.post(
    '/team/invite/accept',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Join the invitation's business with the signed-in account (the link works once)",
        body: inviteTokenSchema,
        response: { 200: joinedTeamSchema, ...errors },
      },
    },
    (request) => service.acceptInvite(app.db, request.auth!.userId, request.body.token),
  );
};
