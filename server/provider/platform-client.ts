/**
 * The demo provider's side of the seamless wallet: signed calls to the platform (`/wps/provider/balance`, `bet`,
 * `settle`). The provider runs in the platform's process, so a call goes through the platform's app in memory
 * (`app.request`) with every middleware and the signature check a remote call would meet.
 */
import type { Hono } from 'hono';
import type { Db } from '../db/db';
import type { Envelope } from '../http/envelope';
import type { ProviderRound } from '../routes/provider-wallet';
import { PROVIDER_SIGNATURE_HEADER } from '../routes/provider-wallet';
import { secretFor, sign } from '../security/signing';

/** A refusal of the platform, with its code (INSUFFICIENT_BALANCE, ROUND_OPEN, ...). */
export class PlatformError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface RoundAnswer {
  round: ProviderRound;
  balance: number;
}

export interface Platform {
  balance(
    playerId: number,
    nodeId?: number,
  ): Promise<{ balance: number; currencySymbol: string; trial: boolean; openRound: ProviderRound | null }>;
  bet(
    bet: { roundId: string; playerId: number; nodeId: number; amount: number; language: string; outcome: object },
    idempotencyKey: string,
  ): Promise<RoundAnswer>;
  settle(settle: { roundId: string; playerId: number; win: number }): Promise<RoundAnswer>;
}

export function platformClient(app: Hono, db: Db): Platform {
  async function call<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<T> {
    const raw = JSON.stringify(body);
    const response = await app.request(path, {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: sign(await secretFor(db, 'provider'), raw),
        ...headers,
      },
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!envelope.success || envelope.value === undefined) {
      throw new PlatformError(
        envelope.code ?? 'UNKNOWN',
        envelope.message ?? 'Unknown error',
        response.status,
        envelope.value,
      );
    }
    return envelope.value;
  }
  return {
    balance: (playerId, nodeId) => call('/wps/provider/balance', { playerId: String(playerId), nodeId }),
    bet: (bet, idempotencyKey) =>
      call('/wps/provider/bet', { ...bet, playerId: String(bet.playerId) }, { 'Idempotency-Key': idempotencyKey }),
    settle: (settle) => call('/wps/provider/settle', { ...settle, playerId: String(settle.playerId) }),
  };
}
