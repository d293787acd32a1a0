// `npm run test:fleet`: two BelizePass instances on one fresh PostgreSQL database, the machine's
// Redis and an S3-compatible bucket (s3rver, in this process), each with a DATA_DIR of its own,
// behind nginx, checked for what a fleet must get right. Needs PostgreSQL on 127.0.0.1:5432
// (trust auth), Redis on 127.0.0.1:6379 and nginx (installed from Debian's package when missing and
// running as root). FLEET_KEEP_LOGS=1 keeps the instance and nginx logs.
import * as checks from './checks.ts';
import { type Stack, startStack } from './stack.ts';

const startedAt = Date.now();
let passed = 0;
let failed = 0;

async function check<T>(name: string, run: () => Promise<string | { detail: string; result: T }>) {
  try {
    const outcome = await run();
    passed++;
    console.log(`  ✓ ${name}\n      ${typeof outcome === 'string' ? outcome : outcome.detail}`);
    return typeof outcome === 'string' ? undefined : outcome.result;
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}\n      ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}

async function main() {
  console.log(
    'Fleet test: starting PostgreSQL database, Redis prefix, SMTP receiver, S3-compatible bucket, instances A and B, nginx',
  );
  let stack: Stack;
  try {
    stack = await startStack();
  } catch (error) {
    console.log(`  ✗ the fleet starts\n      ${error instanceof Error ? error.message : error}`);
    console.log('\nfleet: 0 passed, 1 failed');
    return 1;
  }
  const s = stack;
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    void s.cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.log(`  instances A :${s.a.port} and B :${s.b.port}, nginx :${s.nginxPort}, logs in ${s.dir}\n`);

  try {
    await check('two instances start together on one empty database', () => checks.startedOnce(s));
    await check('each instance and nginx report ready', () => checks.readyEverywhere(s));
    await check('nginx spreads requests over both instances', () => checks.roundRobin(s));
    await check('nginx refuses a request naming another host', () => checks.unknownHostRefused(s));
    await check('a token issued by one instance works on the other', () => checks.tokenOnBothInstances(s));
    const seats = await check('the last seats of a departure sell once across both instances', () =>
      checks.lastSeats(s),
    );
    if (seats)
      await check('expired holds release their seats exactly once', () => checks.holdsExpireOnce(s, seats));
    await check('each queued email is delivered exactly once', () => checks.emailsOnce(s));
    await check('the sign-in rate limit is shared by both instances', () => checks.sharedLoginLimit(s));
    await check('a tour deactivated on one instance is gone on the other', () =>
      checks.deactivatedEverywhere(s),
    );
    await check('a photo uploaded through one instance is served by the other (object storage)', () =>
      checks.photoServedEverywhere(s),
    );
    await check('SIGTERM drains an instance while the other keeps serving', () => checks.gracefulShutdown(s));
  } finally {
    await s.cleanup();
  }
  console.log(`\nFleet test took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(`fleet: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
