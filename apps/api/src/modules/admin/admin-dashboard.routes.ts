import { alertSchema, dashboardStatsSchema, errorResponseSchema, topRowSchema } from '@belizepass/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './admin-dashboard.service.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Overview figures and the last 7 Belize days of sales and bookings',
        response: { 200: dashboardStatsSchema, ...errors },
      },
    },
    () => service.dashboardStats(app.db),
  );

  app.get(
    '/admin/dashboard/top-tours',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The 5 tours with the most revenue from paid bookings',
        response: { 200: z.array(topRowSchema), ...errors },
      },
    },
    () => service.topTours(app.db),
  );

  app.get(
    '/admin/dashboard/top-merchants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The 5 merchants with the most revenue from paid bookings',
        response: { 200: z.array(topRowSchema), ...errors },
      },
    },
    () => service.topMerchants(app.db),
  );

  app.get(
    '/admin/dashboard/alerts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'System alerts: what needs the staff now',
        response: { 200: z.array(alertSchema), ...errors },
      },
    },
    () => service.systemAlerts(app.db),
  );
};
