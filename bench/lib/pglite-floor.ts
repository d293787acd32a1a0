import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bundle } from '../../apps/api/scripts/bundle.mjs';
import { SERVER_NODE_ARGS } from '../../scripts/server-build.mjs';
import { ROOT } from './server.ts';

/** What bench/baselines/bare-pglite.ts prints: PGlite alone, without the server. */
export interface PgliteFloor {
  /** RSS of the process (Node and the application modules it imports) before PGlite opens, MB. */
  rssBeforeOpenMb: number;
  /** RSS right after opening PGlite, before any query, MB. */
  rssAtOpenMb: number;
  listingCallsPerSec: number;
  bookingsCreated: number;
  bookingsAttempted: number;
  /** Bookings the service refused, by error code. */
  refusals: Record<string, number>;
  bookingsPerSec: number;
  /** Peak RSS (VmHWM) at the end, MB. */
  peakRssMb: number;
}

/**
 * Runs bench/baselines/bare-pglite.ts on `dataDir` (its server stopped) and returns its figures. It
 * runs as the server does: bundled into plain JavaScript by the server's own bundler (compiling the
 * TypeScript sources at run time would add its own memory, about 100 MB for the domain package's
 * messages) and with the server's Node options.
 */
export async function measurePgliteFloor(dataDir: string): Promise<PgliteFloor> {
  const outfile = join(ROOT, 'bench/baselines/build/bare-pglite.mjs');
  await bundle({ entry: join(ROOT, 'bench/baselines/bare-pglite.ts'), outfile });
  const nodeOptions = SERVER_NODE_ARGS.filter((arg) => arg.startsWith('--'));
  const run = spawnSync(process.execPath, [...nodeOptions, outfile], {
    cwd: ROOT,
    env: { ...process.env, BENCH_PGLITE_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`bench/baselines/bare-pglite.ts exited with ${run.status}:\n${run.stderr.slice(-4000)}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as PgliteFloor;
}
