#!/usr/bin/env node
// `npm start`: builds the web app and the server when a build is missing or older than its sources, then runs
// the server (migrations and demo data happen at boot) in production mode on PORT.
// `npm run start:prod` (--production): runs the server from the existing build, never builds and
// never loads demo data; expects DATABASE_URL and JWT_SECRET (see docs/deploy.md).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildsExist, ensureBuilds, SERVER_NODE_ARGS } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const production = process.argv.includes('--production');

function fail(message) {
  console.error(message);
  process.exit(1);
}

let env;
if (production) {
  if (!buildsExist()) fail('No build of the web app and the server: run npm run build first.');
  if (!process.env.DATABASE_URL) {
    fail('DATABASE_URL is not set: production runs on PostgreSQL (see docs/deploy.md).');
  }
  if (!process.env.JWT_SECRET) fail('JWT_SECRET is not set: production needs a secret of 32+ characters.');
  if (!process.env.PUBLIC_URL)
    fail("PUBLIC_URL is not set: the site's public origin, e.g. https://belizepass.bz.");
  env = { ...process.env, NODE_ENV: 'production', SEED_DEMO: '0' };
} else {
  ensureBuilds();
  env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
  };
}

const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: root,
  stdio: 'inherit',
  env,
});
// A process manager that signals only this process still gets a graceful shutdown of the server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
