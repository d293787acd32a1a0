// The cache-busting attacker of bench section 8, run as a process of its own (as an attacker is a
// machine of its own), so that its load generation does not slow the visitor's measurements.
// Usage: node --import tsx bench/lib/attacker.ts <page url> <seconds> <client address>
// Prints the autocannon result as one JSON line.
import { run } from './load.ts';

const [url, seconds, address] = process.argv.slice(2);
if (!url || !seconds || !address) {
  console.error('usage: attacker.ts <page url> <seconds> <client address>');
  process.exit(2);
}
let n = 0;
const result = await run({
  url,
  connections: 200,
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br', 'x-forwarded-for': address },
  requests: [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?x=${n++}` }) }],
});
process.stdout.write(`${JSON.stringify(result)}\n`);
