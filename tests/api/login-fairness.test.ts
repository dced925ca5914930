/**
 * A right password never counts as a failure (issue 12 finding 5): correct logins at once, of one account or of
 * many accounts behind one shared address (carrier NAT), all succeed without the captcha; failures from an address
 * may ask that address for the captcha, but never refuse another account's right password outright.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type CoreServer, freshIp, newMember, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

describe('correct logins at once', () => {
  it('logs in two simultaneous correct logins of one account, neither asked for the captcha', async () => {
    await newMember(core.url, 'twice001');
    const ip = freshIp();
    const answers = await Promise.all([
      new Client(core.url, ip).login('twice001', 'Secret123'),
      new Client(core.url, ip).login('twice001', 'Secret123'),
    ]);
    expect(answers.map((a) => a.body.code ?? 'OK')).toEqual(['OK', 'OK']);
  });

  it('logs in 8 accounts from one address at once, none asked for the captcha', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `nat00${i}`);
    for (const name of names) await newMember(core.url, name);
    const ip = freshIp();
    const answers = await Promise.all(names.map((name) => new Client(core.url, ip).login(name, 'Secret123')));
    expect(answers.map((a) => a.body.code ?? 'OK')).toEqual(names.map(() => 'OK'));
    const { rows } = await core.server.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM login_failures WHERE key = $1',
      [ip],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});

describe('a shared address with many failures', () => {
  it('asks for the captcha but still logs in another account with the right password', async () => {
    await newMember(core.url, 'natvict1');
    const ip = freshIp();
    // 25 failures from the address, spread over 5 guessed accounts (5 each: their own limit).
    for (let account = 0; account < 5; account++) {
      for (let i = 0; i < 5; i++) {
        const guesser = new Client(core.url, ip);
        const captcha = account === 0 && i === 0 ? '' : await guesser.captcha();
        const answer = await guesser.login(`natguess${account}`, 'Wrong999x', { captcha });
        expect(answer.body.code).toBe('LOGIN_FAILED');
      }
    }
    const neighbour = new Client(core.url, ip);
    expect((await neighbour.login('natvict1', 'Secret123')).body.code).toBe('CAPTCHA_REQUIRED');
    const answer = await neighbour.login('natvict1', 'Secret123', { captcha: await neighbour.captcha() });
    expect(answer.body.success).toBe(true);
  });
});
