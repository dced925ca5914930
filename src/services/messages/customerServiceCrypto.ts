import { isObject } from '../../domain/loose';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';

/**
 * The decryption of customer-service paths (server/README.md): `value.version.key` is a raw 256-bit AES key in
 * base64; each path is base64 of iv (12 bytes) || ciphertext || tag (16 bytes), read with WebCrypto AES-GCM. Loaded
 * with the first answer (services/messages/customerService.ts), outside the first load of home.
 */

const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function importPathKey(keyBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64(keyBase64), 'AES-GCM', false, ['decrypt']);
}

/** One path: base64 of iv || ciphertext || tag, decrypted and read as UTF-8. Rejects on a wrong key or a change. */
export async function decryptPath(key: CryptoKey, encrypted: string): Promise<string> {
  const bytes = fromBase64(encrypted);
  const iv = bytes.slice(0, IV_BYTES);
  const body = bytes.slice(IV_BYTES);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, body);
  return new TextDecoder().decode(plain);
}

/** What a decryption failure reports (once per answer): the entries it dropped. */
export type DecryptionFailure = (message: string, dropped: string[]) => void;

/**
 * The entries of a customer-service answer with their paths decrypted. An entry that does not decrypt is dropped
 * (no link is better than a broken one), and `onFailure` hears about it once for the whole answer.
 */
export async function decryptServiceList(
  value: unknown,
  onFailure: DecryptionFailure,
): Promise<CustomerServiceEntry[]> {
  const version = isObject(value) && isObject(value.version) ? value.version : {};
  const list = Array.isArray(version.pathList) ? version.pathList.filter(isObject) : [];
  const items = list
    .map((p) => ({ csType: String(p.type ?? ''), path: typeof p.path === 'string' ? p.path : '' }))
    .filter((p) => p.csType && p.path);
  if (items.length === 0) return [];
  let key: CryptoKey;
  try {
    if (version.algorithm !== undefined && version.algorithm !== 'AES-GCM') throw new Error(`${version.algorithm}`);
    key = await importPathKey(typeof version.key === 'string' ? version.key : '');
  } catch (error) {
    onFailure(
      `customer service: unusable key (${errorText(error)})`,
      items.map((i) => i.csType),
    );
    return [];
  }
  const decrypted = await Promise.all(
    items.map(async (item) => {
      try {
        return { csType: item.csType, path: await decryptPath(key, item.path) };
      } catch {
        return null;
      }
    }),
  );
  const dropped = items.filter((_, i) => decrypted[i] === null).map((i) => i.csType);
  if (dropped.length > 0) onFailure('customer service: paths that do not decrypt were dropped', dropped);
  return decrypted.filter((e): e is CustomerServiceEntry => e !== null);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));
