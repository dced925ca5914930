import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The site config of the run: the shipped one, with room for every fresh and trial member the specs make from 127.0.0.1
 * (the shipped 30 registrations per address per hour is a real limit; tests/api/registration-limits.test.ts checks it).
 */
const e2eSiteConfig = `${process.env.E2E_DATA_DIR}-site-config.json`;
const shippedConfig = JSON.parse(readFileSync('server/config/site-config.json', 'utf8'));
writeFileSync(
  e2eSiteConfig,
  JSON.stringify({
    ...shippedConfig,
    limits: { ...shippedConfig.limits, registerPerAddressPerHour: 10_000, trialsPerAddressPerHour: 10_000 },
    // The limit scenario deposits 40 under a daily limit of 50: the e-wallet takes amounts from 10 here.
    wallet: {
      ...shippedConfig.wallet,
      channels: shippedConfig.wallet.channels.map((channel: { code: string }) =>
        channel.code === 'EWALLET' ? { ...channel, min: 10 } : channel,
      ),
    },
  }),
);
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
    // OPERATOR_TOKEN: the wallet specs decide deposits and withdrawals through the operator API (npm run operator).
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEV_TOOLS: '1',
      DEMO_POPUPS: '0',
      OPERATOR_TOKEN: 'e2e-operator-token',
      SITE_CONFIG: e2eSiteConfig,
    },
  },
});
