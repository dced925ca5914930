import { assertEvent, assign, setup } from 'xstate';
import { TRIAL_TYPE } from '../../domain/account/member';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { PointsPage, Reward } from '../../domain/member/rewards';
import { pathTo } from '../../domain/shell/paths';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';

/**
 * The points and reward centre (/m/rewardCenter, issue 15 item 3, §4): flag REWCEN3 off shows the 'contact service'
 * message and nothing else; a visitor logs in first; a trial member gets the register alert (the member-centre rule)
 * and goes home. A member sees two tabs: rewards with their claim states, and points (balance, history in pages,
 * the exchange). A claim or an exchange made on the screen updates the lists (CLAIMED, EXCHANGED). Screen actor;
 * input: the member type and the flag at entry.
 */
export type RewardTab = 'rewards' | 'points';

export interface RewardCentreInput {
  /** null for a visitor. */
  memberType: number | null;
  rewardsOn: boolean;
}

export interface RewardCentreData {
  rewards: Reward[];
  points: PointsPage;
}

export interface RewardCentreContext {
  memberType: number | null;
  rewardsOn: boolean;
  tab: RewardTab;
  rewards: Reward[];
  points: PointsPage | null;
  moreFailed: boolean;
}

export type RewardCentreEvent =
  | { type: 'SHOW_TAB'; tab: RewardTab }
  | { type: 'RETRY' }
  | { type: 'MORE' }
  /** A reward was claimed on the screen (the claim's answer). */
  | { type: 'CLAIMED'; reward: Reward }
  /** Points were exchanged on the screen: the points list is read again. */
  | { type: 'EXCHANGED' };

const outputOf = <T>(event: unknown): T => (event as { output: T }).output;

export const rewardCentreMachine = setup({
  types: {} as { context: RewardCentreContext; events: RewardCentreEvent; input: RewardCentreInput },
  actors: {
    load: declaredCall<RewardCentreData>('rewardCentre.load'),
    loadPoints: declaredCall<PointsPage, { pageNo: number }>('rewardCentre.loadPoints'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    flagOff: ({ context }) => !context.rewardsOn,
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => context.memberType === TRIAL_TYPE,
    canMore: ({ context }) => context.points !== null && context.points.pageNum < context.points.totalPages,
  },
  actions: {
    askToLogIn: ({ system }) => sendToLogin(system, { replace: true }),
    promptRegister: ({ system }) =>
      notify(system, {
        type: 'CONFIRM',
        title: { key: 'errors.in_popup_prompt' },
        message: { key: 'shell.registerPrompt' },
        confirmLabel: { key: 'shell.registerNow' },
        confirmHref: pathTo('register'),
      }),
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home'), replace: true }),
    setData: assign(({ event }) => {
      const data = outputOf<RewardCentreData>(event);
      return { rewards: data.rewards, points: data.points, moreFailed: false };
    }),
    setTab: assign(({ event }) => {
      assertEvent(event, 'SHOW_TAB');
      return { tab: event.tab };
    }),
    appendPoints: assign(({ context, event }) => {
      const page = outputOf<PointsPage>(event);
      const seen = new Set((context.points?.content ?? []).map((e) => e.id));
      const content = [...(context.points?.content ?? []), ...page.content.filter((e) => !seen.has(e.id))];
      return { points: { ...page, content }, moreFailed: false };
    }),
    setPoints: assign(({ event }) => ({ points: outputOf<PointsPage>(event), moreFailed: false })),
    markMoreFailed: assign({ moreFailed: true }),
    replaceReward: assign(({ context, event }) => {
      assertEvent(event, 'CLAIMED');
      return { rewards: context.rewards.map((r) => (r.id === event.reward.id ? event.reward : r)) };
    }),
    toastReloadFailed: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'member.rewards.reloadFailed' },
        kind: 'error',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'rewardCentre',
  description: 'The points and reward centre: rewards to claim, points earned from play and their exchange.',
  context: ({ input }) => ({
    memberType: input.memberType,
    rewardsOn: input.rewardsOn,
    tab: 'rewards',
    rewards: [],
    points: null,
    moreFailed: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Who may see it: REWCEN3 off shows contact service; a visitor logs in; a trial member registers.',
      always: [
        { guard: 'flagOff', target: 'off' },
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'leaving', actions: ['promptRegister', 'goHome'] },
        { target: 'loading' },
      ],
    },
    off: {
      description: "REWCEN3 is off: the 'contact service' message shows instead of the centre.",
      type: 'final',
    },
    leaving: {
      description: 'Sent to log in, or home with the register alert.',
      type: 'final',
    },
    loading: {
      description: 'GET /wps/member/rewards and the first page of GET /wps/member/points.',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'setData' },
        onError: { target: 'failed' },
      },
      after: { requestTimeout: { target: 'failed' } },
    },
    failed: {
      description: 'The centre could not be read: a retry button.',
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      description: 'The tabs: rewards with their claim states, points with the history and the exchange.',
      initial: 'idle',
      on: {
        SHOW_TAB: { actions: 'setTab' },
        CLAIMED: { actions: 'replaceReward' },
      },
      states: {
        idle: {
          description: 'Showing the lists.',
          on: {
            MORE: { guard: 'canMore', target: 'loadingMore' },
            RETRY: { guard: 'canMore', target: 'loadingMore' },
            EXCHANGED: { target: 'refreshingPoints' },
          },
        },
        loadingMore: {
          description: 'The next page of the points history.',
          invoke: {
            id: 'loadPoints',
            src: 'loadPoints',
            input: ({ context }) => ({ pageNo: (context.points?.pageNum ?? 0) + 1 }),
            onDone: { target: 'idle', actions: 'appendPoints' },
            onError: { target: 'idle', actions: 'markMoreFailed' },
          },
        },
        refreshingPoints: {
          description: 'The points balance and history read again after an exchange.',
          invoke: {
            id: 'reloadPoints',
            src: 'loadPoints',
            input: () => ({ pageNo: 1 }),
            onDone: { target: 'idle', actions: 'setPoints' },
            onError: { target: 'idle', actions: 'toastReloadFailed' },
          },
        },
      },
    },
  },
});
