import { fromPromise } from 'xstate';
import { pathTo } from '../../domain/shell/paths';
import { type Period, periodOf, type RangeKey } from '../../domain/wallet/dateRange';
import {
  type GameRound,
  type MoneyFirstPage,
  type MoneyKind,
  type MoneyRecord,
  type RecordsPage,
  type RecordsQuery,
  type RoundsFirstPage,
  recordsSearch,
} from '../../domain/wallet/records';
import { requestNavigation } from '../../machines/shell/navigator';
import type { SystemLike } from '../../machines/shell/notify';
import type { gameRecordMachine } from '../../machines/wallet/gameRecord.machine';
import type { gameRoundsMachine } from '../../machines/wallet/gameRounds.machine';
import type { moneyRecordsMachine } from '../../machines/wallet/moneyRecords.machine';
import { fetchMoneyRecords, fetchRoundsPage, fetchRoundsSummary } from '../../services/wallet/records';
import { type ImplementationEntry, implement } from '../root';

/** The player's clock and time zone, read here so the machines stay pure: a range's period starts from them. */
const now = () => ({ nowMs: Date.now(), tzOffset: new Date().getTimezoneOffset() });

/** The period of a range as of now, in the player's time zone. */
function periodNow(range: RangeKey): { period: Period; tzOffset: number } {
  const { nowMs, tzOffset } = now();
  return { period: periodOf(range, nowMs, tzOffset), tzOffset };
}

/** A tab or filter change, written into the address's query over what it holds (Back and a reload keep it). */
const showInAddress = ({ system }: { system: SystemLike }, change: Partial<RecordsQuery>) =>
  requestNavigation(system, {
    type: 'NAVIGATE',
    to: `${pathTo('gameRecord')}${recordsSearch(location.search, change)}`,
    replace: true,
  });

/** The records machines' browser implementations (they load with the wallet screens: lateImplementations.ts). */
export const walletRecordsImplementations: ImplementationEntry[] = [
  implement<typeof gameRecordMachine>('gameRecord', { actions: { showInAddress } }),
  implement<typeof gameRoundsMachine>('gameRounds', {
    actions: { showInAddress },
    actors: {
      loadFirst: fromPromise<RoundsFirstPage, { range: RangeKey; category: string }>(async ({ input, signal }) => {
        const { period, tzOffset } = periodNow(input.range);
        const [page, summary] = await Promise.all([
          fetchRoundsPage({ period, category: input.category, pageNo: 1 }, signal),
          fetchRoundsSummary({ period, category: input.category, tzOffset }, signal),
        ]);
        return { period, page, summary };
      }),
      loadMore: fromPromise<RecordsPage<GameRound>, { period: Period | null; category: string; pageNo: number }>(
        ({ input, signal }) =>
          input.period
            ? fetchRoundsPage({ period: input.period, category: input.category, pageNo: input.pageNo }, signal)
            : Promise.reject(new Error('No period to page through')),
      ),
    },
  }),
  implement<typeof moneyRecordsMachine>('moneyRecords', {
    actions: { showInAddress },
    actors: {
      loadFirst: fromPromise<MoneyFirstPage, { kind: MoneyKind; range: RangeKey }>(async ({ input, signal }) => {
        const { period } = periodNow(input.range);
        return { period, page: await fetchMoneyRecords({ period, kind: input.kind, pageNo: 1 }, signal) };
      }),
      loadMore: fromPromise<RecordsPage<MoneyRecord>, { period: Period | null; kind: MoneyKind; pageNo: number }>(
        ({ input, signal }) =>
          input.period
            ? fetchMoneyRecords({ period: input.period, kind: input.kind, pageNo: input.pageNo }, signal)
            : Promise.reject(new Error('No period to page through')),
      ),
    },
  }),
];
