/**
 * A captured encrypted login cannot be sent again (issue 12 finding 11): each login carries a single-use nonce
 * issued with the public key, so the same request a second time answers 400 LOGIN_NONCE_INVALID.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/services/account/crypto';
import { Client, type CoreServer, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

async function encryptedLogin(client: Client, fields: Record<string, string>) {
  const key = await client.get<{ publicKey: string; nonce?: string }>('/wps/session/publicKey');
  const payload = { username: 'demo', password: 'Demo1234', captcha: '', type: 'username', ...fields };
  const encrypted = await encryptPayload(
    'nonce' in fields ? payload : { ...payload, nonce: key.body.value?.nonce ?? '' },
    key.body.value?.publicKey as string,
  );
  return () =>
    client.request<{ token: string }>('POST', '/wps/session/login', {
      body: encrypted.body,
      headers: { 'encryption-key': encrypted.encryptionKey },
    });
}

describe('login replay', () => {
  it('issues a fresh nonce with every public key', async () => {
    const client = new Client(core.url);
    const first = await client.get<{ nonce: string }>('/wps/session/publicKey');
    const second = await client.get<{ nonce: string }>('/wps/session/publicKey');
    expect(first.body.value?.nonce).toMatch(/^[A-Za-z0-9_.-]{20,200}$/);
    expect(second.body.value?.nonce).not.toBe(first.body.value?.nonce);
  });

  it('answers 400 LOGIN_NONCE_INVALID to the same encrypted login sent again', async () => {
    const send = await encryptedLogin(new Client(core.url), {});
    const first = await send();
    expect(first.body.success).toBe(true);
    const again = await send();
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LOGIN_NONCE_INVALID');
    // Even from another address, and even when the first one failed.
    const failed = await encryptedLogin(new Client(core.url), { username: 'nobody99', password: 'Wrong999x' });
    expect((await failed()).body.code).toBe('LOGIN_FAILED');
    expect((await failed()).body.code).toBe('LOGIN_NONCE_INVALID');
  });

  it('lets one of three parallel copies of a login through', async () => {
    const send = await encryptedLogin(new Client(core.url), {});
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'LOGIN_NONCE_INVALID')).toHaveLength(2);
  });

  it('refuses a login without a nonce, with a made-up one, or with an expired one', async () => {
    expect((await (await encryptedLogin(new Client(core.url), { nonce: '' }))()).body.code).toBe('LOGIN_NONCE_INVALID');
    const forged = `${Date.now() + 60_000}.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await (await encryptedLogin(new Client(core.url), { nonce: forged }))()).body.code).toBe(
      'LOGIN_NONCE_INVALID',
    );
    const client = new Client(core.url);
    const key = await client.get<{ nonce: string }>('/wps/session/publicKey');
    const [, random, mac] = (key.body.value?.nonce ?? '').split('.');
    // An old expiry with the nonce's own tag: the tag covers the expiry, so this is a forgery too.
    const stale = `${Date.now() - 1000}.${random}.${mac}`;
    expect((await (await encryptedLogin(client, { nonce: stale }))()).body.code).toBe('LOGIN_NONCE_INVALID');
  });
});
