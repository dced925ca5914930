/**
 * Login payload encryption (spec §3 "Login is sent encrypted with an encryption-key header", §7 Login).
 * A fresh AES-256-GCM key encrypts the JSON payload; the key itself is wrapped with the server's RSA-OAEP (SHA-256)
 * public key and sent base64 in the `encryption-key` header. Body format: see server/README.md.
 */

export interface EncryptedRequest {
  /** Value of the `encryption-key` header: the AES key wrapped with RSA-OAEP(SHA-256), base64. */
  encryptionKey: string;
  /** The body to send. */
  body: { iv: string; data: string };
}

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of view) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Accepts a PEM ("-----BEGIN PUBLIC KEY-----") or a bare base64 SPKI key. */
export function spkiFromPem(pem: string): Uint8Array<ArrayBuffer> {
  const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return fromBase64(b64);
}

export async function importPublicKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', spkiFromPem(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** Encrypts `payload` (JSON) for the server holding the private half of `publicKeyPem`. */
export async function encryptPayload(payload: unknown, publicKeyPem: string): Promise<EncryptedRequest> {
  const publicKey = await importPublicKey(publicKeyPem);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain);
  const raw = await crypto.subtle.exportKey('raw', aesKey);
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw);
  return { encryptionKey: toBase64(wrapped), body: { iv: toBase64(iv), data: toBase64(data) } };
}
