#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (migrations and demo data happen at boot) in production mode on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = join(root, 'apps/web/build/server/index.js');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'apps/web'), join(root, 'packages/domain/src')];
const stale =
  !existsSync(buildEntry) || Math.max(...sources.map(newestChange)) > statSync(buildEntry).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
};
const server = spawnSync('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(server.status ?? 1);
