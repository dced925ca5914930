import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { deferred } from '../../../tests/support/deferred';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { LeaderboardBoard, LeaderboardPeriod } from '../../domain/member/leaderboard';
import type { VipInfo } from '../../domain/member/vip';
import { leaderboardMachine } from './leaderboard.machine';
import * as lb from './leaderboard.view';
import { vipBenefitsMachine } from './vipBenefits.machine';
import * as vip from './vipBenefits.view';

const tick = () => new Promise((r) => setTimeout(r, 0));

const board = (period: LeaderboardPeriod, rows: number): LeaderboardBoard => ({
  period,
  currencySymbol: '₱',
  rows: Array.from({ length: rows }, (_, i) => ({ rank: i + 1, customerName: `a***${i}`, winAmount: 10, rounds: 1 })),
  own: null,
});

function leaderboard() {
  const calls: { period: LeaderboardPeriod }[] = [];
  const pending: ReturnType<typeof deferred<LeaderboardBoard>>[] = [];
  const machine = leaderboardMachine.provide({
    actors: {
      loadBoard: fromPromise<LeaderboardBoard, { period: LeaderboardPeriod }>(({ input }) => {
        calls.push(input);
        const d = deferred<LeaderboardBoard>();
        pending.push(d);
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { period: 'today' } }).start();
  return { actor, calls, pending };
}

describe('leaderboard view', () => {
  it('loading: the period, no board', () => {
    const { actor, calls } = leaderboard();
    const s = actor.getSnapshot();
    expect(calls).toEqual([{ period: 'today' }]);
    expect(lb.selectPeriod(s)).toBe('today');
    expect(lb.selectLoading(s)).toBe(true);
    expect(lb.selectFailed(s)).toBe(false);
    expect(lb.selectEmpty(s)).toBe(false);
    expect(lb.selectBoard(s)).toBeNull();
    expect(lb.selectPhase(s)).toBe('"loading"');
  });

  it('list: the board with rows', async () => {
    const { actor, pending } = leaderboard();
    const answer = board('today', 2);
    pending[0]?.resolve(answer);
    await tick();
    const s = actor.getSnapshot();
    expect(lb.selectLoading(s)).toBe(false);
    expect(lb.selectEmpty(s)).toBe(false);
    expect(lb.selectFailed(s)).toBe(false);
    expect(lb.selectBoard(s)).toBe(answer);
    expect(lb.selectPhase(s)).toBe('"list"');
  });

  it('empty: the board without rows still shows; another period loads with its own input', async () => {
    const { actor, pending, calls } = leaderboard();
    const answer = board('today', 0);
    pending[0]?.resolve(answer);
    await tick();
    let s = actor.getSnapshot();
    expect(lb.selectEmpty(s)).toBe(true);
    expect(lb.selectLoading(s)).toBe(false);
    expect(lb.selectBoard(s)).toBe(answer);
    expect(lb.selectPhase(s)).toBe('"empty"');
    actor.send({ type: 'SELECT_PERIOD', period: 'week' });
    s = actor.getSnapshot();
    expect(calls).toEqual([{ period: 'today' }, { period: 'week' }]);
    expect(lb.selectPeriod(s)).toBe('week');
    expect(lb.selectBoard(s)).toBeNull();
  });

  it('failed: the retry state', async () => {
    const { actor, pending } = leaderboard();
    pending[0]?.reject(new Error('down'));
    await tick();
    const s = actor.getSnapshot();
    expect(lb.selectFailed(s)).toBe(true);
    expect(lb.selectLoading(s)).toBe(false);
    expect(lb.selectEmpty(s)).toBe(false);
    expect(lb.selectBoard(s)).toBeNull();
    expect(lb.selectPhase(s)).toBe('"failed"');
  });
});

const info = (credited?: VipInfo['credited']): VipInfo =>
  ({
    levels: [],
    current: { level: 1, name: 'Bronze' },
    next: null,
    progress: { turnover: 0, deposits: 0, total: 0, toNext: 0, percent: 0 },
    ...(credited ? { credited } : {}),
  }) as VipInfo;

function vipActor(memberType: number | null, vipOn: boolean, answer: () => Promise<VipInfo>, withSystem = true) {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const root = withSystem
    ? standInRoot({ session: recorder('session', sent), notifications: recorder('notifications', sent) })
    : undefined;
  const machine = vipBenefitsMachine.provide({ actors: { loadVip: fromPromise(answer) } });
  const actor = createActor(machine, { input: { memberType, vipOn }, parent: root }).start();
  return { actor, sent };
}

describe('VIP benefits machine and view', () => {
  it('flag off: unavailable', () => {
    const { actor } = vipActor(1, false, () => new Promise(() => undefined));
    const s = actor.getSnapshot();
    expect(vip.selectUnavailable(s)).toBe(true);
    expect(vip.selectLoading(s)).toBe(false);
    expect(vip.selectFailed(s)).toBe(false);
    expect(vip.selectInfo(s)).toBeNull();
    expect(vip.selectIsTrial(s)).toBe(false);
    expect(vip.selectPhase(s)).toBe('"unavailable"');
  });

  it('a member: loading without the register alert, then the info; no bonus, no refresh', async () => {
    const answer = info();
    const d = deferred<VipInfo>();
    const { actor, sent } = vipActor(1, true, () => d.promise);
    let s = actor.getSnapshot();
    expect(vip.selectLoading(s)).toBe(true);
    expect(vip.selectUnavailable(s)).toBe(false);
    expect(vip.selectInfo(s)).toBeNull();
    expect(vip.selectPhase(s)).toBe('"loading"');
    expect(sent).toEqual([]);
    d.resolve(answer);
    await tick();
    s = actor.getSnapshot();
    expect(vip.selectLoading(s)).toBe(false);
    expect(vip.selectInfo(s)).toBe(answer);
    expect(vip.selectPhase(s)).toBe('"shown"');
    expect(sent).toEqual([]);
  });

  it('a trial member: the register alert, and selectIsTrial', () => {
    const { actor, sent } = vipActor(4, true, () => new Promise(() => undefined));
    expect(vip.selectIsTrial(actor.getSnapshot())).toBe(true);
    expect(vip.selectLoading(actor.getSnapshot())).toBe(true);
    expect(sent.map((x) => x.to)).toEqual(['notifications']);
  });

  it('a paid bonus refreshes wallet and member; without a session it still shows', async () => {
    const credited = [{ level: 2, name: 'Silver', bonus: 5 }];
    const { actor, sent } = vipActor(1, true, async () => info(credited));
    await tick();
    expect(vip.selectInfo(actor.getSnapshot())?.credited).toEqual(credited);
    expect(sent).toEqual([
      { to: 'session', event: { type: 'REFRESH_WALLET' } },
      { to: 'session', event: { type: 'REFRESH_MEMBER' } },
    ]);
    const alone = vipActor(1, true, async () => info(credited), false);
    await tick();
    expect(alone.actor.getSnapshot().status).toBe('active');
    expect(vip.selectPhase(alone.actor.getSnapshot())).toBe('"shown"');
  });

  it('failed: the retry state', async () => {
    const { actor } = vipActor(1, true, async () => {
      throw new Error('down');
    });
    await tick();
    const s = actor.getSnapshot();
    expect(vip.selectFailed(s)).toBe(true);
    expect(vip.selectLoading(s)).toBe(false);
    expect(vip.selectInfo(s)).toBeNull();
  });
});
