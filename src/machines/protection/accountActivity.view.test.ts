import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountActivity } from '../../domain/protection/activity';
import { accountActivityMachine } from './accountActivity.machine';
import { activity, activityFailed, activityLoading, activityRefreshing } from './accountActivity.view';

const totals = { deposits: 10, withdrawals: 0, bets: 5, wins: 2, net: -3 };
const figures: AccountActivity = {
  openedAt: '2024-01-01T00:00:00.000Z',
  windowStart: '2025-01-01T00:00:00.000Z',
  last30Days: totals,
  sinceOpened: totals,
};

describe('account activity selectors', () => {
  it('the first load is loading, not refreshing; shown figures are neither; a refresh is refreshing only', async () => {
    let loads = 0;
    const machine = accountActivityMachine.provide({
      actors: {
        loadActivity: fromPromise<AccountActivity, void>(() => {
          loads += 1;
          return loads === 1 ? Promise.resolve(figures) : new Promise(() => undefined);
        }),
      },
    });
    const actor = createActor(machine).start();
    const first = actor.getSnapshot();
    expect([activityLoading(first), activityRefreshing(first), activityFailed(first)]).toEqual([true, false, false]);
    expect(activity(first)).toBeNull();

    await waitFor(actor, (s) => s.matches('shown'));
    const shown = actor.getSnapshot();
    expect([activityLoading(shown), activityRefreshing(shown), activityFailed(shown)]).toEqual([false, false, false]);
    expect(activity(shown)).toEqual(figures);

    actor.send({ type: 'REFRESH' });
    const refreshing = actor.getSnapshot();
    expect(refreshing.value).toBe('loading');
    expect([activityLoading(refreshing), activityRefreshing(refreshing), activityFailed(refreshing)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
