import {
  errorResponseSchema,
  joinWaitlistSchema,
  waitlistEntrySchema,
  waitlistTokenSchema,
} from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './waitlist.service.ts';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The waitlist of a full departure (docs/decisions/045-waitlist.md): joining, leaving, an offer's link. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    offerMinutes: app.config.waitlistOfferMinutes,
  };

  app.post(
    '/waitlist',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['bookings'],
        summary:
          "Join the waitlist of a departure too full for the party (guest or signed in): 201 with the entry and a confirmation email; the same email again answers 200 with its entry; 409 WAITLIST_SEATS_AVAILABLE when the party's seats are free",
        body: joinWaitlistSchema,
        response: {
          200: waitlistEntrySchema,
          201: waitlistEntrySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { entry, created } = await service.joinWaitlist(
        ctx,
        request.body,
        request.auth?.userId,
        request.locale,
      );
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/waitlist/leave',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "What a waitlist email's leave link names; changes nothing",
        querystring: waitlistTokenSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    (request) => service.describeLeave(app.db, request.query.token),
  );

  app.post(
    '/waitlist/leave',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'Leave the waitlist by the signed link of its email: seats offered and not booked go back to the line; repeating it changes nothing',
        body: waitlistTokenSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    (request) => service.leaveWaitlist(app.db, request.body.token),
  );

  app.get(
    '/waitlist/offer',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'The seats an offer link holds (party, departure, until when); book them with `offer` on POST /api/bookings. 409 WAITLIST_OFFER_GONE once expired, booked or left',
        querystring: waitlistTokenSchema,
        response: { 200: waitlistEntrySchema, ...errors },
      },
    },
    (request) => service.describeOffer(app.db, request.query.token),
  );
};
