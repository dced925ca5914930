import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import type { VipInfo } from '../../domain/member/vip';
import { pathTo } from '../../domain/shell/paths';
import { sendToLogin } from '../account/loginRedirect';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * VIP benefits /m/member/benefits (issue 15 item 2, spec §6 flag VIP): with the flag off the screen says the
 * feature is unavailable and offers the way home; a visitor is sent to /m/login; a trial member gets the register
 * alert and still sees the levels (nothing is earned on trial credit). The call answers the levels with their
 * thresholds and benefits, the member's level and progress; when the read paid an upgrade bonus, the header balance
 * and the member's label are refreshed. A failed load offers a retry. Screen actor; input: who entered, the flag.
 */
export interface VipBenefitsInput {
  /** null for a visitor. */
  memberType: number | null;
  vipOn: boolean;
}

export interface VipBenefitsContext {
  memberType: number | null;
  vipOn: boolean;
  info: VipInfo | null;
}

export type VipBenefitsEvent = { type: 'RETRY' };

const TRIAL_TYPE = 4;

export const vipBenefitsMachine = setup({
  types: {} as { context: VipBenefitsContext; events: VipBenefitsEvent; input: VipBenefitsInput },
  actors: { loadVip: declaredCall<VipInfo>('vipBenefits.loadVip') },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isOff: ({ context }) => !context.vipOn,
    isVisitor: ({ context }) => context.memberType === null,
    isTrial: ({ context }) => context.memberType === TRIAL_TYPE,
    paidBonus: ({ event }) => ((event as unknown as { output: VipInfo }).output.credited ?? []).length > 0,
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
    setInfo: assign({ info: ({ event }) => (event as unknown as { output: VipInfo }).output }),
    /** The bonus moved money and may have changed the label: the header and member info follow. */
    refreshMemberAndWallet: ({ system }) => {
      system.get('session')?.send({ type: 'REFRESH_WALLET' });
      system.get('session')?.send({ type: 'REFRESH_MEMBER' });
    },
  },
}).createMachine({
  id: 'vipBenefits',
  description: 'VIP benefits: who may see them, the levels and the member’s progress.',
  context: ({ input }) => ({ memberType: input.memberType, vipOn: input.vipOn, info: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'The VIP flag and who opened the page (§6): off, visitor, trial member or member.',
      always: [
        { guard: 'isOff', target: 'unavailable' },
        { guard: 'isVisitor', target: 'leaving', actions: 'askToLogIn' },
        { guard: 'isTrial', target: 'loading', actions: 'promptRegister' },
        { target: 'loading' },
      ],
    },
    unavailable: {
      description: 'The VIP flag is off: "VIP benefits are not available", with the way back home.',
      type: 'final',
    },
    leaving: {
      description: 'A visitor: the app goes to /m/login with "please log in".',
      type: 'final',
    },
    loading: {
      description: 'GET /wps/member/vip: the levels, the member’s level and progress (and any bonus now paid).',
      invoke: {
        id: 'loadVip',
        src: 'loadVip',
        onDone: [
          { guard: 'paidBonus', target: 'shown', actions: ['setInfo', 'refreshMemberAndWallet'] },
          { target: 'shown', actions: 'setInfo' },
        ],
        onError: { target: 'failed' },
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      description: 'The call failed: "Loading failed, click to retry".',
      on: { RETRY: 'loading' },
    },
    shown: {
      description: 'The member’s level, progress to the next level and every level’s benefits are shown.',
    },
  },
});
