import { chromium, defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/findBrowser.mjs';

// E2E_PORT lets two checkouts run their browser tests side by side without sharing a server.
const PORT = Number(process.env['E2E_PORT'] ?? 4173);
/** tests/e2e/table.spec.ts derives DEV_SERVER_URL the same way. */
const DEV_PORT = PORT + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'on',
    launchOptions: {
      // CHROMIUM_PATH, Playwright's browser, a system Chromium/Chrome, or one installed now (scripts/findBrowser.mjs).
      executablePath: chromiumPath(chromium),
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      // `npm run test:e2e` builds out/web first; preview serves that build, as a user would get it.
      command: `node node_modules/vite/bin/vite.js preview --config vite.web.config.mts --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 30_000,
    },
    {
      // The dev server that `npm run web` and the browser fallback of `npm start` run.
      command: `node node_modules/vite/bin/vite.js --config vite.web.config.mts --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 30_000,
    },
  ],
});
