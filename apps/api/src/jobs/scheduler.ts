import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { completeDepartedBookings, expireLapsedHolds } from '../modules/bookings/bookings.service.ts';
import { deliverPending } from '../modules/mail/mail.repository.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { runExclusive } from './run-exclusive.ts';

export interface Jobs {
  /** Stops scheduling and waits for the turns already running to finish. */
  stop(): Promise<void>;
}

interface Job {
  name: string;
  everyMs: number;
  /** One turn inside the transaction that holds the job's lock; returns how many items it handled. */
  work: (tx: Db) => Promise<number>;
}

/**
 * Runs `job` every `everyMs`, never overlapping itself in this process and, through the job's advisory
 * lock, never on two instances at once. Failures are logged and retried next turn.
 */
function schedule(app: FastifyInstance, job: Job) {
  let running: Promise<void> | undefined;
  const turn = async () => {
    try {
      const outcome = await runExclusive(app.db, job.name, job.work);
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
 * rows it changes are claimed with FOR UPDATE SKIP LOCKED or by conditional updates as well.
 */
export function startJobs(app: FastifyInstance): Jobs {
  const { jobIntervals, smtpUrl, mailFrom } = app.config;
  const sendEmail = createMailer({ smtpUrl, from: mailFrom, log: app.log });
  const jobs: Job[] = [
    {
      name: 'sending the outbox',
      everyMs: jobIntervals.outboxMs,
      work: (tx) => deliverPending(tx, sendEmail),
    },
    {
      name: 'expiring booking holds',
      everyMs: jobIntervals.holdExpiryMs,
      work: (tx) => expireLapsedHolds(tx),
    },
    {
      name: 'completing departed bookings',
      everyMs: jobIntervals.completeBookingsMs,
      work: (tx) => completeDepartedBookings(tx),
    },
  ];
  const running = jobs.map((job) => schedule(app, job));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
