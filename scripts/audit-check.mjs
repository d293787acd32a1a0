#!/usr/bin/env node
// Dependency audit for CI: `node scripts/audit-check.mjs [--strict]`.
// Runs `npm audit --omit=dev --json` (the packages that ship) and fails (exit 1) on any high or
// critical advisory, listing each with the version that fixes it. When the registry's advisory
// service cannot be asked (some mirrors and proxies refuse it), there is no verdict: a warning and
// exit 0, or exit 2 with --strict (or AUDIT_STRICT=1) where an audit must happen.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const strict = process.argv.includes('--strict') || process.env.AUDIT_STRICT === '1';
const BLOCKING = new Set(['high', 'critical']);

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report?.metadata?.vulnerabilities) {
  const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim() || `exit ${run.status}`);
  console.warn(`audit-check: no verdict, the advisory service could not be asked: ${why}`);
  process.exit(strict ? 2 : 0);
}

const counts = report.metadata.vulnerabilities;
const summary = ['critical', 'high', 'moderate', 'low', 'info']
  .map((s) => `${counts[s] ?? 0} ${s}`)
  .join(', ');
console.log(`audit-check: ${report.metadata.dependencies?.prod ?? '?'} production dependencies; ${summary}`);

const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) => BLOCKING.has(v.severity));
for (const v of blocking) {
  const fix =
    v.fixAvailable === true
      ? 'npm audit fix --omit=dev'
      : v.fixAvailable
        ? `npm install ${v.fixAvailable.name}@${v.fixAvailable.version}${v.fixAvailable.isSemVerMajor ? ' (major)' : ''}`
        : 'no fix published yet';
  const titles = (v.via ?? [])
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title} (${via.url})`)
    .join('; ');
  console.log(
    `  ${v.severity.toUpperCase()} ${v.name} ${v.range}: ${titles || `via ${v.via.join(', ')}`}; fix: ${fix}`,
  );
}
process.exit(blocking.length > 0 ? 1 : 0);
