import { errorResponseSchema, platformSettingsInputSchema, platformSettingsSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPlatformSettings } from './settings.repository.ts';
import { readSettings, saveSettings } from './settings.service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/commission',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'The platform commission merchants pay, whole percent (the admin setting), for the texts that state it (How it Works, FAQ, merchant pages)',
        response: {
          200: z.object({
            commissionPercent: z.number().int().describe('Whole percent of each sale; 0-100'),
          }),
        },
      },
    },
    async () => ({ commissionPercent: (await getPlatformSettings(app.db)).defaultCommissionRate }),
  );

  app.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Platform settings: name, email, default commission rate and notification flags',
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    () => readSettings(app.db),
  );

  app.put(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Save the platform settings (the commission rate applies to bookings paid from now on)',
        body: platformSettingsInputSchema,
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    (request) => saveSettings(app.db, request.body, request.auth!.userId),
  );
};
