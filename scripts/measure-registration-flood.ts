/**
 * `npx tsx scripts/measure-registration-flood.ts`: correct logins per second of an existing account, alone and while
 * one address floods registration (4 parallel bots, each a fresh cookie jar, the captcha read through DEV_TOOLS as a
 * solving bot would). Runs twice on a fresh PGlite server: with the limits off (the old behaviour) and with the site
 * config's limits. Prints one line per phase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteConfigStore, loadSiteConfig } from '../server/config/site-config';
import { silentSecurityLog } from '../server/security/security-log';
import { startServer } from '../server/server';
import { Client, freshIp, registration } from '../tests/api/core-server';

const BASELINE_MS = Number(process.env.BASELINE_MS ?? 10_000);
const FLOOD_MS = Number(process.env.FLOOD_MS ?? 25_000);
const BOTS = 4;

interface LoginStats {
  count: number;
  failed: number;
  meanMs: number;
  perSecond: number;
}

/** Correct logins of demo, one after another, from one address, until `until`. */
async function loginLoop(url: string, until: number): Promise<LoginStats> {
  const ip = freshIp();
  const times: number[] = [];
  let failed = 0;
  const started = Date.now();
  while (Date.now() < until) {
    const t = Date.now();
    const answer = await new Client(url, ip).login('demo', 'Demo1234');
    if (answer.body.success) times.push(Date.now() - t);
    else failed += 1;
  }
  const seconds = (Date.now() - started) / 1000;
  const meanMs = times.reduce((a, b) => a + b, 0) / Math.max(times.length, 1);
  return { count: times.length, failed, meanMs, perSecond: times.length / seconds };
}

async function bot(url: string, ip: string, until: number, counts: Record<string, number>): Promise<void> {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const client = new Client(url, ip); // a fresh cookie jar each time: a new "device"
    const captcha = await client.captcha();
    const name = `b${ip.replace(/\./g, '')}x${Math.random().toString(36).slice(2, 8)}${n}`.slice(0, 16);
    const answer = await client.put(
      '/wps/member/register',
      registration({ username: name, password: 'Flood pass 123', confirmPassword: 'Flood pass 123', captcha }),
    );
    const key = answer.body.success ? 'created' : (answer.body.code ?? 'other');
    counts[key] = (counts[key] ?? 0) + 1;
  }
}

async function measure(label: string, limitsOn: boolean): Promise<void> {
  const config = structuredClone(loadSiteConfig().get());
  if (!limitsOn) {
    config.limits = {
      registerPerAddressPerHour: 1_000_000,
      registerPerDevicePerHour: 1_000_000,
      validityChecksPerAddressPerMinute: 1_000_000,
      validityChecksPerDevicePerMinute: 1_000_000,
      trialsPerAddressPerHour: 1_000_000,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'flood-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    devTools: true,
    trustProxy: true,
    printSms: false,
    // The flood's thousands of 429 lines would bury the numbers this prints.
    securityLog: silentSecurityLog,
    config: createSiteConfigStore(config),
  });
  const url = server.url.replace('localhost', '127.0.0.1');
  try {
    await loginLoop(url, Date.now() + 2000); // warm-up
    const baseline = await loginLoop(url, Date.now() + BASELINE_MS);
    const fmt = (s: LoginStats) =>
      `${s.perSecond.toFixed(2)} logins/s (mean ${(s.meanMs / 1000).toFixed(2)} s, ${s.count} ok, ${s.failed} failed)`;
    console.log(`${label}: before the flood ${fmt(baseline)}`);
    const floodIp = freshIp();
    // With the limits on, a second window shows the flood once the address's limit is closed.
    for (const phase of limitsOn ? ['first', 'after the limit closed'] : ['first']) {
      const counts: Record<string, number> = {};
      const until = Date.now() + FLOOD_MS;
      const [during] = await Promise.all([
        loginLoop(url, until),
        ...Array.from({ length: BOTS }, () => bot(url, floodIp, until, counts)),
      ]);
      console.log(
        `${label}: during a flood from one address (${phase} ${FLOOD_MS / 1000} s) ${fmt(during)}; ` +
          `flood answers ${JSON.stringify(counts)}`,
      );
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('limits off (old behaviour)', false);
await measure('limits on (site config defaults)', true);
