import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test-support/fail-on-console-error.ts', './test-support/testing-library.ts'],
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          setupFiles: ['./test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          setupFiles: ['./test-support/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
