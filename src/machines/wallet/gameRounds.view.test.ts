import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { gameRoundsMachine } from './gameRounds.machine';
import * as view from './gameRounds.view';

describe('game round selectors (gameRounds machine)', () => {
  const leaves = ['loading', 'failed', 'list.idle', 'list.loadingMore', 'list.moreFailed'];
  const context = {
    range: 'TODAY',
    category: 'SLOT',
    rounds: [],
    total: 0,
    summary: null,
    period: null,
    page: 1,
    totalPages: 2,
  };

  it('each flag is true in exactly its states', () => {
    expect(
      table(gameRoundsMachine, leaves, context, {
        loading: view.selectLoading,
        failed: view.selectFailed,
        showsList: view.selectShowsList,
        canLoadMore: view.selectCanLoadMore,
        loadingMore: view.selectLoadingMore,
        moreFailed: view.selectMoreFailed,
      }),
    ).toEqual({
      loading: ['loading'],
      failed: ['failed'],
      showsList: ['list.idle', 'list.loadingMore', 'list.moreFailed'],
      canLoadMore: ['list.idle'],
      loadingMore: ['list.loadingMore'],
      moreFailed: ['list.moreFailed'],
    });
  });

  it('more can be asked for only while pages remain', () => {
    expect(view.selectCanLoadMore(at(gameRoundsMachine, 'list.idle', { ...context, page: 2 }))).toBe(false);
    expect(view.selectCanLoadMore(at(gameRoundsMachine, 'list.idle', { ...context, page: 3 }))).toBe(false);
  });
});
