import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { depositHistoryMachine } from './depositHistory.machine';
import * as view from './depositHistory.view';

describe('recent deposits selectors (deposit history machine)', () => {
  const leaves = ['loading', 'failed', 'idle', 'loadingMore', 'moreFailed'];
  const deposits = [{ id: 'D1' }];
  const some = { deposits, page: 1, totalPages: 2 };
  const none = { deposits: [], page: 1, totalPages: 2 };

  it('with deposits shown: each flag is true in exactly its states', () => {
    expect(
      table(depositHistoryMachine, leaves, some, {
        loading: view.selectLoading,
        failed: view.selectFailed,
        empty: view.selectEmpty,
        canLoadMore: view.selectCanLoadMore,
        loadingMore: view.selectLoadingMore,
        moreFailed: view.selectMoreFailed,
      }),
    ).toEqual({
      loading: [],
      failed: ['failed'],
      empty: [],
      canLoadMore: ['idle'],
      loadingMore: ['loadingMore'],
      moreFailed: ['moreFailed'],
    });
  });

  it('with nothing yet: loading and empty show in their states only', () => {
    expect(
      table(depositHistoryMachine, leaves, none, {
        loading: view.selectLoading,
        empty: view.selectEmpty,
      }),
    ).toEqual({ loading: ['loading'], empty: ['idle'] });
  });

  it('the flags are false, not missing, where they do not hold', () => {
    const s = at(depositHistoryMachine, 'idle', some);
    expect(view.selectLoading(s)).toBe(false);
    expect(view.selectFailed(s)).toBe(false);
    expect(view.selectEmpty(s)).toBe(false);
    expect(view.selectLoadingMore(s)).toBe(false);
    expect(view.selectMoreFailed(s)).toBe(false);
    expect(view.selectCanLoadMore(at(depositHistoryMachine, 'failed', some))).toBe(false);
  });

  it('more can be asked for only while pages remain', () => {
    expect(view.selectCanLoadMore(at(depositHistoryMachine, 'idle', { ...some, page: 1 }))).toBe(true);
    expect(view.selectCanLoadMore(at(depositHistoryMachine, 'idle', { ...some, page: 2 }))).toBe(false);
    expect(view.selectCanLoadMore(at(depositHistoryMachine, 'idle', { ...some, page: 3 }))).toBe(false);
  });

  it('gives the deposits', () => {
    expect(view.selectDeposits(at(depositHistoryMachine, 'idle', some))).toBe(deposits);
  });
});
