/**
 * Findings 4 and 8: registration and the username / email checks are limited per address and per device (the
 * device-id cookie), with the limits from the site config; past them the answer is 429 TOO_MANY_REQUESTS with
 * retryAfterSeconds, before the captcha or the password hash. Free play (a trial account) is limited per address too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteConfigStore, loadSiteConfig } from '../../server/config/site-config';
import { type Answer, Client, type CoreServer, freshIp, registration, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  const config = structuredClone(loadSiteConfig().get());
  config.limits = {
    registerPerAddressPerHour: 3,
    registerPerDevicePerHour: 2,
    validityChecksPerAddressPerMinute: 5,
    validityChecksPerDevicePerMinute: 3,
    trialsPerAddressPerHour: 2,
  };
  core = await startCoreServer({ config: createSiteConfigStore(config) });
});
afterAll(async () => {
  await core?.destroy();
});

let names = 0;
async function register(client: Client, captcha?: string): Promise<Answer> {
  names += 1;
  return client.put(
    '/wps/member/register',
    registration({
      username: `flood${names}x`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: captcha ?? (await client.captcha()),
    }),
  );
}

function expectLimited(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe('TOO_MANY_REQUESTS');
  const retry = (answer.body.value as { retryAfterSeconds?: number }).retryAfterSeconds ?? 0;
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(3600);
}

describe('registration limits', () => {
  it('one device registers up to its hourly limit; then it is refused before the captcha is even read', async () => {
    const device = new Client(core.url);
    expect((await register(device)).body.success).toBe(true);
    expect((await register(device)).body.success).toBe(true);
    const members = await core.count('members');
    const started = Date.now();
    // A wrong captcha: the limit answers first (the cheap refusal comes before every other check).
    expectLimited(await register(device, '000000'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await core.count('members')).toBe(members);
    // Another device on another address is not concerned.
    expect((await register(new Client(core.url))).body.success).toBe(true);
  });

  it('the device is an httpOnly cookie the server sets', async () => {
    const response = await fetch(`${core.url}/wps/member/username/validity?username=someone1`, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('device_id='));
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('one address registers up to its limit whatever devices (cookies) it shows', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await register(new Client(core.url, ip))).body.success).toBe(true);
    expectLimited(await register(new Client(core.url, ip)));
  });

  it('a burst in parallel from one address gets no more than the limit', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(new Client(core.url, ip))));
    // Every try is counted before any is checked: never more than the limit (a burst may get fewer on PostgreSQL).
    const accepted = answers.filter((a) => a.body.success).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(3);
    for (const refused of answers.filter((a) => !a.body.success)) expectLimited(refused);
  });
});

describe('free play limit', () => {
  it('one address opens trial accounts up to its hourly limit, then gets 429 and no account', async () => {
    const ip = freshIp();
    const trial = () => new Client(core.url, ip).post('/wps/session/login/freeplay', {});
    expect((await trial()).body.success).toBe(true);
    expect((await trial()).body.success).toBe(true);
    const members = await core.count('members');
    expectLimited(await trial());
    expect(await core.count('members')).toBe(members);
    expect((await new Client(core.url).post('/wps/session/login/freeplay', {})).body.success).toBe(true);
  });
});

describe('username and email check limits', () => {
  it('limits the checks per device and per address per minute', async () => {
    const ip = freshIp();
    const device = new Client(core.url, ip);
    for (let i = 0; i < 3; i++) {
      const check = await device.get<{ available: boolean }>(`/wps/member/username/validity?username=demo`);
      expect(check.body.value?.available).toBe(false);
    }
    expectLimited(await device.get('/wps/member/email/validity?email=a%40b.co'));
    // Two more from fresh devices on the same address, then the address is closed for all of them.
    expect((await new Client(core.url, ip).get('/wps/member/email/validity?email=a%40b.co')).status).toBe(200);
    expect((await new Client(core.url, ip).get('/wps/member/username/validity?username=x1234')).status).toBe(200);
    expectLimited(await new Client(core.url, ip).get('/wps/member/username/validity?username=x1234'));
    // Another address is not concerned.
    expect((await new Client(core.url).get('/wps/member/username/validity?username=x1234')).status).toBe(200);
  });

  it('a scripted sweep of 300 usernames from one address is cut off at the limit', async () => {
    const client = new Client(core.url);
    let answered = 0;
    for (let i = 0; i < 300; i++) {
      const check = await client.get(`/wps/member/username/validity?username=probe${i}`);
      if (check.status === 200) answered += 1;
      else expectLimited(check);
    }
    expect(answered).toBe(3);
  });
});
