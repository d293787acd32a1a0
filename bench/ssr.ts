// 3. Server-rendered HTML against the JSON of the same data, and the API under page load.
import { load, run } from './lib/load.ts';
import { type Report, ratio } from './lib/report.ts';

export async function serverRendering(report: Report, server: { url: string }, tourId: string) {
  report.section('3. Server rendering (HTML) against the JSON of the same data');
  const pairs: [string, string, string][] = [
    ['Home', '/', '/api/deals/featured'],
    ['Tours listing', '/tours', '/api/tours'],
    ['Tour detail', `/tours/${tourId}`, `/api/tours/${tourId}`],
  ];
  const rows: (string | number)[][] = [];
  let detailRatio = 0;
  for (const [name, page, json] of pairs) {
    const html = await load(server.url + page, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const api = await load(server.url + json, { headers: { 'accept-encoding': 'br' } });
    rows.push([
      name,
      page,
      html.reqPerSec,
      html.p99,
      api.reqPerSec,
      api.p99,
      ratio(html.reqPerSec, api.reqPerSec),
    ]);
    if (name === 'Tour detail') detailRatio = html.reqPerSec / api.reqPerSec;
  }
  report.table(['Page', 'path', 'HTML req/s', 'HTML p99 ms', 'JSON req/s', 'JSON p99 ms', 'HTML/JSON'], rows);
  report.budget(
    'Server-rendered tour page >= 50% of the JSON req/s',
    detailRatio >= 0.5,
    `${(detailRatio * 100).toFixed(0)}%`,
  );

  // The listing API while tour pages are rendered at the same time (25 + 25 connections).
  const [pages, api] = await Promise.all([
    mixed(`${server.url}/tours/${tourId}`, 25),
    mixed(`${server.url}/api/tours`, 25),
  ]);
  report.note(
    `Mixed load: /tours/{id} ${Math.round(pages.requests.average)} req/s (p99 ${pages.latency.p99} ms) while GET /api/tours ran at ${Math.round(api.requests.average)} req/s (p99 ${api.latency.p99} ms).`,
  );
  report.budget(
    'GET /api/tours p99 < 25 ms while pages are under load',
    api.latency.p99 < 25,
    `p99 ${api.latency.p99} ms`,
  );
}

function mixed(url: string, connections: number) {
  return run({ url, connections, duration: 8, headers: { 'accept-encoding': 'br' } });
}
