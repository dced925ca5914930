import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginPayload } from '../../domain/account/login';
import { call } from '../shell/http';
import { type RunMode, runMode } from '../shell/platform';
import { encryptPayload } from './crypto';
import { login } from './session';

vi.mock('../shell/http', () => ({ call: vi.fn() }));
vi.mock('../shell/platform', () => ({ runMode: vi.fn() }));
vi.mock('./crypto', () => ({
  encryptPayload: vi.fn(async () => ({ body: 'sealed', encryptionKey: 'wrapped-key' })),
}));

const payload = { username: 'player1' } as unknown as LoginPayload;

/** The headers the login call (`/wps/session/login`) was sent with. */
async function loginHeadersIn(mode: RunMode): Promise<Record<string, string> | undefined> {
  vi.mocked(runMode).mockReturnValue(mode);
  await login(payload);
  const loginCall = vi.mocked(call).mock.calls.find(([path]) => path === '/wps/session/login');
  return loginCall?.[1]?.headers;
}

describe('login call (spec §7)', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(
      async (path: string) => (path === '/wps/session/publicKey' ? 'PEM' : {}) as never,
    );
  });

  it('carries Device: OTHERS when the site runs as an installed home-screen app', async () => {
    const headers = await loginHeadersIn('installed');
    expect(headers).toEqual({ 'encryption-key': 'wrapped-key', Device: 'OTHERS' });
  });

  it('carries no Device header in a browser page or the native app shell', async () => {
    for (const mode of ['browser', 'app'] as const) {
      vi.mocked(call).mockClear();
      expect(await loginHeadersIn(mode)).toEqual({ 'encryption-key': 'wrapped-key' });
    }
  });

  it('seals the nonce served with the public key into the login, so the login cannot be sent again', async () => {
    vi.mocked(runMode).mockReturnValue('browser');
    vi.mocked(call).mockImplementation(
      async (path: string) =>
        (path === '/wps/session/publicKey' ? { publicKey: 'PEM', nonce: 'nonce-1' } : {}) as never,
    );
    await login(payload);
    expect(vi.mocked(encryptPayload)).toHaveBeenLastCalledWith({ username: 'player1', nonce: 'nonce-1' }, 'PEM');
  });
});
