import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { BankCard } from '../../domain/wallet/withdraw';
import { bankCardsMachine, type NewCard } from './bankCards.machine';

const cardA: BankCard = { id: 'c1', bankName: 'Vietcombank', accountName: 'Nguyen A', accountNo: '******1111' };
const cardB: BankCard = { id: 'c2', bankName: 'Techcombank', accountName: 'Nguyen A', accountNo: '******2222' };
const added: BankCard = { id: 'c3', bankName: 'Vietcombank', accountName: 'Nguyen B', accountNo: '******3333' };
const never = <T>() => new Promise<T>(() => undefined);

function harness(
  answers: { add?: () => Promise<BankCard>; remove?: () => Promise<void> } = {},
  input = { banks: ['Vietcombank', 'Techcombank'], maxCards: 3 },
) {
  const sent: { to: string; event: AnyEventObject }[] = [];
  const calls: { name: string; input: unknown }[] = [];
  const root = standInRoot({ notifications: recorder('notifications', sent) });
  const machine = bankCardsMachine.provide({
    actors: {
      loadCards: fromPromise<BankCard[], void>(async () => [cardA, cardB]),
      addCard: fromPromise<BankCard, NewCard>(({ input }) => {
        calls.push({ name: 'add', input });
        return (answers.add ?? never)();
      }),
      removeCard: fromPromise<void, { id: string }>(({ input }) => {
        calls.push({ name: 'remove', input });
        return (answers.remove ?? never)();
      }),
    },
    delays: { requestTimeout: 30 },
  });
  const actor = createActor(machine, { parent: root, input });
  return { actor, sent, calls, root };
}

describe('bank cards', () => {
  it('starts loading with no cards and an empty form, then lists the loaded cards', async () => {
    const { actor } = harness();
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      banks: ['Vietcombank', 'Techcombank'],
      maxCards: 3,
      cards: [],
      values: { bankName: '', accountName: '', accountNo: '' },
      errors: {},
      focus: null,
      refusal: null,
      removingId: null,
    });
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.cards).toEqual([cardA, cardB]);
  });

  it('toasts the limit instead of opening the form when at the limit', async () => {
    const { actor, sent } = harness({}, { banks: ['Vietcombank'], maxCards: 2 });
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: {
          type: 'TOAST',
          message: { key: 'wallet.withdraw.cardLimit', params: { max: 2 } },
          durationMs: 3000,
        },
      },
    ]);
  });

  it('adds a card with the trimmed values, appends it, empties the form and toasts success', async () => {
    const { actor, sent, calls } = harness({ add: async () => added });
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'ADD' });
    expect(actor.getSnapshot().value).toBe('adding');
    actor.send({ type: 'CHANGE', field: 'bankName', value: ' Vietcombank ' });
    actor.send({ type: 'CHANGE', field: 'accountName', value: '  Nguyen B ' });
    actor.send({ type: 'CHANGE', field: 'accountNo', value: ' 12345678 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls).toEqual([
      { name: 'add', input: { bankName: 'Vietcombank', accountName: 'Nguyen B', accountNo: '12345678' } },
    ]);
    expect(actor.getSnapshot().context.cards).toEqual([cardA, cardB, added]);
    expect(actor.getSnapshot().context.values).toEqual({ bankName: '', accountName: '', accountNo: '' });
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'wallet.withdraw.cardAdded' }, kind: 'success', durationMs: 3000 },
      },
    ]);
  });

  it('a refused add goes back to the form with the refusal and keeps what was typed', async () => {
    const { actor } = harness({ add: () => Promise.reject({ code: 'BANK_CARD_EXISTS' }) });
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'ADD' });
    actor.send({ type: 'CHANGE', field: 'bankName', value: 'Techcombank' });
    actor.send({ type: 'CHANGE', field: 'accountName', value: 'Tran C' });
    actor.send({ type: 'CHANGE', field: 'accountNo', value: 'ABC123456' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('adding'));
    expect(actor.getSnapshot().context.refusal).toEqual({ key: 'wallet.withdraw.errors.BANK_CARD_EXISTS' });
    expect(actor.getSnapshot().context.values).toEqual({
      bankName: 'Techcombank',
      accountName: 'Tran C',
      accountNo: 'ABC123456',
    });
  });

  it('removes the second card after the confirm: asks with its bank and account, sends its id, drops only it', async () => {
    const { actor, sent, calls } = harness({ remove: async () => undefined });
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'REMOVE', id: 'unknown' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(sent).toEqual([]);
    actor.send({ type: 'REMOVE', id: 'c2' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.removingId).toBe('c2');
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: {
          type: 'CONFIRM',
          title: { key: 'wallet.withdraw.removeTitle' },
          message: { key: 'wallet.withdraw.removeConfirm', params: { bank: 'Techcombank', account: '******2222' } },
          confirmLabel: { key: 'wallet.withdraw.remove' },
          replyTo: actor,
          confirmEvent: { type: 'REMOVE_CONFIRMED' },
          cancelEvent: { type: 'REMOVE_CANCELLED' },
        },
      },
    ]);
    actor.send({ type: 'REMOVE_CONFIRMED' });
    expect(actor.getSnapshot().value).toBe('removing');
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls).toEqual([{ name: 'remove', input: { id: 'c2' } }]);
    expect(actor.getSnapshot().context.cards).toEqual([cardA]);
    expect(actor.getSnapshot().context.removingId).toBeNull();
  });

  it('a cancelled confirm clears the card asked about', async () => {
    const { actor } = harness();
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'REMOVE', id: 'c1' });
    actor.send({ type: 'REMOVE_CANCELLED' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.removingId).toBeNull();
    expect(actor.getSnapshot().context.cards).toEqual([cardA, cardB]);
  });

  it('a refused remove keeps the cards and toasts the refusal', async () => {
    const { actor, sent } = harness({ remove: () => Promise.reject({ code: 'TRIAL_REFUSED' }) });
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'REMOVE', id: 'c1' });
    actor.send({ type: 'REMOVE_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.cards).toEqual([cardA, cardB]);
    expect(actor.getSnapshot().context.removingId).toBeNull();
    expect(sent.at(-1)).toEqual({
      to: 'notifications',
      event: {
        type: 'TOAST',
        message: { key: 'wallet.withdraw.errors.TRIAL_REFUSED' },
        kind: 'error',
        durationMs: 3000,
      },
    });
  });

  it('a remove that times out keeps the cards and toasts the timeout', async () => {
    const { actor, sent } = harness();
    actor.start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'REMOVE', id: 'c1' });
    actor.send({ type: 'REMOVE_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(actor.getSnapshot().context.removingId).toBeNull();
    expect(sent.at(-1)).toEqual({
      to: 'notifications',
      event: { type: 'TOAST', message: { key: 'wallet.withdraw.errors.timeout' }, kind: 'error', durationMs: 3000 },
    });
  });
});
