/**
 * Finding 9 (ASVS 5.0 V6.2): a new password has 8 to 128 characters of any kind (spaces and any script count, nothing
 * is trimmed), and no common password is accepted; on registration, change password and the SMS password reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../server/security/password-policy';
import { type Answer, Client, type CoreServer, registration, startCoreServer } from './core-server';

let core: CoreServer;
beforeAll(async () => {
  core = await startCoreServer();
});
afterAll(async () => {
  await core?.destroy();
});

let names = 0;
async function register(password: string): Promise<{ answer: Answer; username: string }> {
  names += 1;
  const username = `pwrule${names}x`;
  const client = new Client(core.url);
  const answer = await client.put(
    '/wps/member/register',
    registration({ username, password, confirmPassword: password, captcha: await client.captcha() }),
  );
  return { answer, username };
}

function fieldError(answer: Answer, field: string): string | undefined {
  return (answer.body.value as { fields?: Record<string, string> } | undefined)?.fields?.[field];
}

/** 64 characters: Thai, Chinese, an emoji, spaces (leading and trailing too). */
const PASSPHRASE_64 = ' แมวสีส้ม 吃了 🐟 and then slept in the sun all afternoon long!!!! ';
const PASSPHRASE_128 = `${'correct horse battery staple 🐎 '.repeat(4)}four`;

describe('password rules', () => {
  it('refuses common passwords at registration', async () => {
    for (const common of ['password1', 'aaaaaaa1', '12345678', 'qwerty123', 'iloveyou2']) {
      const { answer } = await register(common);
      expect(answer.status, common).toBe(400);
      expect(answer.body.code).toBe('INVALID_INPUT');
      expect(fieldError(answer, 'password')).toBe(COMMON_PASSWORD_MESSAGE);
      expect(answer.body.value).toMatchObject({ fieldCodes: { password: 'PASSWORD_COMMON' } });
    }
  });

  it('accepts 64 and 128 characters of any script with spaces, and logs in with them unchanged', async () => {
    expect([...PASSPHRASE_64]).toHaveLength(64);
    expect([...PASSPHRASE_128]).toHaveLength(128);
    for (const password of [PASSPHRASE_64, PASSPHRASE_128]) {
      const { answer, username } = await register(password);
      expect(answer.body.success, password).toBe(true);
      expect((await new Client(core.url).login(username, password)).body.success).toBe(true);
      // Not trimmed: the same words without the outer spaces are another password.
      if (password !== password.trim()) {
        expect((await new Client(core.url).login(username, password.trim())).body.success).toBe(false);
      }
    }
  });

  it('refuses 7 and 129 characters', async () => {
    const short = (await register('Ab3$xy7')).answer;
    expect(short.body, JSON.stringify(short.body)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(fieldError(short, 'password')).toMatch(/8-128/);
    expect(fieldError((await register(`${PASSPHRASE_128}x`)).answer, 'password')).toMatch(/8-128/);
  });

  it('applies the rule to change password and to the SMS password reset', async () => {
    const { username } = await register('Original pass 1');
    const client = new Client(core.url);
    expect((await client.login(username, 'Original pass 1')).body.success).toBe(true);
    const change = (newPassword: string) =>
      client.post('/wps/member/password', {
        oldPassword: 'Original pass 1',
        newPassword,
        confirmNewPassword: newPassword,
      });
    const common = await change('password1');
    expect(fieldError(common, 'newPassword')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(common.body.value).toMatchObject({ fieldCodes: { newPassword: 'PASSWORD_COMMON' } });
    const changed = await change(PASSPHRASE_64);
    expect(changed.body.success).toBe(true);
    expect((await new Client(core.url).login(username, PASSPHRASE_64)).body.success).toBe(true);

    // The reset checks the new password before the code (a field error, whatever the number).
    const reset = await new Client(core.url).post('/wps/member/password/reset', {
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      newPassword: 'qwerty123',
      confirmNewPassword: 'qwerty123',
    });
    expect(reset.status).toBe(400);
    expect(fieldError(reset, 'newPassword')).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('keeps the demo seed password valid under the rule', async () => {
    expect((await new Client(core.url).login('demo', 'Demo1234')).body.success).toBe(true);
    const { answer } = await register('Demo1234');
    expect(answer.body.success).toBe(true);
  });
});
