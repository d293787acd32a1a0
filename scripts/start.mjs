#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (migrations and demo data happen at boot) in production mode on PORT.
// `npm run start:prod` (--production): runs the server from the existing build, never builds and
// never loads demo data; expects DATABASE_URL and JWT_SECRET (see docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildEntry = join(root, 'apps/web/build/server/index.js');
const production = process.argv.includes('--production');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

let env;
if (production) {
  if (!existsSync(buildEntry)) fail(`No web build at ${buildEntry}: run npm run build first.`);
  if (!process.env.DATABASE_URL) {
    fail('DATABASE_URL is not set: production runs on PostgreSQL (see docs/deploy.md).');
  }
  if (!process.env.JWT_SECRET) fail('JWT_SECRET is not set: production needs a secret of 32+ characters.');
  env = { ...process.env, NODE_ENV: 'production', SEED_DEMO: '0' };
} else {
  const sources = [join(root, 'apps/web'), join(root, 'packages/domain/src')];
  const stale =
    !existsSync(buildEntry) || Math.max(...sources.map(newestChange)) > statSync(buildEntry).mtimeMs;
  if (stale) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
  };
}

const server = spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// A process manager that signals only this process still gets a graceful shutdown of the server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
