import { errorResponseSchema, MERCHANT_STATUSES, merchantStatus } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { findMerchantWithOwner } from './merchants.repository.ts';

const businessProfileSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  contact_email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  logo_url: z.string().nullable(),
  btb_licence_number: z.string().nullable(),
  status: z.enum(MERCHANT_STATUSES),
  created_at: z.string(),
  owner: z.object({ full_name: z.string(), email: z.string() }),
});

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/profile',
    {
      config: { access: 'merchant' },
      schema: {
        tags: ['merchant'],
        summary: "The signed-in merchant's business profile",
        response: { 200: businessProfileSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findMerchantWithOwner(app.db, request.auth!.merchant!.id);
      if (!row) throw notFound('MERCHANT_NOT_FOUND', 'Merchant not found');
      const { merchant: m } = row;
      return {
        id: m.id,
        business_name: m.businessName,
        tagline: m.tagline,
        description: m.description,
        contact_email: m.contactEmail,
        phone_number: m.phoneNumber,
        address: m.address,
        logo_url: m.logoUrl,
        btb_licence_number: m.btbLicenceNumber,
        status: merchantStatus(m.adminApproved, m.active),
        created_at: m.createdAt.toISOString(),
        owner: { full_name: row.ownerName, email: row.ownerEmail },
      };
    },
  );
};
