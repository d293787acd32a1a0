// The production server's two builds: the web app (apps/web/build) and the bundled API
// (apps/api/build/server.js). Everything that runs the production server runs
// `node ...SERVER_NODE_ARGS`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(root, 'apps/api/build/server.js');
/**
 * V8 sizes the heap from the machine's memory (gigabytes here) and lets garbage pile up under load
 * accordingly; with a limit it collects sooner. The live heap under load is about 100 MB with
 * 10,000 tours (caches are bounded LRUs), so 256 MB leaves room (decision 013).
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=256', SERVER_ENTRY];
const WEB_ENTRY = join(root, 'apps/web/build/server/index.js');
const DOMAIN_SOURCES = join(root, 'packages/domain/src');

const BUILDS = [
  { workspace: 'apps/web', output: WEB_ENTRY, sources: [join(root, 'apps/web'), DOMAIN_SOURCES] },
  { workspace: 'apps/api', output: SERVER_ENTRY, sources: [join(root, 'apps/api/src'), DOMAIN_SOURCES] },
];

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether both builds exist (production start refuses to build). */
export function buildsExist() {
  return BUILDS.every((b) => existsSync(b.output));
}

/** Builds each part whose output is missing or older than its sources; exits the process on failure. */
export function ensureBuilds() {
  for (const { workspace, output, sources } of BUILDS) {
    const stale = !existsSync(output) || Math.max(...sources.map(newestChange)) > statSync(output).mtimeMs;
    if (!stale) continue;
    console.log(`Building ${workspace}...`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
