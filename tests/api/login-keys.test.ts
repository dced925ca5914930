/**
 * The login key pair lives in the database (issue 12, past one machine): processes starting at once agree on one
 * pair, and a restart keeps it (a login encrypted just before a restart still decrypts after it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLoginKeyPair } from '../../server/security/login-crypto';
import { Client, type CoreServer, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  // Restarted on the same data below: the database on disk.
  core = await startCoreServer({ onDisk: true });
});
afterAll(async () => {
  await core?.destroy();
});

describe('login key pair', () => {
  it('is made once when several processes ask for it at once', async () => {
    const db = core.server.db;
    await db.query('DELETE FROM login_keys');
    const pairs = await Promise.all(Array.from({ length: 4 }, () => loadLoginKeyPair(db)));
    expect(new Set(pairs.map((pair) => pair.publicKeyPem)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.nonceSecret.toString('hex'))).size).toBe(1);
    expect(await core.count('login_keys')).toBe(1);
  });

  it('stays the same across a restart', async () => {
    const before = await new Client(core.url).get<{ publicKey: string }>('/wps/session/publicKey');
    await core.stop();
    core = await core.restart();
    const after = await new Client(core.url).get<{ publicKey: string }>('/wps/session/publicKey');
    expect(after.body.value?.publicKey).toBe(before.body.value?.publicKey);
    expect((await new Client(core.url).login('demo', 'Demo1234')).body.success).toBe(true);
  });
});
