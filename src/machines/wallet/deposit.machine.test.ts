import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type {
  Deposit,
  DepositChannel,
  DepositChannels,
  DepositCreated,
  DepositPromotion,
  DepositRequest,
} from '../../domain/wallet/deposit';
import { type DepositInput, depositMachine, promotionOf, requestOf } from './deposit.machine';

const channel = (code: string): DepositChannel => ({
  code,
  kind: 'bank',
  name: code.toUpperCase(),
  min: 10,
  max: 1000,
  presets: [50, 100],
  feePercent: 0,
  payTo: null,
  proofs: true,
});
const promo = (id: string, minDeposit: number): DepositPromotion => ({
  id,
  title: id,
  bonusPercent: 10,
  maxBonus: 0,
  minDeposit,
});
const channels: DepositChannels = {
  currencySymbol: '₫',
  channels: [channel('bank1'), channel('bank2')],
  promotions: [promo('p1', 0), promo('p2', 500)],
};
const deposit = (status: Deposit['status']): Deposit => ({
  id: 'd1',
  channel: 'bank1',
  channelName: 'BANK1',
  kind: 'bank',
  amount: 100,
  fee: 0,
  bonus: 0,
  status,
  referenceCode: 'REF',
  payTo: null,
  proofCount: 0,
  reason: '',
  createdAt: '',
  decidedAt: '',
  expiresAt: '',
});
const never = <T>() => new Promise<T>(() => undefined);

interface Answers {
  channels?: () => Promise<DepositChannels>;
  deposit?: () => Promise<Deposit>;
  create?: () => Promise<DepositCreated>;
}

function harness(input: Partial<DepositInput>, answers: Answers = {}, extra: Record<string, AnyActorLogic> = {}) {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const calls: { name: string; input: unknown }[] = [];
  const root = standInRoot({ notifications: recorder('notifications', sent), ...extra });
  let keys = 0;
  const machine = depositMachine.provide({
    actors: {
      loadChannels: fromPromise<DepositChannels, void>(() => (answers.channels ?? (async () => channels))()),
      loadDeposit: fromPromise<Deposit, { id: string }>(({ input }) => {
        calls.push({ name: 'loadDeposit', input });
        return (answers.deposit ?? never)();
      }),
      newAttemptKey: fromPromise<string, void>(async () => `key-${++keys}`),
      createDeposit: fromPromise<DepositCreated, { request: DepositRequest; key: string }>(({ input }) => {
        calls.push({ name: 'create', input });
        return (answers.create ?? never)();
      }),
    },
    actions: { copyText: (_, params: { text: string }) => calls.push({ name: 'copy', input: params }) },
    delays: { pollDelay: 0, requestTimeout: 1000 },
  });
  const actor = createActor(machine, {
    parent: root,
    input: { memberType: 1, detailView: false, returnedId: null, ...input },
  }).start();
  return { actor, sent, calls, root };
}

describe('deposit: helpers', () => {
  it('requestOf builds the request; a missing channel is empty', () => {
    expect(requestOf({ selected: 'bank1', amount: '100', promotionId: 'p1' })).toEqual({
      channel: 'bank1',
      amount: 100,
      promotionId: 'p1',
    });
    expect(requestOf({ selected: null, amount: '5', promotionId: null })).toEqual({
      channel: '',
      amount: 5,
      promotionId: null,
    });
  });

  it('promotionOf finds the accepted promotion', () => {
    expect(promotionOf({ promotions: channels.promotions, promotionId: 'p2' })).toEqual(promo('p2', 500));
    expect(promotionOf({ promotions: channels.promotions, promotionId: null })).toBeNull();
  });
});

describe('deposit machine', () => {
  it('starts with an empty context and opens the compact form on the first channel', async () => {
    const { actor } = harness({}, { channels: never });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      memberType: 1,
      detailView: false,
      returnedId: null,
      currencySymbol: '',
      channels: [],
      promotions: [],
      selected: null,
      amount: '',
      promotionId: null,
      amountError: null,
      submitError: null,
      attemptKey: null,
      created: null,
      result: null,
      polls: 0,
    });
    const loaded = harness({});
    await waitFor(loaded.actor, (s) => s.matches({ ready: 'editing' }));
    expect(loaded.actor.getSnapshot().context.selected).toBe('bank1');
    expect(loaded.actor.getSnapshot().context.currencySymbol).toBe('₫');
  });

  it('with no channels nothing is selected and a submit asks to pick a channel', async () => {
    const { actor } = harness({}, { channels: async () => ({ currencySymbol: '₫', channels: [], promotions: [] }) });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'CHANGE_AMOUNT', value: '100' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.amountError).toEqual({ key: 'wallet.deposit.pickChannel' });
  });

  it('a promotion is accepted only when known; a shown amount error follows it', async () => {
    const { actor } = harness({});
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'SET_PROMOTION', id: 'unknown' });
    expect(actor.getSnapshot().context.promotionId).toBeNull();
    actor.send({ type: 'CHANGE_AMOUNT', value: '100' });
    actor.send({ type: 'SET_PROMOTION', id: 'p2' });
    expect(actor.getSnapshot().context.promotionId).toBe('p2');
    expect(actor.getSnapshot().context.amountError).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.amountError).toEqual({
      key: 'wallet.deposit.promotionMin',
      params: { min: '500.00' },
    });
    actor.send({ type: 'SET_PROMOTION', id: 'p1' });
    expect(actor.getSnapshot().context.promotionId).toBe('p1');
    expect(actor.getSnapshot().context.amountError).toBeNull();
  });

  it('sends the request with the key; a failure keeps the key for the same channel, a new channel drops it', async () => {
    const { actor, calls } = harness({}, { create: () => Promise.reject({}) });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    actor.send({ type: 'CHANGE_AMOUNT', value: '100' });
    actor.send({ type: 'SET_PROMOTION', id: 'p1' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.submitError !== null);
    expect(calls).toEqual([
      { name: 'create', input: { request: { channel: 'bank1', amount: 100, promotionId: 'p1' }, key: 'key-1' } },
    ]);
    expect(actor.getSnapshot().context.submitError).toEqual({ key: 'wallet.deposit.error.UNKNOWN' });
    expect(actor.getSnapshot().context.attemptKey).toBe('key-1');
    actor.send({ type: 'PICK_CHANNEL', code: 'bank1' });
    expect(actor.getSnapshot().context.attemptKey).toBe('key-1');
    expect(actor.getSnapshot().context.submitError).toEqual({ key: 'wallet.deposit.error.UNKNOWN' });
    actor.send({ type: 'PICK_CHANNEL', code: 'bank2' });
    expect(actor.getSnapshot().context.selected).toBe('bank2');
    expect(actor.getSnapshot().context.attemptKey).toBeNull();
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  for (const [label, error, expected] of [
    ['null', null, { submitError: { key: 'wallet.deposit.error.UNKNOWN' }, amountError: null }],
    ['undefined', undefined, { submitError: { key: 'wallet.deposit.error.UNKNOWN' }, amountError: null }],
    ['a null value', { value: null }, { submitError: { key: 'wallet.deposit.error.UNKNOWN' }, amountError: null }],
    [
      'null fields',
      { value: { fields: null } },
      { submitError: { key: 'wallet.deposit.error.UNKNOWN' }, amountError: null },
    ],
    [
      'a non-text amount',
      { value: { fields: { amount: 5 } } },
      { submitError: { key: 'wallet.deposit.error.UNKNOWN' }, amountError: null },
    ],
    ['an Error', new Error('gateway down'), { submitError: { text: 'gateway down' }, amountError: null }],
    [
      'the amount refused',
      { value: { fields: { amount: 'too much' } } },
      { submitError: null, amountError: { text: 'too much' } },
    ],
  ] as const) {
    it(`a create failure with ${label} goes back to the form`, async () => {
      const { actor } = harness({}, { create: () => Promise.reject(error) });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
      actor.send({ type: 'CHANGE_AMOUNT', value: '100' });
      actor.send({ type: 'SUBMIT' });
      await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.attemptKey !== null);
      expect(errors).toEqual([]);
      expect(actor.getSnapshot().context.submitError).toEqual(expected.submitError);
      expect(actor.getSnapshot().context.amountError).toEqual(expected.amountError);
    });
  }

  it('copies the text and toasts it', () => {
    const { actor, calls, sent } = harness({}, { channels: never });
    actor.send({ type: 'COPY', text: 'REF123' });
    expect(calls).toEqual([{ name: 'copy', input: { text: 'REF123' } }]);
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'wallet.deposit.copied' }, kind: 'success', durationMs: 1500 },
      },
    ]);
  });

  it('a returned deposit is read by its id; approved without a session actor still shows', async () => {
    const { actor, calls } = harness({ returnedId: 'd1' }, { deposit: async () => deposit('APPROVED') });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    await waitFor(actor, (s) => s.matches({ result: 'shown' }));
    expect(errors).toEqual([]);
    expect(calls).toEqual([{ name: 'loadDeposit', input: { id: 'd1' } }]);
    expect(actor.getSnapshot().context.result).toEqual(deposit('APPROVED'));
  });

  it('a pending returned deposit is asked again at most ten more times', async () => {
    const { actor, calls } = harness({ returnedId: 'd1' }, { deposit: async () => deposit('PENDING') });
    await waitFor(actor, (s) => s.matches({ result: 'shown' }));
    expect(calls.length).toBe(11);
    expect(actor.getSnapshot().context.polls).toBe(10);
  });
});
