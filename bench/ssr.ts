// 3. Server-rendered HTML against the JSON of the same data, and the API under page load.
import { load, run, spread } from './lib/load.ts';
import { LOAD_SECONDS, median, type Report, RUNS, ratio, sharedCpu } from './lib/report.ts';

export async function serverRendering(report: Report, server: { url: string }, tourId: string) {
  report.section('3. Server rendering (HTML) against the JSON of the same data');
  const pairs: [string, string, string][] = [
    ['Home', '/', '/api/deals/featured'],
    ['Tours listing', '/tours', '/api/tours'],
    ['Tour detail', `/tours/${tourId}`, `/api/tours/${tourId}`],
  ];
  const rows: (string | number)[][] = [];
  let detailRatio = 0;
  let detailFigures = '';
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
    if (name === 'Tour detail') {
      detailRatio = html.reqPerSec / api.reqPerSec;
      detailFigures = `${html.reqPerSec} HTML vs ${api.reqPerSec} JSON req/s (HTML ${spread(html.runs.map((r) => r.reqPerSec))})`;
    }
  }
  report.table(['Page', 'path', 'HTML req/s', 'HTML p99 ms', 'JSON req/s', 'JSON p99 ms', 'HTML/JSON'], rows);
  report.budget(
    'Server-rendered tour page >= 50% of the JSON req/s',
    detailRatio >= 0.5,
    `${(detailRatio * 100).toFixed(0)}%: ${detailFigures}`,
  );

  // The listing API while tour pages are rendered at the same time (25 + 25 connections), RUNS times.
  const rounds: { pages: number; pagesP99: number; api: number; apiP99: number }[] = [];
  await mixed(`${server.url}/tours/${tourId}`, 25, 2);
  for (let i = 0; i < RUNS; i++) {
    const [pages, api] = await Promise.all([
      mixed(`${server.url}/tours/${tourId}`, 25),
      mixed(`${server.url}/api/tours`, 25),
    ]);
    rounds.push({
      pages: Math.round(pages.requests.average),
      pagesP99: pages.latency.p99,
      api: Math.round(api.requests.average),
      apiP99: api.latency.p99,
    });
  }
  const m = (key: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[key]));
  report.note(
    `Mixed load (median of ${RUNS} runs of ${LOAD_SECONDS} s): /tours/{id} ${m('pages')} req/s (p99 ${m('pagesP99')} ms) while GET /api/tours ran at ${m('api')} req/s (p99 ${m('apiP99')} ms).`,
  );
  const apiP99 = m('apiP99');
  report.budget(
    'GET /api/tours p99 < 25 ms while pages are under load',
    apiP99 < 25,
    `p99 ${apiP99} ms (${spread(rounds.map((r) => r.apiP99))}) beside ${m('pages')} pages/s`,
    `page rendering and the API share one event loop: ${m('pages')} pages/s rendered at the same time (p99 ${m('pagesP99')} ms); ${sharedCpu()}`,
  );
}

function mixed(url: string, connections: number, duration = LOAD_SECONDS) {
  return run({ url, connections, duration, headers: { 'accept-encoding': 'br' } });
}
