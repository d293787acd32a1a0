import pg from 'pg';
import { call, pause, waitFor } from './http.ts';
import type { Slot } from './load.ts';
import { type Server, startServer } from './server.ts';

const CARD = { cardName: 'Maria Lopez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
const BOOKINGS = 8;
/** The server kills itself (SIGKILL) the n-th time the gateway approves a payment, before recording it. */
const CRASH_AT = 3;

interface Attempt {
  bookingId: string;
  accessKey: string;
  idempotencyKey: string;
  amountCents: number;
}

/**
 * The crash between the gateway's approval and our record: the server is started with the test-only
 * crash point PAYMENT_CRASH_POINT=after-authorize, guests pay until it kills itself with SIGKILL
 * right after an approval; it is restarted; the reconciliation job must record that approval (the
 * booking can still take it) or void it, once; then every guest retries with the same key, which
 * must never make a second charge. The demo gateway's own log (demo_provider_charges) is checked
 * against our books (payments). Returns the problems found and the figures.
 */
export async function paymentCrashPhase(
  env: Record<string, string>,
  logFile: string,
  databaseUrl: string,
  slots: Slot[],
  say: (line: string) => void,
) {
  const problems: string[] = [];
  const fast = { PAYMENT_RECONCILE_GRACE_MS: '1000', RECONCILE_PAYMENTS_INTERVAL_MS: '500' };
  let server: Server = await startServer(
    { ...env, ...fast, PAYMENT_CRASH_POINT: 'after-authorize', PAYMENT_CRASH_AFTER: String(CRASH_AT) },
    logFile,
  );
  say(`payment crash: server up (pid ${server.child.pid}), dies after approval ${CRASH_AT}`);

  const attempts: Attempt[] = [];
  for (let i = 0; i < BOOKINGS && attempts.length < BOOKINGS; i++) {
    const slot = slots[i % slots.length]!;
    let held: Awaited<ReturnType<typeof call>>;
    try {
      held = await call(server.port, '/api/bookings', {
        body: {
          tourId: slot.tourId,
          date: slot.date,
          adults: 1,
          children: 0,
          fullName: 'Crash Guest',
          email: 'crash@example.com',
          phone: '+501 610 0100',
        },
      });
    } catch {
      break;
    }
    if (held.status !== 201) continue;
    const attempt = {
      bookingId: held.json.booking.id as string,
      accessKey: held.json.accessKey as string,
      idempotencyKey: `crash-pay-${held.json.booking.id}`,
      amountCents: held.json.booking.price.total as number,
    };
    attempts.push(attempt);
    try {
      await pay(server.port, attempt);
    } catch {
      say(`payment crash: the server died paying booking ${attempts.length} (as planned)`);
      break;
    }
  }
  const exit = await Promise.race([server.exited, pause(10_000).then(() => undefined)]);
  if (!exit) {
    problems.push('payment crash: the server did not die at the crash point');
    server.child.kill('SIGKILL');
    await server.exited;
  }

  server = await startServer({ ...env, ...fast }, logFile);
  say(`payment crash: restarted (pid ${server.child.pid}); waiting for reconciliation`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const open = async () =>
      (
        await client.query<{ n: number }>(
          `select count(*)::int as n from demo_provider_charges where status in ('authorized', 'requires_action')`,
        )
      ).rows[0]!.n;
    await waitFor('reconciliation to settle every open approval', 60_000, async () => (await open()) === 0);

    // Every guest retries with the key of the first attempt: the first outcome, never a new charge.
    for (const attempt of attempts) {
      const retry = await pay(server.port, attempt);
      if (retry.status !== 200 && retry.status !== 409) {
        problems.push(
          `payment crash: retry of ${attempt.bookingId} answered ${retry.status} ${retry.body.slice(0, 120)}`,
        );
      }
    }
    await pause(1_500);
    await waitFor('the retries to settle', 30_000, async () => (await open()) === 0);

    const gateway = (
      await client.query<{ reference: string; idempotency_key: string; status: string; booking_id: string }>(
        `select reference, idempotency_key, status, booking_id from demo_provider_charges
          where idempotency_key like 'crash-pay-%'`,
      )
    ).rows;
    const ours = (
      await client.query<{ provider_reference: string; booking_id: string; status: string }>(
        `select provider_reference, booking_id, status from payments
          where kind = 'charge' and idempotency_key like 'crash-pay-%'`,
      )
    ).rows;
    const byRef = new Map<string, number>();
    for (const p of ours.filter((r) => r.status === 'approved'))
      byRef.set(p.provider_reference, (byRef.get(p.provider_reference) ?? 0) + 1);
    const capturedPerBooking = new Map<string, number>();
    for (const charge of gateway) {
      const recorded = byRef.get(charge.reference) ?? 0;
      if (charge.status === 'captured') {
        capturedPerBooking.set(charge.booking_id, (capturedPerBooking.get(charge.booking_id) ?? 0) + 1);
        if (recorded !== 1)
          problems.push(`payment crash: captured ${charge.reference} recorded ${recorded} times`);
      } else if (charge.status === 'voided') {
        if (recorded !== 0)
          problems.push(`payment crash: voided ${charge.reference} is recorded as approved`);
      } else if (charge.status !== 'declined') {
        problems.push(`payment crash: ${charge.reference} left ${charge.status}`);
      }
    }
    for (const [booking, n] of capturedPerBooking) {
      if (n > 1) problems.push(`payment crash: booking ${booking} charged ${n} times`);
    }
    const keys = new Set(gateway.map((c) => c.idempotency_key));
    if (keys.size !== gateway.length)
      problems.push('payment crash: the gateway holds two payments under one key');
    const crashed = attempts[CRASH_AT - 1];
    const crashedCharge = crashed && gateway.find((c) => c.idempotency_key === crashed.idempotencyKey);
    say(
      `payment crash: ${attempts.length} bookings, ${gateway.length} gateway payments ` +
        `(${gateway.filter((c) => c.status === 'captured').length} captured, ` +
        `${gateway.filter((c) => c.status === 'voided').length} voided); the one cut off by the crash: ` +
        `${crashedCharge?.status ?? 'none'}`,
    );
    if (!crashedCharge)
      problems.push('payment crash: no gateway payment for the attempt cut off by the crash');
  } finally {
    await client.end();
  }
  return { server, problems };
}

function pay(port: number, attempt: Attempt) {
  return call(port, `/api/bookings/${attempt.bookingId}/pay`, {
    body: CARD,
    headers: { 'x-booking-key': attempt.accessKey, 'idempotency-key': attempt.idempotencyKey },
  });
}
