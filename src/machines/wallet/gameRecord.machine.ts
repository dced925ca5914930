import { assertEvent, assign, setup } from 'xstate';
import type { RecordsQuery, RecordsTab } from '../../domain/wallet/records';
import { sendToLogin } from '../account/loginRedirect';
import { declaredEffect } from '../shell/declared';

/**
 * Game records /m/gameRecord (issue 14 item 4, spec §2 side menu "Game records", §6 roles): a visitor is sent to
 * /m/login (also when the address is typed); a member or a trial member sees three tabs, game rounds, lottery orders,
 * and deposits and withdrawals. The tab lives in the address's query, so a reload and Back open the same tab; each
 * tab's list is its own machine (gameRounds, the lottery orders, moneyRecords). Screen actor; input: the member type
 * at entry and the tab of the address.
 */
export interface GameRecordInput {
  /** null for a visitor. */
  memberType: number | null;
  tab: RecordsTab;
}

export interface GameRecordContext {
  memberType: number | null;
  tab: RecordsTab;
}

export type GameRecordEvent = { type: 'SELECT_TAB'; tab: RecordsTab };

export const gameRecordMachine = setup({
  types: {} as { context: GameRecordContext; events: GameRecordEvent; input: GameRecordInput },
  guards: {
    isVisitor: ({ context }) => context.memberType === null,
    isOtherTab: ({ context, event }) => {
      assertEvent(event, 'SELECT_TAB');
      return event.tab !== context.tab;
    },
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    setTab: assign({
      tab: ({ event }) => {
        assertEvent(event, 'SELECT_TAB');
        return event.tab;
      },
    }),
    /** Writes a change of tab or filter into the address's query, replacing the entry (provided with the screen). */
    showInAddress: declaredEffect<Partial<RecordsQuery>>(),
  },
}).createMachine({
  id: 'gameRecord',
  description: 'Game records: who may see them, and which of the three tabs shows.',
  context: ({ input }) => ({ memberType: input.memberType, tab: input.tab }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who opened the records (§6): a visitor logs in first; members and trial members stay.',
      always: [{ guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' }, { target: 'open' }],
    },
    leaving: {
      description: 'A visitor: the app goes to /m/login with "please log in".',
      type: 'final',
    },
    open: {
      description: 'The tabs show; the chosen tab’s list loads itself.',
      on: {
        SELECT_TAB: {
          guard: 'isOtherTab',
          actions: ['setTab', { type: 'showInAddress', params: ({ event }) => ({ tab: event.tab }) }],
        },
      },
    },
  },
});
