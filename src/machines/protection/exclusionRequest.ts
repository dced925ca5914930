import { assertEvent, assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS, TOAST_MS } from '../../domain/constants';
import type { ExclusionPeriod, ExclusionTool } from '../../domain/protection/exclusion';
import { type ExclusionMessage, exclusionRefusalMessage } from '../../domain/protection/exclusionRefusal';
import { declaredCall } from '../shell/declared';
import { notify } from '../shell/notify';

/**
 * The one shape of the time-out and self-exclusion flows (issue 16 tools 3 and 4): load the periods on offer, choose
 * one and read what it means, confirm in a dialog with the login password, then it starts at once on the server
 * (every session of the account ends) and the site logs out with a message naming the end. Nothing here shortens
 * one: the server refuses a period that would end sooner. Each tool's machine file makes its own machine from this.
 */
export interface ExclusionSettingsOutput {
  enabled: boolean;
  periods: ExclusionPeriod[];
}

export interface ExclusionRequestContext {
  periods: ExclusionPeriod[];
  period: ExclusionPeriod | null;
  password: string;
  /** Under the period list: "choose a period first". */
  periodError: ExclusionMessage | null;
  /** Under the password field: required, or wrong. */
  passwordError: ExclusionMessage | null;
  /** Over the dialog's buttons: the call failed or was refused (it can be sent again). */
  refusal: ExclusionMessage | null;
  /** Once started: its end (ISO), null when permanent. */
  until: string | null;
}

export type ExclusionRequestEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; period: ExclusionPeriod }
  | { type: 'CONTINUE' }
  | { type: 'PASSWORD'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface ExclusionRequestTexts {
  /** The machine's id (catalog, diagrams, implementations). */
  id: string;
  tool: ExclusionTool;
  /** Plain words for the diagram. */
  what: string;
  /** The locale keys of the toast once it started (with its end, or permanent). */
  startedKey: string;
  startedPermanentKey: string;
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const passwordField = (error: unknown) =>
  (error as { value?: { fields?: { password?: unknown } } } | null)?.value?.fields?.password;

export function createExclusionRequestMachine(texts: ExclusionRequestTexts) {
  const prefix = 'protection.exclusion.errors';
  return setup({
    types: {} as { context: ExclusionRequestContext; events: ExclusionRequestEvent },
    actors: {
      loadSettings: declaredCall<ExclusionSettingsOutput>(`${texts.id}.loadSettings`),
      start: declaredCall<{ until: string | null }, { tool: ExclusionTool; period: ExclusionPeriod; password: string }>(
        `${texts.id}.start`,
      ),
    },
    delays: { requestTimeout: REQUEST_TIMEOUT_MS },
    guards: {
      toolOff: ({ event }) => {
        const output = (event as unknown as { output: ExclusionSettingsOutput }).output;
        return !output.enabled || output.periods.length === 0;
      },
      offered: ({ context, event }) => event.type === 'CHOOSE' && context.periods.includes(event.period),
      noPeriod: ({ context }) => context.period === null,
      noPassword: ({ context }) => context.password === '',
    },
    actions: {
      setSettings: assign(({ event }) => ({
        periods: (event as unknown as { output: ExclusionSettingsOutput }).output.periods,
      })),
      choose: assign(({ event }) => {
        assertEvent(event, 'CHOOSE');
        return { period: event.period, periodError: null };
      }),
      askForPeriod: assign({ periodError: { key: `${prefix}.choosePeriod` } }),
      setPassword: assign(({ event }) => {
        assertEvent(event, 'PASSWORD');
        return { password: event.value, passwordError: null, refusal: null };
      }),
      askForPassword: assign({ passwordError: { key: `${prefix}.passwordRequired` } }),
      forgetPassword: assign({ password: '', passwordError: null, refusal: null }),
      clearRefusal: assign({ refusal: null }),
      showRefusal: assign(({ event }) => {
        const error = errorOf(event);
        const code = codeOf(error);
        if (code === 'OLD_PASSWORD_INCORRECT' || (code === 'INVALID_INPUT' && passwordField(error))) {
          return { passwordError: { key: `${prefix}.passwordIncorrect` } };
        }
        const known = exclusionRefusalMessage(error);
        if (known) return { refusal: known };
        if (code === 'TOO_MANY_ATTEMPTS') return { refusal: { key: `${prefix}.tooManyAttempts` } };
        if (code === 'FEATURE_DISABLED') return { refusal: { key: `${prefix}.disabled` } };
        return { refusal: { key: `${prefix}.failed` } };
      }),
      showTimedOut: assign({ refusal: { key: `${prefix}.failed` } }),
      setUntil: assign(({ event }) => ({
        until: (event as unknown as { output: { until: string | null } }).output.until,
        password: '',
      })),
      /** The player confirmed already: the site logs out without asking again (the server ended every session). */
      logOut: ({ system }) => system.get('session')?.send({ type: 'LOGOUT_NOW' }),
      toastStarted: ({ context, system }) => {
        const until = context.until === null ? Number.NaN : Date.parse(context.until);
        notify(system, {
          type: 'TOAST',
          message: Number.isNaN(until)
            ? { key: texts.startedPermanentKey }
            : { key: texts.startedKey, params: { until } },
          kind: 'info',
          durationMs: TOAST_MS.long,
        });
      },
    },
  }).createMachine({
    id: texts.id,
    description: `${texts.what}: choose a period, read what it means, confirm with the login password; it starts at once, every session of the account ends and the site logs out. It cannot be cut short.`,
    context: {
      periods: [],
      period: null,
      password: '',
      periodError: null,
      passwordError: null,
      refusal: null,
      until: null,
    },
    initial: 'loading',
    states: {
      loading: {
        description: 'GET /wps/protection/exclusion: the periods the site offers.',
        invoke: {
          id: 'loadSettings',
          src: 'loadSettings',
          onDone: [
            { guard: 'toolOff', target: 'unavailable' },
            { target: 'choosing', actions: 'setSettings' },
          ],
          onError: 'failed',
        },
        after: { requestTimeout: 'failed' },
      },
      failed: {
        description: 'The periods could not be loaded: a Retry button.',
        on: { RETRY: 'loading' },
      },
      unavailable: {
        description: 'The operator turned this tool off: nothing can be chosen.',
        type: 'final',
      },
      choosing: {
        description: 'The periods on offer, each with what it means; Continue asks for the password.',
        on: {
          CHOOSE: { guard: 'offered', actions: 'choose' },
          CONTINUE: [{ guard: 'noPeriod', actions: 'askForPeriod' }, { target: 'confirming' }],
        },
      },
      confirming: {
        description:
          'The confirm dialog: what happens, that it cannot be cut short, and the login password. Cancel goes back.',
        on: {
          PASSWORD: { actions: 'setPassword' },
          CANCEL: { target: 'choosing', actions: 'forgetPassword' },
          CONFIRM: [
            { guard: 'noPassword', actions: 'askForPassword' },
            { target: 'starting', actions: 'clearRefusal' },
          ],
        },
      },
      starting: {
        description: 'POST /wps/protection/exclusion; taps meanwhile send nothing.',
        invoke: {
          id: 'start',
          src: 'start',
          input: ({ context }) => ({
            tool: texts.tool,
            period: context.period as ExclusionPeriod,
            password: context.password,
          }),
          onDone: { target: 'started', actions: ['setUntil', 'logOut', 'toastStarted'] },
          onError: { target: 'confirming', actions: 'showRefusal' },
        },
        after: { requestTimeout: { target: 'confirming', actions: 'showTimedOut' } },
      },
      started: {
        description: 'It runs until its end: the site logs out and says until when.',
        type: 'final',
      },
    },
  });
}

export type ExclusionRequestMachine = ReturnType<typeof createExclusionRequestMachine>;
