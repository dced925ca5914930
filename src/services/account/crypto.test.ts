import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from './crypto';

describe('login payload encryption (§3, §7)', () => {
  it('wraps a fresh AES-256-GCM key with RSA-OAEP(SHA-256); the holder of the private key reads the payload', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const payload = { username: 'alice', password: 'Secret123', captcha: '', type: 'username' };
    const { encryptionKey, body } = await encryptPayload(payload, pem);

    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryptionKey, 'base64'),
    );
    expect(aesKey).toHaveLength(32);
    const iv = Buffer.from(body.iv, 'base64');
    expect(iv).toHaveLength(12);
    const data = Buffer.from(body.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual(payload);
    expect(body.data).not.toContain('Secret123');
  });

  it('uses a new key each time', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const a = await encryptPayload({ x: 1 }, pem);
    const b = await encryptPayload({ x: 1 }, pem);
    expect(a.encryptionKey).not.toBe(b.encryptionKey);
    expect(a.body.data).not.toBe(b.body.data);
  });
});
