import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { AccountActivity } from '../../domain/protection/activity';
import { declaredCall } from '../shell/declared';

/**
 * Account activity (issue 16 item 6): the member's deposits, withdrawals, bets, wins and net position (wins minus
 * bets) for the last 30 days and since the account opened, as the server counts them. A failed or slow load offers
 * a retry; "refresh" loads again while the figures shown stay. Screen actor, started only for a real member.
 */
export interface AccountActivityContext {
  activity: AccountActivity | null;
}

export type AccountActivityEvent = { type: 'RETRY' } | { type: 'REFRESH' };

export const accountActivityMachine = setup({
  types: {} as { context: AccountActivityContext; events: AccountActivityEvent },
  actors: {
    loadActivity: declaredCall<AccountActivity>('accountActivity.loadActivity'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  actions: {
    setActivity: assign(({ event }) => ({ activity: (event as unknown as { output: AccountActivity }).output })),
  },
}).createMachine({
  id: 'accountActivity',
  description: 'The player’s own money at a glance: deposits, withdrawals, bets, wins and net, 30 days and all time.',
  context: { activity: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/protection/activity (figures already shown stay meanwhile).',
      invoke: {
        id: 'loadActivity',
        src: 'loadActivity',
        onDone: { target: 'shown', actions: 'setActivity' },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The figures could not be loaded: "Loading failed" with a retry.',
      on: { RETRY: 'loading' },
    },
    shown: {
      description: 'The figures are shown: last 30 days and since the account opened, money with two decimals.',
      on: { REFRESH: 'loading' },
    },
  },
});
