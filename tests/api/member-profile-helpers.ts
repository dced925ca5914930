/** Shared by the profile API tests: uploads of a head icon and reading codes through the dev helpers. */
import type { Client } from './core-server';

export const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
export const MB = 1024 * 1024;

/** `size` bytes starting with `head`. */
export function sized(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

export interface Upload {
  status: number;
  body: { success: boolean; code?: string; value?: { headIcon: string } };
}

/** POST /wps/member/headIcon with `bytes` in multipart field `field`. */
export async function uploadIcon(
  url: string,
  client: Client,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'me.png',
  type = 'image/png',
  field = 'file',
): Promise<Upload> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const response = await fetch(`${url}/wps/member/headIcon`, {
    method: 'POST',
    // A refused oversized body ends its connection: no later call may be sent on it (it would fail as closed).
    headers: { token: client.token ?? '', 'x-forwarded-for': client.ip, connection: 'close' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Upload['body'] };
}

export async function emailCode(client: Client, email: string): Promise<string> {
  const answer = await client.get<{ code: string }>(`/dev/email?email=${encodeURIComponent(email)}`);
  if (!answer.body.value) throw new Error(`no email code: ${answer.body.code}`);
  return answer.body.value.code;
}

export async function smsCode(client: Client, mobile: string, dial = '63'): Promise<string> {
  const answer = await client.get<{ code: string }>(`/dev/sms?mobile=${mobile}&countryDialingCode=${dial}`);
  if (!answer.body.value) throw new Error(`no sms code: ${answer.body.code}`);
  return answer.body.value.code;
}
