import { produce } from 'immer';
import { assertEvent, assign, sendTo, setup } from 'xstate';
import {
  buildFeedbackPayload,
  capContent,
  checkFeedback,
  FEEDBACK_TYPE_UNSELECTED,
  type FeedbackField,
  type FeedbackPayload,
} from '../../domain/account/feedback';
import { errorText, type FocusRequest, submitErrors, type ValidationMessage } from '../../domain/account/validation';
import { LOADING_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';
import { captchaMachine } from './captcha.machine';

/**
 * Feedback (spec §2 "Feedback", §3 payload and types, §4, §5): no session goes to /m/login; question type picker
 * (unselected -1 is refused with a clear message), content counter x/200 capped at 200, captcha (1-16, equations
 * solved by the player), submit disabled while the content is empty, loading 10 s, 'Sent successfully'.
 */
export interface FeedbackInput {
  loggedIn: boolean;
  sender: string;
}

export interface FeedbackContext {
  loggedIn: boolean;
  sender: string;
  type: number;
  content: string;
  captcha: string;
  errors: Partial<Record<FeedbackField, ValidationMessage>>;
  focus: FocusRequest<FeedbackField> | null;
}

export type FeedbackEvent =
  | { type: 'SELECT_TYPE'; value: number }
  | { type: 'CHANGE_CONTENT'; value: string }
  | { type: 'CHANGE_CAPTCHA'; value: string }
  | { type: 'CAPTCHA_REFRESH' }
  | { type: 'SUBMIT' };

const ORDER: FeedbackField[] = ['type', 'content', 'captcha'];

export const feedbackMachine = setup({
  types: {} as { context: FeedbackContext; events: FeedbackEvent; input: FeedbackInput },
  actors: {
    sendFeedback: declaredCall<void, FeedbackPayload>('feedback.sendFeedback'),
    captcha: captchaMachine,
  },
  delays: { loadingTimeout: LOADING_MS.feedback },
  guards: {
    notLoggedIn: ({ context }) => !context.loggedIn,
    formInvalid: ({ context }) => Object.keys(checkFeedback(context)).length > 0,
  },
  actions: {
    goLogin: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('login') }),
    selectType: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_TYPE');
      return produce(context, (draft) => {
        draft.type = event.value;
        delete draft.errors.type;
      });
    }),
    setContent: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_CONTENT');
      return produce(context, (draft) => {
        draft.content = capContent(event.value);
        delete draft.errors.content;
      });
    }),
    setCaptcha: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_CAPTCHA');
      return produce(context, (draft) => {
        draft.captcha = event.value.replace(/\s/g, '').slice(0, 16);
        delete draft.errors.captcha;
      });
    }),
    refreshCaptcha: sendTo('captcha', { type: 'REFRESH' }),
    clearCaptcha: assign({ captcha: '' }),
    /** §5 on submit: every error shows and the first invalid field gets the focus. */
    showErrors: assign(({ context }) => submitErrors(ORDER, checkFeedback(context), context.focus)),
    showLoading: ({ system }) =>
      notify(system, { type: 'LOADING_SHOW', message: { key: 'common.loading' }, timeoutMs: LOADING_MS.feedback }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    toastSent: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.feedback.sent' },
        kind: 'success',
        durationMs: TOAST_MS.notice,
      }),
    resetForm: assign({ type: FEEDBACK_TYPE_UNSELECTED, content: '', captcha: '', errors: {} }),
    toastServerError: ({ event, system }) =>
      notify(system, {
        type: 'TOAST',
        message: { text: errorText((event as { error?: unknown }).error) },
        kind: 'error',
      }),
    /** The server's messages per field (the API error's data, read by shape: machines import no services). */
    showServerError: assign(({ context, event }) => {
      const error = (event as { error?: { value?: { fields?: Record<string, unknown> } } | null }).error;
      const fields = error?.value?.fields;
      return produce(context, (draft) => {
        for (const f of ORDER) {
          const text = fields?.[f];
          if (typeof text === 'string') draft.errors[f] = { text };
        }
      });
    }),
    toastTimeout: ({ system }) =>
      notify(system, { type: 'TOAST', message: { key: 'account.errors.timeout' }, kind: 'error' }),
  },
}).createMachine({
  id: 'feedback',
  description: 'Send feedback to the operator: a question type, the content and a captcha.',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    sender: input.sender,
    type: FEEDBACK_TYPE_UNSELECTED,
    content: '',
    captcha: '',
    errors: {},
    focus: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Without a session the player is sent to /m/login (§4).',
      always: [{ guard: 'notLoggedIn', target: 'leaving', actions: 'goLogin' }, { target: 'editing' }],
    },
    leaving: {
      description: 'No session: sent to the login screen.',
      type: 'final',
    },
    editing: {
      description: 'Type picker, content with its x/200 counter, captcha.',
      invoke: { id: 'captcha', src: 'captcha', input: { enabled: true } },
      on: {
        SELECT_TYPE: { actions: 'selectType' },
        CHANGE_CONTENT: { actions: 'setContent' },
        CHANGE_CAPTCHA: { actions: 'setCaptcha' },
        CAPTCHA_REFRESH: { actions: ['refreshCaptcha', 'clearCaptcha'] },
        SUBMIT: [
          // The button is disabled while the content is empty; a stray submit shows what is missing.
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      description: 'Loading (10 s at most) while the feedback is sent.',
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => buildFeedbackPayload(context, context.sender),
        onDone: { target: 'editing', actions: ['toastSent', 'resetForm'] },
        onError: { target: 'editing', actions: ['toastServerError', 'showServerError', 'clearCaptcha'] },
      },
      after: { loadingTimeout: { target: 'editing', actions: ['toastTimeout', 'clearCaptcha'] } },
    },
  },
});
