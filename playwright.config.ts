import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell: the same Blink and V8 as its chromium, without the
 * desktop browser around them), as Playwright's own headless Chromium is: a third of the full browser's CPU per
 * test here. The full browser where the shell is not installed; CHROMIUM_PATH overrides both.
 */
function chromium(): string {
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
}

/**
 * E2E in Debian's Chromium against the reference server with its database, with the /dev helpers on. Each worker
 * starts its own server (tests/e2e/fixtures.ts: own port, own data directory, same env as `npm start` plus the test
 * settings), so the baseURL is the worker's; globalSetup builds the site once and writes the run's site config.
 * Specs import `test` and `expect` from tests/e2e/fixtures.ts.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // A file's tests run in order in one worker: some move their server's clock and build on the step before.
  fullyParallel: false,
  // Two more workers than cores, 4 to 6 (each worker is a browser and a server): with one per core the cores were idle
  // a seventh of the time, while tests waited on timers and the network; with one more, a tenth of the axe gate's two
  // minutes, whose scans wait for the network to go quiet (613 -> 588 s here, the same CPU). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.max(4, Math.min(6, cpus().length + 2)),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The same CSS layout at 390x844 drawn at one device pixel per CSS pixel: the phone's 2.625 drew seven times the
    // pixels in software (no GPU here), most of the browser's CPU on animated screens. No screen depends on the ratio
    // (no srcset, no image-set).
    deviceScaleFactor: 1,
    browserName: 'chromium',
    // A failed test keeps its trace (actions, network, console, sources), a screenshot of the end and the page's aria
    // snapshot (error-context.md). Neither the screencast, which JPEG-encoded every frame of an animated page (home's
    // ticker and banners: most of the browser's CPU), nor DOM snapshots before and after every action (a seventh of
    // the axe gate's time): `--trace on` records them when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        // V8 stops at its baseline compiler (Sparkplug): a test's page lives seconds, so the optimizing compilers'
        // work on its code was mostly spent before it paid back (7% of the CPU a home load costs here, axe's
        // scans no slower). Only the JIT's tiers differ; what the code does is the same.
        '--js-flags=--max-opt=1',
      ],
    },
  },
});
