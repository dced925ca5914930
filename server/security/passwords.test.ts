import { afterEach, describe, expect, it } from 'vitest';
import { dummyVerify, hashPassword, PASSWORD_HASH_LOG_N, passwordHashLogN, verifyPassword } from './passwords';

const asked = process.env.PASSWORD_HASH_LOG_N;
afterEach(() => {
  if (asked === undefined) delete process.env.PASSWORD_HASH_LOG_N;
  else process.env.PASSWORD_HASH_LOG_N = asked;
});

describe('password hashing cost', () => {
  it("hashes at OWASP's minimum, scrypt N=2^17 r=8 p=1, unless a test lowers it", async () => {
    delete process.env.PASSWORD_HASH_LOG_N;
    expect(PASSWORD_HASH_LOG_N).toBe(17);
    expect(passwordHashLogN()).toBe(17);
    const stored = await hashPassword('Demo1234');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('Demo1235', stored)).toBe(false);
  });

  it('takes a lower cost from PASSWORD_HASH_LOG_N between 10 and 17 only, and verifies hashes of any cost', async () => {
    process.env.PASSWORD_HASH_LOG_N = '10';
    const cheap = await hashPassword('Demo1234');
    expect(cheap.startsWith('scrypt$10$8$1$')).toBe(true);
    for (const wrong of ['9', '18', '12.5', 'abc', '']) {
      process.env.PASSWORD_HASH_LOG_N = wrong;
      expect(passwordHashLogN(), wrong).toBe(17);
    }
    // A hash keeps its own cost: one made cheaply still verifies at the production cost and the other way round.
    expect(await verifyPassword('Demo1234', cheap)).toBe(true);
    expect(await dummyVerify('Demo1234')).toBe(false);
  });
});
