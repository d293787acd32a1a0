import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4180);
/** The SMTP server that captures the app's email, and its HTTP reader (e2e/fixtures/mail.ts). */
const mailSmtpPort = port + 10;
const MAIL_HTTP_PORT = port + 11;
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  // Three workers on two cores: much of a journey's time is spent waiting on the server and the browser.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      // What travellers, operators at the dock and staff do on a phone runs here too. The admin's
      // and the operator's back-office journeys, and checks that do not depend on the screen
      // (console errors, translated content, emails), run once, on desktop; every one of
      // their screens is still checked at 390 px by quality.e2e.ts (fits the screen, accessible).
      testIgnore: [
        'admin-payouts.e2e.ts',
        'admin-resellers.e2e.ts',
        'tour-revisions.e2e.ts',
        'merchant-tours.e2e.ts',
        'merchant-earnings.e2e.ts',
        'console-errors.e2e.ts',
        'spanish-demo-content.e2e.ts',
        'spanish-tour-content.e2e.ts',
        'email-preferences.e2e.ts',
        'email-verification.e2e.ts',
      ],
    },
  ],
  webServer: [
    {
      command: 'node fixtures/mail-capture.mjs',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      env: { MAIL_CAPTURE_SMTP_PORT: String(mailSmtpPort), MAIL_CAPTURE_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(port),
        // Links, redirects and the page cache name this origin (never the Host header).
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'belizepass-e2e-')),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        API_RATE_LIMIT: '100000',
        PAGE_RATE_LIMIT: '100000',
        // Journeys in parallel leave unpaid holds from one address; the hold limits have API tests.
        UNPAID_HOLDS_PER_CLIENT: '10000',
        UNPAID_HOLD_SHARE_PERCENT: '100',
        UNPAID_HOLDS_PER_ADDRESS: '10000',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        OUTBOX_INTERVAL_MS: '500',
        // Freed seats reach the waitlist within a second (e2e/waitlist.e2e.ts).
        WAITLIST_INTERVAL_MS: '1000',
      },
    },
  ],
});
