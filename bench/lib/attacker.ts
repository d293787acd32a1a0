// The attackers of bench section 8, each run as a process of its own (as an attacker is a machine of
// its own), so that its load generation does not slow the visitor's measurements.
// Usage: node --import tsx bench/lib/attacker.ts <page url> <seconds> <client address> [kind]
// kind: `query` (made-up query strings, the default), `host` (a made-up Host header each request),
// `search` (made-up search text on the tours listing), `missing` (tour ids that do not exist).
// Prints the autocannon result as one JSON line.
import { randomUUID } from 'node:crypto';
import { run } from './load.ts';

export type AttackKind = 'query' | 'host' | 'search' | 'missing';

const [url, seconds, address, kind = 'query'] = process.argv.slice(2);
if (!url || !seconds || !address) {
  console.error('usage: attacker.ts <page url> <seconds> <client address> [query|host|search|missing]');
  process.exit(2);
}
const WORDS = ['reef', 'cave', 'jungle', 'ruins', 'snorkel', 'zip', 'river', 'mayan', 'dive', 'birds'];
const pathname = new URL(url).pathname;
let n = 0;

/** The next request's path and headers for this kind of attack. */
function next(): { path: string; headers?: Record<string, string> } {
  n++;
  switch (kind as AttackKind) {
    case 'host':
      return { path: pathname, headers: { host: `h${n}-${randomUUID().slice(0, 8)}.example` } };
    case 'search': {
      const text = `${WORDS[n % WORDS.length]} ${randomUUID().slice(0, 6)} ${WORDS[(n * 7) % WORDS.length]}`;
      return { path: `/tours?q=${encodeURIComponent(text)}` };
    }
    case 'missing':
      return { path: `/tours/${randomUUID()}` };
    default:
      return { path: `${pathname}?x=${n}` };
  }
}

const result = await run({
  url,
  connections: 200,
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br', 'x-forwarded-for': address },
  requests: [
    {
      setupRequest: (request) => {
        const { path, headers } = next();
        return { ...request, path, headers: { ...request.headers, ...headers } };
      },
    },
  ],
});
process.stdout.write(`${JSON.stringify(result)}\n`);
