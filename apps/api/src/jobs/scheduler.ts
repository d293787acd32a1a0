import type { FastifyInstance } from 'fastify';
import { completeDepartedBookings, expireLapsedHolds } from '../modules/bookings/bookings.service.ts';

/** Runs `work` every `ms`, never overlapping itself; failures are logged and retried next time. */
function every(app: FastifyInstance, ms: number, name: string, work: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  }, ms);
  timer.unref();
  return timer;
}

/**
 * Scheduled work. Each job claims its rows with FOR UPDATE SKIP LOCKED, so several instances can
 * run it side by side without doing anything twice.
 */
export function startJobs(app: FastifyInstance) {
  return [
    every(app, 3_000, 'sending the outbox', () => app.deliverOutbox()),
    every(app, 30_000, 'expiring booking holds', () => expireLapsedHolds(app.db)),
    every(app, 10 * 60_000, 'completing departed bookings', () => completeDepartedBookings(app.db)),
  ];
}
