import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from '../audit/audit.routes.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { settingsRoutes } from '../settings/settings.routes.ts';
import { adminBookingRoutes } from './admin-bookings.routes.ts';
import { adminDashboardRoutes } from './admin-dashboard.routes.ts';
import { adminMerchantRoutes } from './admin-merchants.routes.ts';
import { adminTouristRoutes } from './admin-tourists.routes.ts';
import { adminTourRoutes } from './admin-tours.routes.ts';
import { payoutRoutes } from './payouts.routes.ts';

/** The platform admin's API under /api/admin: every route is for platform_admin only. */
export const adminRoutes: FastifyPluginAsyncZod<{ payments: PaymentProvider }> = async (
  app,
  { payments },
) => {
  await app.register(adminDashboardRoutes);
  await app.register(adminMerchantRoutes);
  await app.register(adminTourRoutes);
  await app.register(adminBookingRoutes, { payments });
  await app.register(adminTouristRoutes);
  await app.register(payoutRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
};
