import { readVerification, type Verification, type VerificationSide } from '../../domain/member/verification';
import { call } from '../shell/http';

/** The account verification calls (server/README.md "Account verification"). */

export async function fetchVerification(signal?: AbortSignal): Promise<Verification> {
  return readVerification(await call<unknown>('/wps/member/verification', { signal }));
}

export async function uploadVerificationDocument(
  side: VerificationSide,
  file: Blob,
  name: string,
  signal?: AbortSignal,
): Promise<Verification> {
  const form = new FormData();
  form.append('file', file, name);
  return readVerification(
    await call<unknown>('/wps/member/verification/document', { method: 'POST', query: { side }, body: form, signal }),
  );
}

export async function submitVerification(signal?: AbortSignal): Promise<Verification> {
  return readVerification(await call<unknown>('/wps/member/verification/submit', { method: 'POST', body: {}, signal }));
}
