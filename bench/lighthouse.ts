// 5. Lighthouse 12 (mobile preset, simulated slow 4G) with the system Chromium: median of 3 runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, type Report, RUNS } from './lib/report.ts';
import { pwaChecks } from './pwa.ts';

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  imageKb: number;
}

/** Audits that cost points in the accessibility, best-practices and SEO categories. */
function failingAudits(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null }>;
}) {
  const failing = new Set<string>();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failing.add(ref.id);
    }
  }
  return [...failing];
}

/**
 * What cost performance points in one audit: the metrics that lost the most weighted points, then
 * the longest main-thread tasks and the scripts that took the most main-thread time.
 */
function performanceCause(lhr: {
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string; details?: unknown }>;
}) {
  const lost = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      return { id: ref.id, points: ref.weight * (1 - (audit?.score ?? 0)), shown: audit?.displayValue ?? '' };
    })
    .filter((m) => m.points >= 0.5)
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .map((m) => `${m.id} ${m.shown} (-${m.points.toFixed(0)} points)`);
  const path = (url: string) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  const longTasks = (
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] })?.items ?? []
  )
    .slice(0, 3)
    .map((t) => `${Math.round(t.duration)} ms in ${path(t.url)}`);
  const scripts = (
    (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] })?.items ?? []
  )
    .slice(0, 2)
    .map((t) => `${path(t.url)} ${Math.round(t.total)} ms`);
  return [
    lost.length ? `points lost to ${lost.join(', ')}` : '',
    longTasks.length ? `longest tasks ${longTasks.join(', ')}` : '',
    scripts.length ? `main-thread time ${scripts.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export async function lighthouseRuns(report: Report, server: { url: string }, pages: [string, string][]) {
  report.section(`5. Lighthouse mobile (median of ${RUNS} runs)`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: (string | number)[][] = [];
  try {
    for (const [name, path] of pages) {
      const runs: PageFigures[] = [];
      const causes: string[] = [];
      let scripts = '';
      const failing = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const run = await audit(server.url + path, chrome.port);
        runs.push(run.figures);
        causes.push(run.performanceCause);
        scripts = run.biggestScripts;
        for (const id of run.failing) failing.add(id);
      }
      const m = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
      const figures = Object.fromEntries(
        (Object.keys(runs[0]!) as (keyof PageFigures)[]).map((k) => [k, m(k)]),
      ) as unknown as PageFigures;
      rows.push([
        name,
        figures.performance,
        figures.accessibility,
        figures.bestPractices,
        figures.seo,
        Math.round(figures.lcpMs),
        figures.cls.toFixed(3),
        Math.round(figures.tbtMs),
        figures.jsKb,
        figures.imageKb,
      ]);
      // Checkout is kept out of search engines on purpose (robots noindex), which Lighthouse's SEO
      // score counts against it: its SEO figure is shown, not budgeted.
      const indexable = !name.startsWith('Checkout');
      const ok =
        figures.performance >= 95 &&
        figures.accessibility === 100 &&
        figures.bestPractices >= 95 &&
        (figures.seo === 100 || !indexable);
      // The cause is read from the audit whose performance score is the median.
      const medianRun = runs.findIndex((r) => r.performance === figures.performance);
      const cause = [
        figures.performance < 95
          ? `performance ${figures.performance} (runs ${runs.map((r) => r.performance).join(', ')}): ${causes[medianRun] ?? ''}`
          : '',
        failing.size ? `failing audits: ${[...failing].join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      report.budget(
        `Lighthouse ${path}: perf 95+, a11y 100, best practices 95+${indexable ? ', SEO 100' : ' (noindex)'}`,
        ok,
        `${figures.performance} / ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo} (median of ${RUNS}; TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms)` +
          (ok && failing.size ? ` (failing audits: ${[...failing].join(', ')})` : ''),
        cause || undefined,
      );
      if (name.startsWith('Tour detail')) {
        report.budget(
          `First-load JavaScript of ${path.startsWith('/es/') ? '/es' : ''}/tours/{id} <= 150 KB gzipped`,
          figures.jsKb <= 150,
          `${figures.jsKb} KB`,
          `the largest scripts (transfer): ${scripts}`,
        );
      }
    }
    await pwaChecks(report, server.url, chrome.port);
  } finally {
    chrome.kill();
  }
  report.table(
    ['Page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'JS KB (transfer)', 'Image KB'],
    rows,
  );
}

async function audit(
  url: string,
  port: number,
): Promise<{ figures: PageFigures; failing: string[]; performanceCause: string; biggestScripts: string }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const kb = (type: string) =>
    Math.round((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: kb('script'),
    imageKb: kb('image'),
  };
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType: string; transferSize: number }[];
      }
    )?.items ?? [];
  const biggestScripts = requests
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 3)
    .map((r) => `${new URL(r.url).pathname} ${Math.round(r.transferSize / 1024)} KB`)
    .join(', ');
  return {
    figures,
    biggestScripts,
    failing: failingAudits(lhr as unknown as Parameters<typeof failingAudits>[0]),
    // A run Lighthouse could not complete (no paint, a navigation timeout...) scores 0: say why.
    performanceCause: lhr.runtimeError
      ? `the run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
      : performanceCause(lhr as unknown as Parameters<typeof performanceCause>[0]),
  };
}
