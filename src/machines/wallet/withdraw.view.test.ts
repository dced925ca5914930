import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { bankCardsMachine } from './bankCards.machine';
import { paymentPasswordMachine } from './paymentPassword.machine';
import { transferMachine } from './transfer.machine';
import { withdrawMachine } from './withdraw.machine';
import * as view from './withdraw.view';
import { withdrawalsMachine } from './withdrawals.machine';

const form = {
  values: { amount: '150', bankCardId: 'c1', paymentPassword: '123456' },
  errors: { amount: { key: 'wallet.withdraw.tooMuch' } },
  focus: 'amount',
  refusal: { key: 'wallet.withdraw.refused' },
};

describe('withdraw screen selectors (withdraw machine)', () => {
  const leaves = [
    'checking',
    'leaving',
    'loading',
    'failed',
    'ready.deciding',
    'ready.needsPassword',
    'ready.editing',
    'ready.keying',
    'ready.submitting',
  ];
  const settings = { min: 100, max: 5000, withdrawable: 900 };
  const lastWithdrawal = { id: 'W1', amount: 150 };
  const context = { memberType: 'REAL', settings, ...form, attempt: null, lastWithdrawal };

  it('each flag is true in exactly its states', () => {
    expect(
      table(withdrawMachine, leaves, context, {
        leaving: view.selectLeaving,
        loading: view.selectLoading,
        failed: view.selectFailed,
        needsPassword: view.selectNeedsPassword,
        showsForm: view.selectShowsForm,
        submitting: view.selectSubmitting,
      }),
    ).toEqual({
      leaving: ['leaving'],
      loading: ['checking', 'loading'],
      failed: ['failed'],
      needsPassword: ['ready.needsPassword'],
      showsForm: ['ready.editing', 'ready.keying', 'ready.submitting'],
      submitting: ['ready.keying', 'ready.submitting'],
    });
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(withdrawMachine, 'ready.deciding', context);
    expect(view.selectLeaving(s)).toBe(false);
    expect(view.selectLoading(s)).toBe(false);
    expect(view.selectFailed(s)).toBe(false);
    expect(view.selectNeedsPassword(s)).toBe(false);
    expect(view.selectShowsForm(s)).toBe(false);
    expect(view.selectSubmitting(s)).toBe(false);
  });

  it('gives the settings, the form, the last withdrawal and the phase text', () => {
    const s = at(withdrawMachine, 'ready.editing', context);
    expect(view.selectSettings(s)).toBe(settings);
    expect(view.selectForm(s)).toEqual(form);
    expect(view.selectLastWithdrawal(s)).toBe(lastWithdrawal);
    expect(view.phase(s)).toBe('{"ready":"editing"}');
    expect(view.phase(at(withdrawMachine, 'loading', context))).toBe('"loading"');
  });
});

describe('bank card selectors (bank cards machine)', () => {
  const leaves = ['loading', 'failed', 'list', 'adding', 'saving', 'confirming', 'removing'];
  const cards = [{ id: 'c1' }, { id: 'c2' }];
  const context = { cards, maxCards: 3, ...form };

  it('each flag is true in exactly its states', () => {
    expect(
      table(bankCardsMachine, leaves, context, {
        loading: view.cardsLoading,
        failed: view.cardsFailed,
        canAdd: view.cardsCanAdd,
        adding: view.cardsAdding,
        saving: view.cardsSaving,
      }),
    ).toEqual({
      loading: ['loading'],
      failed: ['failed'],
      canAdd: ['list'],
      adding: ['adding', 'saving'],
      saving: ['saving'],
    });
  });

  it('a card may be added only while fewer than the limit are held', () => {
    expect(view.cardsCanAdd(at(bankCardsMachine, 'list', { ...context, maxCards: 3 }))).toBe(true);
    expect(view.cardsCanAdd(at(bankCardsMachine, 'list', { ...context, maxCards: 2 }))).toBe(false);
    expect(view.cardsCanAdd(at(bankCardsMachine, 'list', { ...context, maxCards: 1 }))).toBe(false);
    expect(view.cardsCanAdd(at(bankCardsMachine, 'adding', { ...context, maxCards: 3 }))).toBe(false);
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(bankCardsMachine, 'confirming', context);
    expect(view.cardsLoading(s)).toBe(false);
    expect(view.cardsFailed(s)).toBe(false);
    expect(view.cardsCanAdd(s)).toBe(false);
    expect(view.cardsAdding(s)).toBe(false);
    expect(view.cardsSaving(s)).toBe(false);
  });

  it('gives the cards, the form and the limit', () => {
    const s = at(bankCardsMachine, 'adding', context);
    expect(view.cardsList(s)).toBe(cards);
    expect(view.cardsForm(s)).toEqual(form);
    expect(view.cardsLimit(s)).toEqual({ held: 2, max: 3 });
  });
});

describe('payment password selectors (payment password machine)', () => {
  const context = { ...form };

  it('saving and done each hold in their own state only', () => {
    expect(
      table(paymentPasswordMachine, ['editing', 'saving', 'done'], context, {
        saving: view.passwordSaving,
        done: view.passwordDone,
      }),
    ).toEqual({ saving: ['saving'], done: ['done'] });
    expect(view.passwordSaving(at(paymentPasswordMachine, 'editing', context))).toBe(false);
    expect(view.passwordDone(at(paymentPasswordMachine, 'editing', context))).toBe(false);
  });

  it('gives the form', () => {
    expect(view.passwordForm(at(paymentPasswordMachine, 'editing', context))).toEqual(form);
  });
});

describe('withdrawal history selectors (withdrawals machine)', () => {
  const leaves = ['loading', 'failed', 'list.idle', 'list.loadingMore', 'list.moreFailed'];
  const items = [{ id: 'W1' }];
  const context = { items, page: 1, totalPages: 2 };

  it('each flag is true in exactly its states', () => {
    expect(
      table(withdrawalsMachine, leaves, context, {
        loading: view.withdrawalsLoading,
        failed: view.withdrawalsFailed,
        shown: view.withdrawalsShown,
        canMore: view.withdrawalsCanMore,
        loadingMore: view.withdrawalsLoadingMore,
        moreFailed: view.withdrawalsMoreFailed,
      }),
    ).toEqual({
      loading: ['loading'],
      failed: ['failed'],
      shown: ['list.idle', 'list.loadingMore', 'list.moreFailed'],
      canMore: ['list.idle'],
      loadingMore: ['list.loadingMore'],
      moreFailed: ['list.moreFailed'],
    });
  });

  it('more can be asked for only while pages remain', () => {
    expect(view.withdrawalsCanMore(at(withdrawalsMachine, 'list.idle', { ...context, page: 1 }))).toBe(true);
    expect(view.withdrawalsCanMore(at(withdrawalsMachine, 'list.idle', { ...context, page: 2 }))).toBe(false);
    expect(view.withdrawalsCanMore(at(withdrawalsMachine, 'list.idle', { ...context, page: 3 }))).toBe(false);
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(withdrawalsMachine, 'failed', context);
    expect(view.withdrawalsLoading(s)).toBe(false);
    expect(view.withdrawalsShown(s)).toBe(false);
    expect(view.withdrawalsCanMore(s)).toBe(false);
    expect(view.withdrawalsLoadingMore(s)).toBe(false);
    expect(view.withdrawalsMoreFailed(s)).toBe(false);
    expect(view.withdrawalsFailed(at(withdrawalsMachine, 'loading', context))).toBe(false);
  });

  it('gives the items', () => {
    expect(view.withdrawalsItems(at(withdrawalsMachine, 'list.idle', context))).toBe(items);
  });
});

describe('transfer selectors (transfer machine)', () => {
  const leaves = [
    'checking',
    'refused',
    'loading',
    'failed',
    'ready.idle',
    'ready.keyingOne',
    'ready.keyingAll',
    'ready.moving',
    'ready.movingAll',
  ];
  const summary = { main: 100, games: [] };
  const transferForm = {
    direction: 'in',
    game: 'SABA',
    amount: '50',
    errors: { amount: { key: 'wallet.transfer.tooMuch' } },
    refusal: { key: 'wallet.transfer.refused' },
  };
  const context = { memberType: 'REAL', summary, ...transferForm, attempt: null };

  it('each flag is true in exactly its states', () => {
    expect(
      table(transferMachine, leaves, context, {
        refused: view.transferRefused,
        loading: view.transferLoading,
        failed: view.transferFailed,
        busy: view.transferBusy,
      }),
    ).toEqual({
      refused: ['refused'],
      loading: ['checking', 'loading'],
      failed: ['failed'],
      busy: ['ready.keyingOne', 'ready.keyingAll', 'ready.moving', 'ready.movingAll'],
    });
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(transferMachine, 'ready.idle', context);
    expect(view.transferRefused(s)).toBe(false);
    expect(view.transferLoading(s)).toBe(false);
    expect(view.transferFailed(s)).toBe(false);
    expect(view.transferBusy(s)).toBe(false);
  });

  it('gives the summary and the form', () => {
    const s = at(transferMachine, 'ready.idle', context);
    expect(view.transferSummary(s)).toBe(summary);
    expect(view.transferForm(s)).toEqual(transferForm);
  });
});
