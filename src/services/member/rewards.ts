import { isObject, type Loose } from '../../domain/loose';
import type {
  ClaimResult,
  ExchangePayload,
  ExchangeResult,
  ExchangeRule,
  PointsEntry,
  PointsPage,
  Reward,
  RewardStatus,
} from '../../domain/member/rewards';
import { call } from '../shell/http';
import { amount, count, text } from '../wallet/lenient';

/** The reward centre's calls (issue 15 item 3; server/README.md "Points and rewards"). */

const PAGE_SIZE = 20;
const STATUSES: RewardStatus[] = ['AVAILABLE', 'CLAIMED', 'EXPIRED'];

function rewardOf(r: Loose): Reward {
  return {
    id: text(r.id),
    titleKey: text(r.titleKey),
    title: text(r.title),
    amount: amount(r.amount),
    status: STATUSES.find((s) => s === r.status) ?? 'EXPIRED',
    expiresAt: text(r.expiresAt),
    claimedAt: text(r.claimedAt),
  };
}

function entryOf(e: Loose): PointsEntry {
  return {
    id: text(e.id),
    kind: e.kind === 'EXCHANGE' ? 'EXCHANGE' : 'ROUND',
    points: amount(e.points),
    turnover: amount(e.turnover),
    createdAt: text(e.createdAt),
  };
}

function ruleOf(v: unknown): ExchangeRule {
  const r = isObject(v) ? v : {};
  return { minPoints: count(r.minPoints), pointsPerUnit: count(r.pointsPerUnit), unitAmount: amount(r.unitAmount) };
}

/** GET /wps/member/rewards. */
export async function fetchRewards(signal?: AbortSignal): Promise<Reward[]> {
  const value = await call<unknown>('/wps/member/rewards', { signal });
  const v = isObject(value) ? value : {};
  const content = Array.isArray(v.content) ? v.content.filter(isObject).map(rewardOf) : [];
  return content.filter((r) => r.id !== '');
}

/** GET /wps/member/points: the balance, a page of the history (newest first) and the exchange's rule. */
export async function fetchPoints(pageNo: number, signal?: AbortSignal): Promise<PointsPage> {
  const value = await call<unknown>('/wps/member/points', { query: { pageNo, pageSize: PAGE_SIZE }, signal });
  const v = isObject(value) ? value : {};
  return {
    balance: amount(v.balance),
    content: Array.isArray(v.content) ? v.content.filter(isObject).map(entryOf) : [],
    pageNum: count(v.pageNum) || pageNo,
    totalPages: count(v.totalPages),
    exchange: ruleOf(v.exchange),
  };
}

/** POST /wps/member/rewards/:id/claim with the attempt's idempotency key. */
export async function claimReward(rewardId: string, key: string, signal?: AbortSignal): Promise<ClaimResult> {
  const value = await call<unknown>(`/wps/member/rewards/${encodeURIComponent(rewardId)}/claim`, {
    method: 'POST',
    headers: { 'Idempotency-Key': key },
    signal,
  });
  const v = isObject(value) ? value : {};
  return { reward: rewardOf(isObject(v.reward) ? v.reward : {}), balance: amount(v.balance) };
}

/** POST /wps/member/points/exchange with the attempt's idempotency key. */
export async function exchangePoints(
  payload: ExchangePayload,
  key: string,
  signal?: AbortSignal,
): Promise<ExchangeResult> {
  const value = await call<unknown>('/wps/member/points/exchange', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': key },
    signal,
  });
  const v = isObject(value) ? value : {};
  return { points: amount(v.points), amount: amount(v.amount), balance: amount(v.balance) };
}
