/**
 * Test-only crash points for the crash test (scripts/chaos): with PAYMENT_CRASH_POINT=<name> and
 * PAYMENT_CRASH_AFTER=<n>, the process kills itself with SIGKILL the n-th time it passes <name>,
 * e.g. between the gateway's approval and our record of it. Unset in every real deployment.
 */
const point = process.env.PAYMENT_CRASH_POINT;
let remaining = Number(process.env.PAYMENT_CRASH_AFTER ?? 1);

export function crashPoint(name: 'after-authorize' | 'after-record') {
  if (point !== name) return;
  remaining -= 1;
  if (remaining <= 0) process.kill(process.pid, 'SIGKILL');
}
