import { DEPOSIT_PAGE_SIZE } from '../../domain/constants';
import {
  type Deposit,
  type DepositChannels,
  type DepositCreated,
  type DepositPage,
  type DepositRequest,
  readChannels,
  readDeposit,
  readDepositCreated,
  readDepositPage,
} from '../../domain/wallet/deposit';
import { call } from '../shell/http';

/** The deposit calls (issue 14 API contract, server/README.md "Deposit"). */

export async function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannels> {
  return readChannels(await call<unknown>('/wps/deposit/channels', { signal }));
}

/** POST /wps/deposit with the attempt's idempotency key: the same key again returns the first answer. */
export async function createDeposit(
  request: DepositRequest,
  key: string,
  signal?: AbortSignal,
): Promise<DepositCreated> {
  const value = await call<unknown>('/wps/deposit', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': key },
    signal,
  });
  return readDepositCreated(value);
}

export async function fetchDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return readDeposit(await call<unknown>('/wps/deposit/detail', { query: { id }, signal }));
}

export async function fetchDeposits(pageNo: number, signal?: AbortSignal): Promise<DepositPage> {
  const value = await call<unknown>('/wps/deposits', { query: { pageNo, pageSize: DEPOSIT_PAGE_SIZE }, signal });
  return readDepositPage(value);
}

/** POST /wps/deposit/proof?id= as multipart, field `file`. */
export async function uploadDepositProof(id: string, file: Blob, name: string, signal?: AbortSignal): Promise<Deposit> {
  const form = new FormData();
  form.append('file', file, name);
  return readDeposit(await call<unknown>('/wps/deposit/proof', { method: 'POST', query: { id }, body: form, signal }));
}
