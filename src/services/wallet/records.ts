import { isObject, type Loose } from '../../domain/loose';
import type { Period } from '../../domain/wallet/dateRange';
import {
  type GameRound,
  type MoneyKind,
  type MoneyRecord,
  RECORDS_PAGE_SIZE,
  type RecordsPage,
  type RoundsSummary,
  type SummaryLine,
} from '../../domain/wallet/records';
import { call } from '../shell/http';
import { amount, count, text } from './lenient';

/**
 * The records calls of /m/gameRecord (server/README.md "Game rounds", "Money records"). Answers are read leniently:
 * a row without its id is dropped, a missing amount reads as 0.
 */

function pageOf<Row>(value: unknown, pageNo: number, rowOf: (row: Loose) => Row | null): RecordsPage<Row> {
  const v = isObject(value) ? value : {};
  const content = Array.isArray(v.content) ? v.content.filter(isObject) : [];
  return {
    rows: content.map(rowOf).filter((row): row is Row => row !== null),
    pageNum: count(v.pageNum) || pageNo,
    totalPages: count(v.totalPages),
    total: count(v.total),
  };
}

function roundOf(r: Loose): GameRound | null {
  const roundId = text(r.roundId);
  if (!roundId) return null;
  return {
    roundId,
    gameName: text(r.gameName),
    vendor: text(r.vendor),
    vendorName: text(r.vendorName) || text(r.vendor),
    category: text(r.category),
    bet: amount(r.bet),
    win: amount(r.win),
    net: amount(r.net),
    status: r.status === 'OPEN' ? 'OPEN' : 'SETTLED',
    createdAt: text(r.createdAt),
  };
}

function lineOf(value: unknown): SummaryLine {
  const v = isObject(value) ? value : {};
  return { rounds: count(v.rounds), bets: amount(v.bets), wins: amount(v.wins), net: amount(v.net) };
}

function moneyRecordOf(r: Loose): MoneyRecord | null {
  const id = text(r.id);
  if (!id) return null;
  return {
    id,
    kind: r.kind === 'WITHDRAW' ? 'WITHDRAW' : 'DEPOSIT',
    amount: amount(r.amount),
    fee: amount(r.fee),
    status: text(r.status) || 'PENDING',
    channel: text(r.channel),
    channelName: text(r.channelName),
    reference: text(r.reference),
    createdAt: text(r.createdAt),
  };
}

/** GET /wps/game/rounds?from&to&category&pageNo&pageSize: a page of the player's rounds, newest first. */
export async function fetchRoundsPage(
  query: { period: Period; category: string; pageNo: number },
  signal?: AbortSignal,
): Promise<RecordsPage<GameRound>> {
  const { period, category, pageNo } = query;
  const value = await call<unknown>('/wps/game/rounds', {
    query: { ...period, category: category || undefined, pageNo, pageSize: RECORDS_PAGE_SIZE },
    signal,
  });
  return pageOf(value, pageNo, roundOf);
}

/** GET /wps/game/rounds/summary?from&to&category&tzOffset: bets, wins and net per local day and in total. */
export async function fetchRoundsSummary(
  query: { period: Period; category: string; tzOffset: number },
  signal?: AbortSignal,
): Promise<RoundsSummary> {
  const { period, category, tzOffset } = query;
  const value = await call<unknown>('/wps/game/rounds/summary', {
    query: { ...period, category: category || undefined, tzOffset },
    signal,
  });
  const v = isObject(value) ? value : {};
  const days = Array.isArray(v.days) ? v.days.filter(isObject) : [];
  return {
    days: days.map((d) => ({ date: text(d.date), ...lineOf(d) })).filter((d) => d.date !== ''),
    total: lineOf(v.total),
  };
}

/** GET /wps/transaction/records?kind&from&to&pageNo&pageSize: a page of deposits and withdrawals, newest first. */
export async function fetchMoneyRecords(
  query: { period: Period; kind: MoneyKind; pageNo: number },
  signal?: AbortSignal,
): Promise<RecordsPage<MoneyRecord>> {
  const { period, kind, pageNo } = query;
  const value = await call<unknown>('/wps/transaction/records', {
    query: { kind, ...period, pageNo, pageSize: RECORDS_PAGE_SIZE },
    signal,
  });
  return pageOf(value, pageNo, moneyRecordOf);
}
