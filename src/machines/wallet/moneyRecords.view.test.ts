import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { moneyRecordsMachine } from './moneyRecords.machine';
import * as view from './moneyRecords.view';

describe('money record selectors (moneyRecords machine)', () => {
  const leaves = ['checking', 'refused', 'loading', 'failed', 'list.idle', 'list.loadingMore', 'list.moreFailed'];
  const records = [{ id: 'R1' }];
  const context = { memberType: 'REAL', kind: 'DEPOSIT', range: 'TODAY', records, total: 11, page: 1, totalPages: 2 };

  it('each flag is true in exactly its states', () => {
    expect(
      table(moneyRecordsMachine, leaves, context, {
        refused: view.selectRefused,
        loading: view.selectLoading,
        failed: view.selectFailed,
        showsList: view.selectShowsList,
        canLoadMore: view.selectCanLoadMore,
        loadingMore: view.selectLoadingMore,
        moreFailed: view.selectMoreFailed,
      }),
    ).toEqual({
      refused: ['refused'],
      loading: ['checking', 'loading'],
      failed: ['failed'],
      showsList: ['list.idle', 'list.loadingMore', 'list.moreFailed'],
      canLoadMore: ['list.idle'],
      loadingMore: ['list.loadingMore'],
      moreFailed: ['list.moreFailed'],
    });
  });

  it('more can be asked for only while pages remain', () => {
    expect(view.selectCanLoadMore(at(moneyRecordsMachine, 'list.idle', { ...context, page: 2 }))).toBe(false);
    expect(view.selectCanLoadMore(at(moneyRecordsMachine, 'list.idle', { ...context, page: 3 }))).toBe(false);
  });

  it('gives the kind, the range, the records, the total and the phase', () => {
    const s = at(moneyRecordsMachine, 'list.idle', context);
    expect(view.selectKind(s)).toBe('DEPOSIT');
    expect(view.selectRange(s)).toBe('TODAY');
    expect(view.selectRecords(s)).toBe(records);
    expect(view.selectTotal(s)).toBe(11);
    expect(view.selectPhase(s)).toBe('{"list":"idle"}');
  });
});
