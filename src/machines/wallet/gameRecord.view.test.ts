import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { gameRecordMachine } from './gameRecord.machine';
import * as view from './gameRecord.view';

describe('game record selectors (gameRecord machine)', () => {
  const context = { tab: 'rounds' };

  it('the tabs show in the open state only', () => {
    expect(table(gameRecordMachine, ['checking', 'leaving', 'open'], context, { open: view.selectOpen })).toEqual({
      open: ['open'],
    });
    expect(view.selectOpen(at(gameRecordMachine, 'leaving', context))).toBe(false);
  });

  it('gives the tab', () => {
    expect(view.selectTab(at(gameRecordMachine, 'open', context))).toBe('rounds');
  });
});
