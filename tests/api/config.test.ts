/** The site config file (SITE_CONFIG), its flags in the status call and in behaviour, and DEV_TOOLS off. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_CONFIG_PATH,
  FLAG_NAMES,
  loadSiteConfig,
  REGISTER_FIELD_NAMES,
  type SiteConfig,
} from '../../server/config/site-config';
import { Client, type CoreServer, registration, startCoreServer } from './core-server';

const dir = mkdtempSync(join(tmpdir(), 'core-config-'));
const base = JSON.parse(readFileSync(DEFAULT_SITE_CONFIG_PATH, 'utf8')) as SiteConfig;

let core: CoreServer;
beforeAll(async () => {
  // An operator's config: maintenance on, username registration off, no dev tools.
  const custom: SiteConfig = {
    ...base,
    maintenance: true,
    regionRestriction: true,
    flags: { ...base.flags, USERNAMEREG3: false },
  };
  const path = join(dir, 'operator.json');
  writeFileSync(path, JSON.stringify(custom));
  core = await startCoreServer({ config: loadSiteConfig(path), devTools: false });
});
afterAll(async () => {
  await core?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('site config', () => {
  it('ships every flag of spec §6, every registration field and the nine languages', () => {
    const config = loadSiteConfig();
    expect(Object.keys(config.get().flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(Object.keys(config.get().register.fields).sort()).toEqual([...REGISTER_FIELD_NAMES].sort());
    expect(config.get().languages.map((l) => l.code)).toEqual([
      'EN',
      'CN',
      'TH',
      'VI',
      'ID',
      'PT-BR',
      'HI',
      'KO',
      'JA',
    ]);
    expect(config.get().defaultLanguage).toBe('EN');
    for (const name of REGISTER_FIELD_NAMES) expect(() => config.rule(name)).not.toThrow();
  });

  it('refuses a broken config file with a message naming the bad field', () => {
    const path = join(dir, 'broken.json');
    writeFileSync(path, JSON.stringify({ ...base, flags: { ...base.flags, VIP: 'yes' } }));
    expect(() => loadSiteConfig(path)).toThrow(/flags\.VIP/);
    writeFileSync(path, '{ not json');
    expect(() => loadSiteConfig(path)).toThrow(/Cannot read the site config/);
  });

  it('answers the operator config in the status call', async () => {
    const status = await new Client(core.url).get<{
      maintenance: boolean;
      regionRestriction: boolean;
      info: { flags: Record<string, boolean>; languages: unknown[]; register: { flags: Record<string, boolean> } };
    }>('/wps/system/status');
    expect(status.body.value?.maintenance).toBe(true);
    expect(status.body.value?.regionRestriction).toBe(true);
    expect(status.body.value?.info.flags.USERNAMEREG3).toBe(false);
    expect(status.body.value?.info.register.flags.USERNAMEREG3).toBe(false);
  });

  it('refuses username registration when USERNAMEREG3 is off', async () => {
    const before = await core.count('members');
    const answer = await new Client(core.url).put(
      '/wps/member/register',
      registration({ username: 'blocked1', password: 'Secret123', confirmPassword: 'Secret123', captcha: '1' }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('REGISTRATION_CLOSED');
    expect(await core.count('members')).toBe(before);
  });

  it('has no /dev helpers without DEV_TOOLS', async () => {
    const client = new Client(core.url);
    expect((await client.get('/dev/captcha')).status).toBe(404);
    expect((await client.get('/dev/sms?mobile=9171234567')).status).toBe(404);
    expect((await client.get('/dev/sms?mobile=9171234567')).body.code).toBe('NOT_FOUND');
  });
});
