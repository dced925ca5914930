import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { createPgliteTemplateDir, withPasswordHashCost } from '../api/template-db';

/**
 * The e2e servers' password hash cost (server/security/passwords.ts; refused without DEV_TOOLS): the specs register
 * and log in hundreds of times, at half a second of CPU each at the production cost.
 */
export const E2E_PASSWORD_HASH_LOG_N = '10';

/**
 * Runs once in Playwright's main process, before any worker: builds the site (only when dist/ is stale), so the
 * workers' servers (tests/e2e/fixtures.ts) do not all build it at once; writes the site config every server of the
 * run reads; and makes the database every server starts from, migrated and seeded once (without the demo's popups,
 * as the servers run): each server starts on its own copy instead of creating, migrating and seeding its own (about
 * 13 CPU-seconds a server here, while the first tests wait). Workers inherit E2E_SITE_CONFIG and E2E_DATA_TEMPLATE
 * through the environment.
 */
export default async function globalSetup(): Promise<() => void> {
  await ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-config-'));
  const file = join(dir, 'site-config.json');
  writeFileSync(file, JSON.stringify(e2eSiteConfig()));
  process.env.E2E_SITE_CONFIG = file;
  const template = await withPasswordHashCost(E2E_PASSWORD_HASH_LOG_N, () =>
    createPgliteTemplateDir({ demoPopups: false }),
  );
  process.env.E2E_DATA_TEMPLATE = template;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}

/**
 * The shipped site config, with room for every fresh and trial member the specs make from 127.0.0.1 (the shipped
 * 30 registrations per address per hour is a real limit; tests/api/registration-limits.test.ts checks it).
 */
function e2eSiteConfig(): unknown {
  const shipped = JSON.parse(readFileSync('server/config/site-config.json', 'utf8'));
  return {
    ...shipped,
    limits: { ...shipped.limits, registerPerAddressPerHour: 10_000, trialsPerAddressPerHour: 10_000 },
    // The limit scenario deposits 40 under a daily limit of 50: the e-wallet takes amounts from 10 here.
    wallet: {
      ...shipped.wallet,
      channels: shipped.wallet.channels.map((channel: { code: string }) =>
        channel.code === 'EWALLET' ? { ...channel, min: 10 } : channel,
      ),
    },
  };
}
