import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, belizeToday } from '@belizepass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { casesFor, type FuzzCase, type FuzzRequest, unknownPathCases } from './cases.ts';
import { createIdentities, type Identity, repairIdentities } from './identities.ts';
import { operationsOf, resolver } from './operations.ts';
import { Random } from './random.ts';
import { changedTables, snapshotReader } from './table-snapshot.ts';
import type { ValueContext } from './values.ts';

/*
 * Hostile input against every operation of the API document (routes added later are covered
 * without touching this file). FUZZ_SEED replays a run; FUZZ_PER_FIELD sets how many hostile values
 * each parameter and body field gets.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_610);
const PER_FIELD = Number(process.env.FUZZ_PER_FIELD ?? 3);
/** Only operations whose "METHOD /path" matches, when replaying one failure. */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');

let t: TestApp;
/** What the server logged about each failed request, by request id. */
const serverErrors = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT: '100000000', AUTH_RATE_LIMIT: '100000000', LOG_LEVEL: 'error' },
    logStream: {
      write(line) {
        const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string } };
        if (entry.reqId) serverErrors.set(entry.reqId, entry.err?.stack?.slice(0, 600) ?? line.slice(0, 600));
      },
    },
  });
});
afterAll(() => t?.close());

interface Outcome {
  status: number;
  body: string;
  requestId: string;
}

async function send(request: FuzzRequest, identity?: Identity): Promise<Outcome> {
  const headers = { ...request.headers };
  if (identity?.token) headers.authorization = `Bearer ${identity.token}`;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload: request.payload,
  });
  return { status: res.statusCode, body: res.body, requestId: String(res.headers['x-request-id']) };
}

/** Only /api answers in the API's envelope (a path that resolves elsewhere belongs to the pages). */
const isApiPath = (url: string) => new URL(url, 'http://localhost').pathname.startsWith('/api/');

function hasErrorShape(body: string) {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}

describe('hostile input', () => {
  it('never gets a 5xx, answers each refusal in the error shape and writes nothing when refused', {
    timeout: 300_000,
  }, async () => {
    const started = Date.now();
    const rng = new Random(SEED);
    const { identities, knownIds } = await createIdentities(t);
    const document = t.app.swagger();
    const operations = operationsOf(document).filter((op) => ONLY.test(`${op.method} ${op.path}`));
    const ctx: ValueContext = {
      rng,
      resolve: resolver(document as never),
      knownIds,
      date: addDays(belizeToday(), 20),
    };
    const reader = await snapshotReader(t.db);
    // Each case's "after" is the next case's "before"; repairs between operations take a new one.
    let baseline = await reader.read();
    const failures: string[] = [];
    const report = join(tmpdir(), `belizepass-fuzz-${SEED}.txt`);
    rmSync(report, { force: true });
    const statuses = new Map<number, number>();
    let requests = 0;
    let verifiedRejections = 0;
    let accepted = 0;
    let cases = 0;
    let operationsAllRefused = 0;
    const timing = { snapshot: 0, send: 0 };

    const runCase = async (operation: string, fuzzCase: FuzzCase) => {
      const callers = fuzzCase.ownCredentials ? [undefined] : identities;
      let mark = performance.now();
      const outcomes = await Promise.all(callers.map((identity) => send(fuzzCase.request, identity)));
      timing.send += performance.now() - mark;
      mark = performance.now();
      const after = await reader.read();
      timing.snapshot += performance.now() - mark;
      requests += outcomes.length;
      cases++;
      const where = (i: number) =>
        `[seed ${SEED}] ${operation} as ${callers[i]?.name ?? 'forged'}: ${fuzzCase.label}`;
      outcomes.forEach((o, i) => {
        statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
        if (o.status >= 500) {
          failures.push(
            `${o.status} ${where(i)} -> ${serverErrors.get(o.requestId) ?? o.body.slice(0, 300)}`,
          );
        } else if (o.status >= 400 && isApiPath(fuzzCase.request.url) && !hasErrorShape(o.body)) {
          failures.push(`shape ${o.status} ${where(i)} -> ${o.body.slice(0, 200)}`);
        }
      });
      const rejected = outcomes.every((o) => o.status >= 400);
      const before = baseline;
      baseline = after;
      if (rejected) {
        const changed = changedTables(before, after);
        if (changed.length) failures.push(`wrote ${where(0)}: ${changed.join('; ')}`);
        verifiedRejections += outcomes.length;
      } else {
        accepted += outcomes.filter((o) => o.status < 400).length;
      }
      return !rejected;
    };

    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      const rowsBefore = await reader.rowCounts();
      let anyAccepted = false;
      for (const fuzzCase of casesFor(op, ctx, PER_FIELD)) {
        anyAccepted = (await runCase(name, fuzzCase)) || anyAccepted;
      }
      if (!anyAccepted) {
        // Every request to this operation was refused: no table holds a row more or less.
        const changed = changedTables(rowsBefore, await reader.rowCounts());
        if (changed.length) failures.push(`rows changed [seed ${SEED}] ${name}: ${changed.join('; ')}`);
        else operationsAllRefused++;
      }
      if (anyAccepted && op.method !== 'GET') {
        await repairIdentities(t, identities);
        baseline = await reader.read();
      }
      if (process.env.FUZZ_PROGRESS)
        console.log(name, cases, requests, Math.round(timing.snapshot), Math.round(timing.send));
    }
    for (const fuzzCase of unknownPathCases(ctx)) await runCase('unknown path', fuzzCase);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    console.log(
      `fuzz seed ${SEED}: ${operations.length} operations, ${cases} cases, ${requests} requests in ${seconds}s; ` +
        `${verifiedRejections} refused with no write, ${accepted} accepted; ${operationsAllRefused} operations ` +
        `refused everything with unchanged row counts; statuses ${histogram.join(' ')}`,
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(requests).toBeGreaterThan(2_000);
    if (failures.length) {
      writeFileSync(report, `${failures.join('\n')}\n`);
      console.log(`${failures.length} failures, all of them in ${report}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
