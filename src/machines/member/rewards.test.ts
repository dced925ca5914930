import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { deferred } from '../../../tests/support/deferred';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { ExchangeRule, PointsPage, Reward } from '../../domain/member/rewards';
import { ApiError } from '../../services/shell/http';
import { type ExchangePayload, type ExchangeResult, pointsExchangeMachine } from './pointsExchange.machine';
import { type RewardCentreData, rewardCentreMachine } from './rewardCentre.machine';
import * as view from './rewardCentre.view';
import { type ClaimResult, rewardClaimMachine } from './rewardClaim.machine';

const tick = () => new Promise((r) => setTimeout(r, 0));
type Sent = { to: string; event: AnyEventObject };

const rule: ExchangeRule = { minPoints: 100, pointsPerUnit: 100, unitAmount: 1 };
const reward = (id: string, status: Reward['status'] = 'AVAILABLE'): Reward => ({
  id,
  titleKey: 'weekly',
  title: 'Weekly',
  amount: 5,
  status,
  expiresAt: '',
  claimedAt: '',
});
const entry = (id: string) => ({ id, kind: 'ROUND' as const, points: 1, turnover: 10, createdAt: '' });
const page = (pageNum: number, totalPages: number, ids: string[]): PointsPage => ({
  balance: 300,
  content: ids.map(entry),
  pageNum,
  totalPages,
  exchange: rule,
});

function centre(memberType: number | null, rewardsOn = true) {
  const sent: Sent[] = [];
  const root = standInRoot({
    notifications: recorder('notifications', sent),
    navigator: recorder('navigator', sent),
  });
  const loads: ReturnType<typeof deferred<RewardCentreData>>[] = [];
  const pages: { input: { pageNo: number }; d: ReturnType<typeof deferred<PointsPage>> }[] = [];
  const machine = rewardCentreMachine.provide({
    actors: {
      load: fromPromise<RewardCentreData, void>(() => {
        const d = deferred<RewardCentreData>();
        loads.push(d);
        return d.promise;
      }),
      loadPoints: fromPromise<PointsPage, { pageNo: number }>(({ input }) => {
        const d = deferred<PointsPage>();
        pages.push({ input, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { memberType, rewardsOn }, parent: root }).start();
  return { actor, sent, loads, pages };
}

describe('reward centre machine and view', () => {
  it('flag off: off, with the initial lists empty', () => {
    const { actor, sent } = centre(1, false);
    const s = actor.getSnapshot();
    expect(view.selectOff(s)).toBe(true);
    expect(view.selectLeaving(s)).toBe(false);
    expect(view.selectLoading(s)).toBe(false);
    expect(view.selectReady(s)).toBe(false);
    expect(view.selectFailed(s)).toBe(false);
    expect(view.selectRewards(s)).toEqual([]);
    expect(view.selectPoints(s)).toBeNull();
    expect(view.selectCanMore(s)).toBe(false);
    expect(view.selectMoreFailed(s)).toBe(false);
    expect(view.selectTab(s)).toBe('rewards');
    expect(view.phase(s)).toBe('"off"');
    expect(sent).toEqual([]);
  });

  it('a trial member: the register alert, then home', () => {
    const { actor, sent } = centre(4);
    expect(view.selectLeaving(actor.getSnapshot())).toBe(true);
    expect(view.selectOff(actor.getSnapshot())).toBe(false);
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: {
          type: 'CONFIRM',
          title: { key: 'errors.in_popup_prompt' },
          message: { key: 'shell.registerPrompt' },
          confirmLabel: { key: 'shell.registerNow' },
          confirmHref: '/m/register',
        },
      },
      { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } },
    ]);
  });

  it('a member loads; failed offers retry', async () => {
    const { actor, loads, sent } = centre(1);
    expect(view.selectLoading(actor.getSnapshot())).toBe(true);
    expect(view.selectReady(actor.getSnapshot())).toBe(false);
    expect(sent).toEqual([]);
    loads[0]?.reject(new Error('down'));
    await tick();
    expect(view.selectFailed(actor.getSnapshot())).toBe(true);
    expect(view.selectLoading(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RETRY' });
    expect(view.selectLoading(actor.getSnapshot())).toBe(true);
  });

  it('ready: tabs, claims replace only their reward, more pages append without duplicates', async () => {
    const { actor, loads, pages } = centre(1);
    const first = page(2, 3, ['e1', 'e2']);
    loads[0]?.resolve({ rewards: [reward('r1'), reward('r2')], points: first });
    await tick();
    let s = actor.getSnapshot();
    expect(view.selectReady(s)).toBe(true);
    expect(view.selectLoading(s)).toBe(false);
    expect(view.selectPoints(s)).toEqual(first);
    expect(view.selectCanMore(s)).toBe(true);
    expect(view.selectLoadingMore(s)).toBe(false);
    actor.send({ type: 'SHOW_TAB', tab: 'points' });
    expect(view.selectTab(actor.getSnapshot())).toBe('points');
    const claimed = reward('r2', 'CLAIMED');
    actor.send({ type: 'CLAIMED', reward: claimed });
    expect(view.selectRewards(actor.getSnapshot())).toEqual([reward('r1'), claimed]);

    actor.send({ type: 'MORE' });
    s = actor.getSnapshot();
    expect(view.selectLoadingMore(s)).toBe(true);
    expect(pages[0]?.input).toEqual({ pageNo: 3 });
    pages[0]?.d.resolve(page(3, 3, ['e2', 'e3']));
    await tick();
    s = actor.getSnapshot();
    expect(view.selectLoadingMore(s)).toBe(false);
    expect(view.selectPoints(s)?.content.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(view.selectPoints(s)?.pageNum).toBe(3);
    expect(view.selectCanMore(s)).toBe(false);
    actor.send({ type: 'MORE' });
    expect(view.selectLoadingMore(actor.getSnapshot())).toBe(false);
    expect(pages).toHaveLength(1);
  });

  it('a failed page is marked; an exchange reloads page 1 and clears the mark; a failed reload toasts', async () => {
    const { actor, loads, pages, sent } = centre(1);
    loads[0]?.resolve({ rewards: [], points: page(1, 2, ['e1']) });
    await tick();
    actor.send({ type: 'MORE' });
    expect(pages[0]?.input).toEqual({ pageNo: 2 });
    pages[0]?.d.reject(new Error('down'));
    await tick();
    expect(view.selectMoreFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'EXCHANGED' });
    expect(pages[1]?.input).toEqual({ pageNo: 1 });
    const fresh = page(1, 2, ['e9']);
    pages[1]?.d.resolve(fresh);
    await tick();
    expect(view.selectMoreFailed(actor.getSnapshot())).toBe(false);
    expect(view.selectPoints(actor.getSnapshot())).toEqual(fresh);
    actor.send({ type: 'EXCHANGED' });
    pages[2]?.d.reject(new Error('down'));
    await tick();
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'member.rewards.reloadFailed' }, kind: 'error', durationMs: 3000 },
      },
    ]);
  });
});

function claim(newKey: () => Promise<string>, claimImpl: () => Promise<ClaimResult>, withSystem = true) {
  const sent: Sent[] = [];
  const root = withSystem
    ? standInRoot({ session: recorder('session', sent), notifications: recorder('notifications', sent) })
    : undefined;
  const claims: { rewardId: string; key: string }[] = [];
  let keys = 0;
  const machine = rewardClaimMachine.provide({
    actors: {
      newKey: fromPromise(() => {
        keys++;
        return newKey();
      }),
      claim: fromPromise<ClaimResult, { rewardId: string; key: string }>(({ input }) => {
        claims.push(input);
        return claimImpl();
      }),
    },
  });
  const actor = createActor(machine, { input: { rewardId: 'r1' }, parent: root }).start();
  return { actor, sent, claims, keyCount: () => keys };
}

describe('reward claim machine and view', () => {
  it('starts idle with nothing held', () => {
    const { actor } = claim(
      async () => 'k1',
      async () => ({ reward: reward('r1'), balance: 1 }),
    );
    const s = actor.getSnapshot();
    expect(s.context).toEqual({ rewardId: 'r1', key: null, refusal: null, result: null });
    expect(view.claimBusy(s)).toBe(false);
    expect(view.claimFailed(s)).toBe(false);
    expect(view.claimRefusal(s)).toBeNull();
    expect(view.claimResult(s)).toBeNull();
  });

  it('claims with the key; busy meanwhile; claimed refreshes the wallet', async () => {
    const result = { reward: reward('r1', 'CLAIMED'), balance: 10 };
    const d = deferred<ClaimResult>();
    const { actor, claims, sent } = claim(
      async () => 'k1',
      () => d.promise,
    );
    actor.send({ type: 'CLAIM' });
    expect(actor.getSnapshot().value).toBe('keying');
    expect(view.claimBusy(actor.getSnapshot())).toBe(true);
    await tick();
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(view.claimBusy(actor.getSnapshot())).toBe(true);
    expect(claims).toEqual([{ rewardId: 'r1', key: 'k1' }]);
    d.resolve(result);
    await tick();
    expect(view.claimBusy(actor.getSnapshot())).toBe(false);
    expect(view.claimResult(actor.getSnapshot())).toEqual(result);
    expect(sent[0]).toEqual({ to: 'session', event: { type: 'REFRESH_WALLET' } });
  });

  it('claimed without a session still ends claimed', async () => {
    const { actor } = claim(
      async () => 'k1',
      async () => ({ reward: reward('r1', 'CLAIMED'), balance: 10 }),
      false,
    );
    actor.send({ type: 'CLAIM' });
    await tick();
    await tick();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('claimed');
  });

  it('a failed key: retry makes a key again; a failed claim: retry keeps the key', async () => {
    let keyCalls = 0;
    let claimCalls = 0;
    const { actor, claims, keyCount } = claim(
      async () => {
        keyCalls++;
        if (keyCalls === 1) throw new Error('no key');
        return 'k2';
      },
      async () => {
        claimCalls++;
        throw new ApiError('busy', 'REQUEST_IN_PROGRESS', 409);
      },
    );
    actor.send({ type: 'CLAIM' });
    await tick();
    expect(view.claimFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.key).toBeNull();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('keying');
    await tick();
    await tick();
    expect(keyCount()).toBe(2);
    expect(claims).toEqual([{ rewardId: 'r1', key: 'k2' }]);
    expect(view.claimRefusal(actor.getSnapshot())).toEqual({ key: 'member.rewards.errors.REQUEST_IN_PROGRESS' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('claiming');
    expect(claimCalls).toBe(2);
  });
});

function exchange(exchangeImpl: (input: { payload: ExchangePayload; key: string }) => Promise<ExchangeResult>) {
  const sent: Sent[] = [];
  const root = standInRoot({ notifications: recorder('notifications', sent) });
  const inputs: { payload: ExchangePayload; key: string }[] = [];
  let keys = 0;
  const machine = pointsExchangeMachine.provide({
    actors: {
      newKey: fromPromise(async () => {
        keys++;
        return `k${keys}`;
      }),
      exchange: fromPromise<ExchangeResult, { payload: ExchangePayload; key: string }>(({ input }) => {
        inputs.push(input);
        return exchangeImpl(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { held: 500, rule }, parent: root }).start();
  return { actor, sent, inputs };
}

const submit = async (actor: { send: (e: { type: 'SUBMIT' }) => void }) => {
  actor.send({ type: 'SUBMIT' });
  await tick();
  await tick();
};

describe('points exchange machine and view', () => {
  it('the form and result; busy while it runs; done without a session keeps running', async () => {
    const { actor, inputs, sent } = exchange(async () => ({ points: 300, amount: 2, balance: 12 }));
    expect(view.exchangeForm(actor.getSnapshot())).toEqual({
      value: '',
      error: null,
      refusal: null,
      held: 500,
      rule,
    });
    expect(view.exchangeResult(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'CHANGE', value: '200' });
    actor.send({ type: 'SUBMIT' });
    expect(view.exchangeBusy(actor.getSnapshot())).toBe(true);
    await tick();
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view.exchangeBusy(actor.getSnapshot())).toBe(false);
    expect(inputs).toEqual([{ payload: { points: 200 }, key: 'k1' }]);
    expect(view.exchangeResult(actor.getSnapshot())).toEqual({ points: 300, amount: 2, balance: 12 });
    expect(view.exchangeForm(actor.getSnapshot()).held).toBe(300);
    expect(sent.map((x) => x.event.type)).toEqual(['TOAST']);
  });

  it('not enough points: the server count when it sends one, else the count held', async () => {
    let calls = 0;
    const { actor } = exchange(async () => {
      calls++;
      if (calls === 1) throw new ApiError('few', 'POINTS_INSUFFICIENT', 409, { held: 150 });
      throw new ApiError('few', 'POINTS_INSUFFICIENT', 409);
    });
    actor.send({ type: 'CHANGE', value: '200' });
    await submit(actor);
    expect(view.exchangeForm(actor.getSnapshot()).held).toBe(150);
    expect(view.exchangeForm(actor.getSnapshot()).error).toEqual({
      key: 'member.rewards.exchange.notEnough',
      params: { held: 150 },
    });
    actor.send({ type: 'HELD', points: 400 });
    actor.send({ type: 'CHANGE', value: '300' });
    await submit(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(view.exchangeForm(actor.getSnapshot()).held).toBe(400);
    expect(view.exchangeForm(actor.getSnapshot()).error).toEqual({
      key: 'member.rewards.exchange.notEnough',
      params: { held: 400 },
    });
  });

  it('refusals: an INVALID_INPUT field message goes to the field, else the refusal; retry keeps the key', async () => {
    const errors = [
      new ApiError('bad', 'REWARD_EXPIRED', 400, { fields: { points: 'ignored' } }),
      new ApiError('bad', 'INVALID_INPUT', 400, { fields: { points: 'Too many points' } }),
      new ApiError('Server says no', 'INVALID_INPUT', 400, { other: 1 }),
      new ApiError('Server says no', 'INVALID_INPUT', 400, { fields: { points: 7 } }),
    ];
    let i = 0;
    const { actor, inputs } = exchange(async () => {
      throw errors[i++];
    });
    actor.send({ type: 'CHANGE', value: '200' });
    await submit(actor);
    let form = view.exchangeForm(actor.getSnapshot());
    expect(form.refusal).toEqual({ key: 'member.rewards.errors.REWARD_EXPIRED' });
    expect(form.error).toBeNull();
    await submit(actor);
    form = view.exchangeForm(actor.getSnapshot());
    expect(form.error).toEqual({ text: 'Too many points' });
    expect(form.refusal).toBeNull();
    await submit(actor);
    form = view.exchangeForm(actor.getSnapshot());
    expect(actor.getSnapshot().status).toBe('active');
    expect(form.refusal).toEqual({ text: 'Server says no' });
    expect(form.error).toEqual({ text: 'Too many points' });
    await submit(actor);
    form = view.exchangeForm(actor.getSnapshot());
    expect(form.refusal).toEqual({ text: 'Server says no' });
    expect(inputs.map((x) => x.key)).toEqual(['k1', 'k1', 'k1', 'k1']);
  });
});
