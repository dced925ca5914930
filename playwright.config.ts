import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E in Debian's Chromium against `npm start` (the reference server with its database), with the /dev helpers on.
 * Port and data directory are chosen once in the main process; workers inherit them through the environment.
 */
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A returning visitor who has closed home's app-download popup once (it is remembered): the popup would cover home
    // in every test. tests/e2e/home-download.spec.ts starts with empty storage and checks the popup itself.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'downloadPopupDismissed', value: '1' }] }],
    },
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/m/home`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // DEMO_POPUPS=0: no announcement popup in the seed, so the modal popup covers no other test;
    // tests/e2e/messages-popup.spec.ts adds its own (server/README.md).
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, DEV_TOOLS: '1', DEMO_POPUPS: '0' },
  },
});
