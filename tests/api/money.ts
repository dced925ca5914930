/**
 * Helpers of the ledger, deposit and withdraw API tests: a member ready to withdraw (payment password, a bank card,
 * money), idempotency keys, the wallet summary, and signed gateway callbacks.
 */
import { randomUUID } from 'node:crypto';
import { secretFor, sign } from '../../server/security/signing';
import { type Client, type CoreServer, newMember } from './core-server';

export const PIN = '246810';

/** A fresh idempotency key (one per attempt, as the site makes them). */
export function key(): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': randomUUID() } };
}

/** The options of a retry of the same attempt. */
export function sameKey(value: string): { headers: Record<string, string> } {
  return { headers: { 'Idempotency-Key': value } };
}

export interface WalletSummary {
  sumBalance: number;
  currencySymbol: string;
  wallets: { walletCode: string; name: string; balance: number }[];
}

export async function mainBalance(client: Client): Promise<number> {
  const answer = await client.get<WalletSummary>('/wps/wallets/gcs');
  if (!answer.body.value) throw new Error(`gcs: ${answer.body.code}`);
  return answer.body.value.wallets.find((wallet) => wallet.walletCode === 'MAIN')?.balance ?? 0;
}

/** A registered member with `money` on MAIN, payment password PIN and one bank card (its id returned). */
export async function payingMember(
  core: CoreServer,
  name: string,
  money = '0',
): Promise<{ client: Client; cardId: number }> {
  const client = await newMember(core.url, name);
  if (money !== '0') await core.credit(name, money);
  const set = await client.post('/wps/member/paymentPassword', {
    password: 'Secret123',
    newPaymentPassword: PIN,
    confirmPaymentPassword: PIN,
  });
  if (!set.body.success) throw new Error(`payment password: ${set.body.code}`);
  const card = await client.post<{ id: number }>('/wps/member/bankCards', {
    bankName: 'Demo National Bank',
    accountName: 'Test Player',
    accountNo: `99${Math.floor(Math.random() * 1e10)}`,
  });
  const cardId = card.body.value?.id;
  if (!cardId) throw new Error(`bank card: ${card.body.code}`);
  return { client, cardId };
}

/** The gateway's signed callback (as the stand-in page sends it). */
export async function gatewayCallback(
  core: CoreServer,
  client: Client,
  payment: { depositId: string; status: 'PAID' | 'CANCELLED'; amount: number; gatewayRef?: string },
  options: { signature?: string } = {},
) {
  const body = JSON.stringify({ gatewayRef: 'TEST-REF', ...payment });
  const signature = options.signature ?? sign(await secretFor(core.server.db, 'gateway'), body);
  return client.request<{ depositId: string; status: string }>('POST', '/wps/deposit/gateway/callback', {
    rawBody: body,
    headers: { 'x-gateway-signature': signature },
    token: null,
  });
}
