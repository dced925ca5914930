import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptPath } from '../../../server/routes/content';
import { decryptServiceList } from './customerServiceCrypto';

/** An answer of `/wps/system/customerService` made the way the reference server makes it. */
function answer(entries: { type: string; path: string }[], key = randomBytes(32)) {
  return {
    version: {
      algorithm: 'AES-GCM',
      key: key.toString('base64'),
      pathList: entries.map((e) => ({ type: e.type, path: encryptPath(e.path, key) })),
    },
  };
}

describe('customer service paths (§3 decrypted client-side, §7 value.version.pathList)', () => {
  it("decrypts every path the server's encryptPath made, keeping each entry's type", async () => {
    const onFailure = vi.fn();
    const entries = [
      { type: 'CS', path: '/support' },
      { type: 'LIVECHAT', path: '/support?channel=livechat' },
      { type: 'WHATSAPP', path: 'https://wa.me/10000000000' },
      { type: '3', path: 'https://service.example/ünïcode?x=1&y=2' },
    ];
    expect(await decryptServiceList(answer(entries), onFailure)).toEqual(
      entries.map((e) => ({ csType: e.type, path: e.path })),
    );
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('drops a path that does not decrypt (changed in transit) and reports it once', async () => {
    const onFailure = vi.fn();
    const value = answer([
      { type: 'CS', path: '/support' },
      { type: 'WHATSAPP', path: 'https://wa.me/1' },
      { type: 'LIVECHAT', path: '/chat' },
    ]);
    const bytes = Buffer.from(value.version.pathList[0]!.path, 'base64');
    bytes[14] = bytes[14]! ^ 1; // one bit of the ciphertext: the tag no longer matches
    value.version.pathList[0]!.path = bytes.toString('base64');
    value.version.pathList[2]!.path = 'not base64 at all!';
    expect(await decryptServiceList(value, onFailure)).toEqual([{ csType: 'WHATSAPP', path: 'https://wa.me/1' }]);
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![1]).toEqual(['CS', 'LIVECHAT']);
  });

  it('a wrong key or an unknown algorithm gives no entries and one report, never an exception', async () => {
    const onFailure = vi.fn();
    const value = answer([{ type: 'CS', path: '/support' }]);
    expect(
      await decryptServiceList({ version: { ...value.version, key: randomBytes(32).toString('base64') } }, onFailure),
    ).toEqual([]);
    expect(await decryptServiceList({ version: { ...value.version, key: 'short' } }, onFailure)).toEqual([]);
    expect(await decryptServiceList({ version: { ...value.version, algorithm: 'DES' } }, onFailure)).toEqual([]);
    expect(onFailure).toHaveBeenCalledTimes(3);
  });

  it('an answer without entries is an empty list, with nothing to report', async () => {
    const onFailure = vi.fn();
    expect(await decryptServiceList(null, onFailure)).toEqual([]);
    expect(await decryptServiceList({ version: { pathList: [{ type: 'CS', path: '' }] } }, onFailure)).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
