// 5b. The installable app (docs/decisions/024-offline-tickets.md): Chrome finds the manifest
// installable and a service worker controls the page. Lighthouse 12 has no PWA category any more, so
// this asks Chrome itself over the DevTools protocol. Run alone against a running server with
// `node --import tsx pwa.ts http://127.0.0.1:3000`.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { Report } from './lib/report.ts';

export async function pwaChecks(report: Report, baseUrl: string, chromePort: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  // The browser's own profile (an incognito context is never installable); Lighthouse has cleared
  // the origin's storage before each of its runs.
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    // The page registers its worker after hydration, once idle; the worker claims the page when active.
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 30_000 })
      .then(
        () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''),
        () => null,
      );
    const session = await page.createCDPSession();
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    report.budget(
      'Installable manifest',
      installabilityErrors.length === 0,
      installabilityErrors.length
        ? installabilityErrors.map((e) => e.errorId).join(', ')
        : 'Chrome reports no installability errors for / (Page.getInstallabilityErrors)',
    );
    report.budget(
      'Service worker',
      controlled !== null,
      controlled ? `${new URL(controlled).pathname} controls / after load` : 'no service worker controls /',
    );
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const report = new Report();
  try {
    await pwaChecks(report, baseUrl, chrome.port);
  } finally {
    chrome.kill();
  }
  process.exitCode = report.budgets.every((b) => b.met) ? 0 : 1;
}
