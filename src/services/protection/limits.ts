import {
  type LimitSaveOutcome,
  type LimitsState,
  type LimitTarget,
  parseLimitsState,
} from '../../domain/protection/limitsState';
import { call } from '../shell/http';

/** The limits calls (server/README.md "Player protection: limits"). */
const PATH = '/wps/member/protection/limits';

/** GET: every kind and period with its limit, pending change, usage and allowance. */
export async function fetchLimits(signal?: AbortSignal): Promise<LimitsState> {
  return parseLimitsState(await call<unknown>(PATH, { signal }));
}

/** POST: sets, lowers, raises or (amount null) removes one limit; a raise or removal waits out the cooling-off. */
export async function saveLimit(
  request: LimitTarget & { amount: string | null },
  signal?: AbortSignal,
): Promise<{ outcome: LimitSaveOutcome; state: LimitsState }> {
  const value = await call<{ outcome?: unknown }>(PATH, { method: 'POST', body: request, signal });
  const outcome = value?.outcome === 'REQUEST' || value?.outcome === 'SAME' ? value.outcome : 'SET';
  return { outcome, state: parseLimitsState(value) };
}

/** POST confirm: applies a pending change whose cooling-off is over. */
export async function confirmLimit(target: LimitTarget, signal?: AbortSignal): Promise<LimitsState> {
  return parseLimitsState(await call<unknown>(`${PATH}/confirm`, { method: 'POST', body: target, signal }));
}

/** POST cancel: drops a pending change. */
export async function cancelLimit(target: LimitTarget, signal?: AbortSignal): Promise<LimitsState> {
  return parseLimitsState(await call<unknown>(`${PATH}/cancel`, { method: 'POST', body: target, signal }));
}
