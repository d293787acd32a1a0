import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { completeDepartedBookings, expireLapsedHolds } from '../modules/bookings/bookings.service.ts';
import { offerFreedSeats } from '../modules/bookings/waitlist.service.ts';
import { deliverPending } from '../modules/mail/mail.repository.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import {
  enqueueDepartureReminders,
  enqueueMorningSummaries,
  enqueueReviewInvitations,
} from '../modules/notifications/notifications.service.ts';
import { reconcilePayments } from '../modules/payments/reconciliation.ts';
import { sweepUnusedUploads } from '../modules/uploads/uploads.service.ts';
import { runExclusive } from './run-exclusive.ts';

export interface Jobs {
  /** Stops scheduling and waits for the turns already running to finish. */
  stop(): Promise<void>;
}

interface Job {
  name: string;
  everyMs: number;
  /** One turn inside the transaction that holds the job's lock; returns how many items it handled. */
  work?: (tx: Db) => Promise<number>;
  /**
   * One turn that talks to the outside (SMTP, the card gateway) and so must hold no transaction
   * open: it claims its rows itself (short statements, SKIP LOCKED, guarded updates).
   */
  outside?: (db: Db) => Promise<number>;
}

/**
 * Runs `job` every `everyMs`, never overlapping itself in this process and, through the job's advisory
 * lock, never on two instances at once. Failures are logged and retried next turn.
 */
function schedule(app: FastifyInstance, job: Job) {
  let running: Promise<void> | undefined;
  const turn = async () => {
    try {
      const outcome = job.outside
        ? { ran: true as const, result: await job.outside(app.db) }
        : await runExclusive(app.db, job.name, job.work!);
      if (outcome.ran && outcome.result > 0)
        app.log.info({ job: job.name, handled: outcome.result }, job.name);
    } catch (error) {
      app.log.error({ err: error }, `${job.name} failed`);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = turn().finally(() => {
      running = undefined;
    });
  }, job.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Scheduled work, safe with any number of instances: each job runs under its advisory lock, and the
 * rows it changes are claimed with FOR UPDATE SKIP LOCKED or by conditional updates as well. Jobs
 * that call out (mail, the card gateway) hold no transaction while they do: they claim rows first.
 */
export function startJobs(app: FastifyInstance): Jobs {
  const { jobIntervals, smtpUrl, mailFrom } = app.config;
  const sendEmail = createMailer({ smtpUrl, from: mailFrom, log: app.log });
  const jobs: Job[] = [
    {
      name: 'sending the outbox',
      everyMs: jobIntervals.outboxMs,
      outside: (db) => deliverPending(db, sendEmail),
    },
    {
      name: 'reconciling payments',
      everyMs: jobIntervals.reconcilePaymentsMs,
      outside: async (db) => {
        const report = await reconcilePayments({
          db,
          payments: app.payments,
          publicUrl: app.config.publicUrl,
        });
        return report.recorded + report.voided + report.captured + report.refunds;
      },
    },
    {
      name: 'expiring booking holds',
      everyMs: jobIntervals.holdExpiryMs,
      work: (tx) => expireLapsedHolds(tx),
    },
    {
      name: 'offering freed seats to waitlists',
      everyMs: jobIntervals.waitlistMs,
      // Offers and their expiry in one transaction; the offer emails go through the outbox.
      work: (tx) =>
        offerFreedSeats(
          { db: app.db, publicUrl: app.config.publicUrl, offerMinutes: app.config.waitlistOfferMinutes },
          tx,
        ),
    },
    {
      name: 'completing departed bookings',
      everyMs: jobIntervals.completeBookingsMs,
      // The review invitations go out in the completion's transaction, once per booking.
      work: async (tx) => {
        const completed = await completeDepartedBookings(tx);
        await enqueueReviewInvitations(tx, { publicUrl: app.config.publicUrl });
        return completed;
      },
    },
    {
      name: 'sending departure reminders',
      everyMs: jobIntervals.notificationsMs,
      work: (tx) => enqueueDepartureReminders(tx, { publicUrl: app.config.publicUrl }),
    },
    {
      name: 'sending morning summaries',
      everyMs: jobIntervals.notificationsMs,
      work: (tx) => enqueueMorningSummaries(tx, { publicUrl: app.config.publicUrl }),
    },
    {
      name: 'sweeping unused uploads',
      everyMs: jobIntervals.uploadSweepMs,
      // Claims its uploads (SKIP LOCKED) before it calls the storage, with no transaction open.
      outside: (db) => sweepUnusedUploads({ db, storage: app.imageStorage }),
    },
  ];
  const running = jobs.map((job) => schedule(app, job));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
