import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerRequestLocale } from './lib/locale.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminAgentRoutes, agentRoutes } from './modules/agents/agents.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionRoutes } from './modules/auth/session.routes.ts';
import { AccessTokens, resolveJwtSecret } from './modules/auth/tokens.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { moveRefusalRoutes } from './modules/bookings/move-refusal.routes.ts';
import { rescheduleRoutes } from './modules/bookings/reschedule.routes.ts';
import { waitlistRoutes } from './modules/bookings/waitlist.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { adminDealRoutes } from './modules/deals/admin-deals.routes.ts';
import { dealRoutes } from './modules/deals/deals.routes.ts';
import { merchantDealRoutes } from './modules/deals/merchant-deals.routes.ts';
import { giftCardRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { deliverPending } from './modules/mail/mail.repository.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { departureOpsRoutes } from './modules/merchant-bookings/departure-ops.routes.ts';
import { merchantBookingRoutes } from './modules/merchant-bookings/merchant-bookings.routes.ts';
import { merchantEarningsRoutes } from './modules/merchant-earnings/merchant-earnings.routes.ts';
import { merchantTourRoutes } from './modules/merchant-tours/merchant-tours.routes.ts';
import { merchantRoutes } from './modules/merchants/merchants.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { octoRoutes } from './modules/octo/octo.routes.ts';
import { adminResellerRoutes } from './modules/octo/resellers.routes.ts';
import { databaseChargeLog } from './modules/payments/demo-charge-log.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider.ts';
import { resourceRoutes } from './modules/resources/resources.routes.ts';
import { merchantReviewRoutes } from './modules/reviews/reviews.routes.ts';
import { savedTourRoutes } from './modules/saved-tours/saved-tours.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { provisionHoldSettings } from './modules/settings/settings.service.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';
import { createImageStorage, type ImageStorage } from './modules/uploads/image-storage.ts';
import { uploadRoutes } from './modules/uploads/uploads.routes.ts';
import { voucherRoutes } from './modules/vouchers/vouchers.routes.ts';
import { widgetRoutes } from './modules/widget/widget.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { frameworkErrors, registerInputGuard } from './plugins/input-guard.ts';
import { type LogStream, loggingOptions, registerRequestId } from './plugins/logging.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { RenderGate } from './plugins/render-gate.ts';
import { registerApiRateLimit, registerSecurity } from './plugins/security.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: Config;
    /** The card gateway. */
    payments: PaymentProvider;
    /** Where uploaded images are kept: the S3 bucket when configured, else DATA_DIR/uploads. */
    imageStorage: ImageStorage;
    /** The image work of uploads in this process: a few at once, a few waiting, the rest refused (503). */
    imageWork: RenderGate;
    /** Sends the mail waiting in the outbox; returns how many went out. */
    deliverOutbox(): Promise<number>;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The card gateway; the demo provider (no money moves) unless another is given. */
  payments?: PaymentProvider;
  /** Where log lines go instead of stdout. */
  logStream?: LogStream;
  /** Overrides METRICS_TOKEN for GET /metrics. */
  metricsToken?: string;
}

/** The HTTP application: plugins, then the API modules under /api. Pages are mounted by server.ts. */
export async function buildApp({
  config,
  database,
  payments: givenPayments,
  logStream,
  metricsToken,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, logStream),
    // Who may name the client in X-Forwarded-For (TRUST_PROXY): by default nobody.
    trustProxy: config.trustProxy as boolean,
    frameworkErrors,
  });
  registerRequestId(app);
  registerRequestLocale(app);
  await provisionHoldSettings(database.db, config.holdSettings);
  registerMetrics(app, { token: metricsToken ?? config.metricsToken });
  app.decorate('database', database);
  app.decorate('db', database.db);
  // The demo gateway keeps its records in its own table (demo_provider_charges).
  const payments = givenPayments ?? createDemoPaymentProvider(databaseChargeLog(database.db));
  app.decorate('payments', payments);
  app.decorate('config', config);
  const imageStorage = createImageStorage(config, app.log);
  app.decorate('imageStorage', imageStorage);
  app.addHook('onClose', async () => imageStorage.close());
  app.decorate('imageWork', new RenderGate(config.imageWork));
  const sendEmail = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('deliverOutbox', () => deliverPending(database.db, sendEmail));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, { dev: config.env === 'development' });
  await registerCompression(app);
  await registerOpenApi(app);
  const tokens = new AccessTokens(resolveJwtSecret(config.jwtSecret, config.dataDir));
  registerAuth(app, tokens);
  registerInputGuard(app);

  // The OCTO API for resellers: its own key authentication, error shape and per-key rate limit.
  await app.register(octoRoutes, { prefix: '/api/octo', payments, rateLimitPerMinute: config.octoRateLimit });
  await app.register(
    async (api) => {
      await registerApiRateLimit(api, config.apiRateLimit);
      await api.register(healthRoutes);
      await api.register(toursRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes, { tokens });
      await api.register(sessionRoutes, { tokens });
      await api.register(bookingRoutes, { payments });
      await api.register(rescheduleRoutes, { payments });
      await api.register(merchantRoutes);
      await api.register(merchantTourRoutes);
      await api.register(merchantBookingRoutes, { payments });
      await api.register(departureOpsRoutes);
      await api.register(resourceRoutes);
      await api.register(moveRefusalRoutes, { payments });
      await api.register(waitlistRoutes);
      await api.register(merchantEarningsRoutes);
      await api.register(uploadRoutes);
      await api.register(savedTourRoutes);
      await api.register(merchantReviewRoutes);
      await api.register(adminRoutes, { payments });
      await api.register(giftCardRoutes, { payments });
      await api.register(dealRoutes, { payments });
      await api.register(merchantDealRoutes);
      await api.register(adminDealRoutes);
      await api.register(voucherRoutes);
      await api.register(notificationRoutes);
      await api.register(adminResellerRoutes);
      await api.register(teamRoutes);
      await api.register(agentRoutes, { payments });
      await api.register(widgetRoutes, { payments });
      await api.register(adminAgentRoutes);
      api.all('/*', (request, reply) =>
        sendError(reply, 404, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`),
      );
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes);
  return app;
}
