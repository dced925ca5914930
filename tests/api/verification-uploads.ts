/** Helpers of the account verification API tests: image bytes and the multipart document upload. */
import type { Client } from './core-server';

export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
export const MB = 1024 * 1024;
export const OPERATOR_TEST_TOKEN = 'test-operator-token-verify';
export const bearer = { headers: { authorization: `Bearer ${OPERATOR_TEST_TOKEN}` } };

export interface VerificationAnswer {
  status: string;
  reason: string;
  documents: { side: string; contentType: string; size: number }[];
  requiredSides: string[];
}

/** `size` bytes starting with `head`. */
export function sized(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

/** POST /wps/member/verification/document with `side` in the query (or the form with `sideInForm`). */
export async function upload(
  url: string,
  client: Client,
  side: string | null,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'id.png',
  sideInForm = false,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  if (sideInForm && side) form.append('side', side);
  const query = side && !sideInForm ? `?side=${encodeURIComponent(side)}` : '';
  const response = await fetch(`${url}/wps/member/verification/document${query}`, {
    method: 'POST',
    // A refused oversized body ends its connection: no later call may be sent on it (it would fail as closed).
    headers: { token: client.token ?? '', 'x-forwarded-for': client.ip, connection: 'close' },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; code?: string; value?: VerificationAnswer },
  };
}
