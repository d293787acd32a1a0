#!/usr/bin/env node
// `npm run test:chaos`: crash durability and graceful shutdown of the production server on real
// PostgreSQL. A fresh database; a load of concurrent bookings and payments; `kill -9` in the middle;
// a restart; then the books must balance. Then a kill -9 between a card's approval at the gateway
// and our record of it: reconciliation records or voids it once, retries never charge twice. Then SIGTERM while requests are in flight: each must get
// its answer and the process must exit 0. Prints the figures; exits 1 on any mismatch.
// CHAOS_BOOKINGS (default 300), CHAOS_CONCURRENCY (8), CHAOS_SEED replay or resize a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilds } from '../server-build.mjs';
import { checkBooks } from './books.ts';
import { call, pause } from './http.ts';
import { bookableSlots, buyGiftCards, newTally, runLoad, type Tally } from './load.ts';
import { paymentCrashPhase } from './payment-crash.ts';
import { freshDatabase, type Server, serverEnv, startServer } from './server.ts';

const TOTAL = Number(process.env.CHAOS_BOOKINGS ?? 300);
const CONCURRENCY = Number(process.env.CHAOS_CONCURRENCY ?? 8);
const GIFT_CARDS = Number(process.env.CHAOS_GIFT_CARDS ?? 10);
const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);

const problems: string[] = [];
const startedAt = Date.now();
const say = (line: string) =>
  console.log(`chaos [${((Date.now() - startedAt) / 1000).toFixed(0)}s]: ${line}`);
const show = (tally: Tally) =>
  `${tally.started} started, ${tally.held} held, ${tally.soldOut} sold out, ${tally.paid} paid ` +
  `(${tally.paidWithGiftCard} partly by gift card until ${tally.giftCardsSpent} cards ran empty, ${tally.retriedPayments} retried), ${tally.declined} declined, ` +
  `${tally.cancelled} cancelled, ${tally.interrupted} cut off by the crash`;

async function crashPhase(env: Record<string, string>, logFile: string) {
  let server = await startServer(env, logFile);
  say(`server up on port ${server.port} (pid ${server.child.pid}); seed ${SEED}`);
  const slots = await bookableSlots(server.port);
  if (slots.length === 0) throw new Error('No bookable departures in the demo data');
  const codes = await buyGiftCards(server.port, GIFT_CARDS);
  say(`${slots.length} bookable departures, ${codes.length} gift cards bought`);

  const before = newTally();
  const killAt = Math.floor(TOTAL / 2);
  let killed: Promise<unknown> | undefined;
  await runLoad({
    port: server.port,
    slots,
    codes,
    total: TOTAL,
    concurrency: CONCURRENCY,
    seed: SEED,
    tally: before,
    onStarted: (n) => {
      if (n !== killAt) return;
      // In the middle of the load, with every worker's request in flight somewhere.
      killed = pause(20 + (SEED % 80)).then(() => {
        say(`kill -9 ${server.child.pid} after ${n} bookings started`);
        server.child.kill('SIGKILL');
        return server.exited;
      });
    },
  });
  const exit = await killed;
  say(`before the crash: ${show(before)}; exit ${JSON.stringify(exit)}`);
  if (before.unexpected.length) problems.push(...before.unexpected.map((u) => `before crash: ${u}`));

  server = await startServer(env, logFile);
  say(`restarted on port ${server.port} (pid ${server.child.pid})`);
  const after = newTally();
  await runLoad({
    port: server.port,
    slots,
    codes,
    total: Math.ceil(TOTAL / 3),
    concurrency: CONCURRENCY,
    seed: SEED + 1,
    tally: after,
  });
  say(`after the restart: ${show(after)}`);
  if (after.interrupted || after.unexpected.length) {
    problems.push(...after.unexpected.map((u) => `after restart: ${u}`));
    if (after.interrupted)
      problems.push(`after restart: ${after.interrupted} requests lost their connection`);
  }
  return server;
}

async function sigtermPhase(server: Server) {
  const port = server.port;
  // Open the connections first, as a proxy in front would hold them.
  await Promise.all(Array.from({ length: 24 }, () => call(port, '/api/health')));
  const slow = Array.from({ length: 24 }, (_, i) =>
    (i % 3 === 2
      ? call(port, '/api/tours/search?q=cave')
      : call(port, '/api/auth/login', {
          body: { email: 'tourist@example.com', password: 'belize-demo-2026' },
        })
    ).then(
      (reply) => reply.status,
      (error: Error) => `failed: ${error.message}`,
    ),
  );
  await pause(30);
  say(`SIGTERM to ${server.child.pid} with ${slow.length} requests in flight`);
  server.child.kill('SIGTERM');
  const statuses = await Promise.all(slow);
  const { code, signal } = await server.exited;
  const ok = statuses.filter((s) => s === 200).length;
  say(`in-flight requests answered 200: ${ok}/${statuses.length}; exit code ${code ?? signal}`);
  if (ok !== statuses.length) problems.push(`SIGTERM: in-flight answers ${JSON.stringify(statuses)}`);
  if (code !== 0) problems.push(`SIGTERM: the server exited with ${code ?? signal}, not 0`);
}

async function main() {
  ensureBuilds();
  const database = await freshDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'belizepass-chaos-'));
  const logFile = join(dir, 'server.log');
  const env = serverEnv(database.url, join(dir, 'data'));
  let server: Server | undefined;
  try {
    server = await crashPhase(env, logFile);
    const books = await checkBooks(database.url);
    for (const [name, value] of Object.entries(books.figures)) say(`  ${name}: ${value}`);
    say(`books: ${books.mismatches.length} mismatch(es)`);
    problems.push(...books.mismatches);

    // kill -9 between the gateway's approval and our record of it, then reconciliation.
    const slots = await bookableSlots(server.port);
    server.child.kill('SIGKILL');
    await server.exited;
    const crash = await paymentCrashPhase(env, logFile, database.url, slots, say);
    server = crash.server;
    problems.push(...crash.problems);
    const after = await checkBooks(database.url);
    say(`books after the payment crash: ${after.mismatches.length} mismatch(es)`);
    problems.push(...after.mismatches);

    await sigtermPhase(server);
  } catch (error) {
    problems.push(`run failed: ${(error as Error).stack ?? error}`);
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await database.drop().catch((error) => say(`could not drop ${database.name}: ${error}`));
    if (problems.length === 0) rmSync(dir, { recursive: true, force: true });
    else say(`server log kept at ${logFile}`);
  }
  if (problems.length) {
    for (const p of problems) console.error(`chaos: MISMATCH ${p}`);
    process.exit(1);
  }
  say('passed: the books balance after kill -9, and SIGTERM let every in-flight request finish');
  process.exit(0);
}

main();
