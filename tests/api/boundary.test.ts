/**
 * The edges of every write call (issue 12 findings 10 and 12): requests from another site are refused before they
 * act, a broken form is a 400 like broken JSON, and the demo chat page links back only into this site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, freshIp, startCoreServer } from './core-server';

let core: CoreServer;

beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

/** A raw request as a browser on some page would send it (no JSON content type: no CORS preflight). */
function send(path: string, headers: Record<string, string>, body = '{"mobileNum":"912345678"}') {
  return fetch(core.url + path, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body,
  });
}

describe('cross-site state changes', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://games.evil.example' }],
    ['a cross-site fetch claiming our origin', { 'sec-fetch-site': 'cross-site', origin: 'http://127.0.0.1' }],
  ])('refuses %s with 403 CROSS_SITE_REQUEST and sends no SMS', async (_name, headers) => {
    const before = await core.count('sms_codes');
    for (const path of ['/wps/verification/sms/noLogin', '/wps/session/login/freeplay']) {
      const answer = await send(path, headers);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
    }
    expect(await core.count('sms_codes')).toBe(before);
  });

  it('accepts the site itself, a typed address and clients that are not browser pages', async () => {
    const host = new URL(core.url).host;
    const cases: Record<string, string>[] = [
      { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      { origin: `http://${host}` },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of cases) {
      const answer = await send('/wps/session/login/freeplay', headers, '');
      expect(answer.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('reads only safe methods from another site', async () => {
    const answer = await fetch(`${core.url}/wps/system/status`, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('broken forms', () => {
  const broken: [string, string, string][] = [
    ['a boundary that never comes', 'multipart/form-data; boundary=XYZ', '--ABC\r\nContent-Disposition: form-data'],
    ['no boundary at all', 'multipart/form-data', 'username=a'],
    [
      'a truncated part',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="username"\r\n\r\nabc',
    ],
  ];
  it.each(broken)('answers 400 INVALID_BODY for %s on every kind of write call', async (_name, type, body) => {
    const member = new Client(core.url);
    await member.login('demo', 'Demo1234');
    for (const path of ['/wps/member/register', '/wps/verification/sms/noLogin', '/wps/member/nickname']) {
      const answer = await member.request('POST', path, { rawBody: body, headers: { 'content-type': type } });
      expect(answer.status, path).toBe(400);
      expect(answer.body.code, path).toBe('INVALID_BODY');
    }
  });
});

describe('the demo chat page', () => {
  it.each(['/\t/evil.example', '/\\evil.example', '//evil.example', 'https://evil.example/', '/ /evil.example'])(
    'links back home instead of to %j',
    async (back) => {
      const page = await fetch(`${core.url}/demo-game/chat?${new URLSearchParams({ back })}`);
      const html = await page.text();
      expect(html).toContain('href="/m/home"');
      expect(html).not.toContain('evil.example');
    },
  );

  it('links back to a page of this site', async () => {
    const page = await fetch(`${core.url}/demo-game/chat?back=${encodeURIComponent('/m/message?tab=2')}`);
    expect(await page.text()).toContain('href="/m/message?tab=2"');
  });
});

describe('cookies', () => {
  it('are httpOnly always and Secure whenever the player came over HTTPS', async () => {
    const plain = await fetch(`${core.url}/wps/captcha`, { headers: { 'x-forwarded-for': freshIp() } });
    const secure = await fetch(`${core.url}/wps/captcha`, {
      headers: { 'x-forwarded-for': freshIp(), 'x-forwarded-proto': 'https' },
    });
    const [plainCookie] = plain.headers.getSetCookie();
    const [secureCookie] = secure.headers.getSetCookie();
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).not.toMatch(/Secure/);
    expect(secureCookie).toMatch(/HttpOnly/);
    expect(secureCookie).toMatch(/; Secure/);
  });
});
