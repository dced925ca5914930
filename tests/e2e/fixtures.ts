import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { copyPgliteTemplate } from '../api/template-db';
import { E2E_PASSWORD_HASH_LOG_N } from './global-setup';

export { expect } from '@playwright/test';

/**
 * Every worker runs its own reference server (`node scripts/start.mjs`) on its own port and data directory, so
 * workers share no database and no clock: a spec that moves the server's clock (/dev/clock/advance) moves only its
 * worker's. A worker runs its files one after the other (fullyParallel: false), as the single server did before.
 * The site is built once beforehand, and the database migrated and seeded once (tests/e2e/global-setup.ts): the
 * servers only read dist/, and each starts on its own copy of that database.
 */

export interface E2EServer {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The server's output (stdout and stderr), kept after the run for a failure's diagnosis. */
  log: string;
}

const START_TIMEOUT_MS = 240_000;
const STOP_GRACE_MS = 15_000;

/** A port nobody listens on now (the OS picks it; it is free again when this returns). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Signals the whole process group: the supervisor and the server it runs (tsx adds a process of its own). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitUntilUp(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The e2e server ended before it answered ${url} (${child.exitCode ?? child.signalCode}):\n${tail(log)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The e2e server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${tail(log)}`);
}

async function startServer(
  workerIndex: number,
  outputDir: string,
): Promise<{ server: E2EServer; stop: () => Promise<void> }> {
  const siteConfig = process.env.E2E_SITE_CONFIG;
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!siteConfig || !template)
    throw new Error(
      'E2E_SITE_CONFIG or E2E_DATA_TEMPLATE is not set: run the e2e tests with playwright.config.ts (its globalSetup)',
    );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `e2e-data-w${workerIndex}-`));
  copyPgliteTemplate(template, dataDir);
  mkdirSync(outputDir, { recursive: true });
  const log = join(outputDir, `server-worker-${workerIndex}.log`);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    // Its own process group, so teardown can end the supervisor and the server together.
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEV_TOOLS: '1',
      // No announcement popup in the seed, so the modal popup covers no other test;
      // tests/e2e/messages-popup.spec.ts adds its own (server/README.md).
      DEMO_POPUPS: '0',
      // The wallet specs decide deposits and withdrawals through the operator API (npm run operator).
      OPERATOR_TOKEN: 'e2e-operator-token',
      SITE_CONFIG: siteConfig,
      PASSWORD_HASH_LOG_N: E2E_PASSWORD_HASH_LOG_N,
    },
  });
  closeSync(out);
  // A worker that ends without its teardown (a crash, Ctrl-C) must not leave its server running.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    killGroup(child, 'SIGTERM');
    const killed = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited(child);
    clearTimeout(killed);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseURL}/m/home`, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { baseURL, port, dataDir, log }, stop };
}

let running: E2EServer | null = null;

/** The base URL of this worker's server, for code outside the fixtures (a command line run against it). */
export function workerBaseURL(): string {
  if (!running) throw new Error('No e2e server in this worker yet: use the page, baseURL or server fixture first');
  return running.baseURL;
}

export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none).
    async ({}, use, workerInfo) => {
      const { server, stop } = await startServer(workerInfo.workerIndex, workerInfo.project.outputDir);
      running = server;
      await use(server);
      running = null;
      await stop();
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  // A returning visitor who has closed home's app-download popup once (it is remembered): the popup would cover home
  // in every test. Specs that start with empty storage (home-download.spec.ts checks the popup itself) override it.
  storageState: async ({ baseURL }, use) =>
    use({
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'downloadPopupDismissed', value: '1' }] }],
    }),
});
