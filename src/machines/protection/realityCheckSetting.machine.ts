import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { RealityCheckSetting } from '../../domain/protection/realityCheck';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * The player's reality-check interval (issue 16 tool 2, /m/member/realityCheck): off or one of the site's intervals.
 * A change applies at once (a shorter or longer interval is no risk to wait out) and is recorded in the audit trail by
 * the server. A failed load or save can be retried; a tap while saving sends nothing.
 */
export interface RealityCheckSettingContext {
  setting: RealityCheckSetting | null;
  /** The interval the player picked (kept when the save fails). */
  chosen: number | null;
  failed: boolean;
}

export type RealityCheckSettingEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; intervalMinutes: number }
  | { type: 'SAVE' };

export const realityCheckSettingMachine = setup({
  types: {} as { context: RealityCheckSettingContext; events: RealityCheckSettingEvent },
  actors: {
    loadSetting: declaredCall<RealityCheckSetting>('realityCheckSetting.loadSetting'),
    saveInterval: declaredCall<void, { intervalMinutes: number }>('realityCheckSetting.saveInterval'),
  },
  delays: { requestTimeout: REQUEST_TIMEOUT_MS },
  guards: {
    isOffered: ({ context, event }) =>
      event.type === 'CHOOSE' && (context.setting?.intervals.includes(event.intervalMinutes) ?? false),
    isChange: ({ context }) => context.chosen !== null && context.chosen !== context.setting?.intervalMinutes,
  },
  actions: {
    setSetting: assign(({ event }) => {
      const setting = (event as unknown as { output: RealityCheckSetting }).output;
      return { setting, chosen: setting.intervalMinutes, failed: false };
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return { chosen: event.intervalMinutes, failed: false };
    }),
    applyChosen: assign(({ context }) => ({
      setting: context.setting && {
        ...context.setting,
        intervalMinutes: context.chosen ?? context.setting.intervalMinutes,
      },
      failed: false,
    })),
    markFailed: assign({ failed: true }),
    clearFailed: assign({ failed: false }),
    toastSaved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'protection.reality.saved' },
        kind: 'success',
        durationMs: TOAST_MS.short,
      }),
  },
}).createMachine({
  id: 'realityCheckSetting',
  description: 'The player chooses how often a reality check interrupts play: off, or every so many minutes.',
  context: { setting: null, chosen: null, failed: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /wps/member/protection/realityCheck: the interval now and the intervals offered.',
      invoke: {
        id: 'loadSetting',
        src: 'loadSetting',
        onDone: { target: 'choosing', actions: 'setSetting' },
        onError: 'loadFailed',
      },
      after: { requestTimeout: 'loadFailed' },
    },
    loadFailed: {
      description: 'The setting could not be loaded: a Retry button.',
      on: { RETRY: 'loading' },
    },
    choosing: {
      description: 'The intervals offered, the current one marked; Save applies the chosen one at once.',
      on: {
        CHOOSE: { guard: 'isOffered', actions: 'choose' },
        SAVE: { guard: 'isChange', target: 'saving', actions: 'clearFailed' },
      },
    },
    saving: {
      description: 'POST /wps/member/protection/realityCheck; the server records the change in the audit trail.',
      invoke: {
        id: 'saveInterval',
        src: 'saveInterval',
        input: ({ context }) => ({ intervalMinutes: context.chosen ?? 0 }),
        onDone: { target: 'choosing', actions: ['applyChosen', 'toastSaved'] },
        onError: { target: 'choosing', actions: 'markFailed' },
      },
      after: { requestTimeout: { target: 'choosing', actions: 'markFailed' } },
    },
  },
});
