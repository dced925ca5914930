import { assign, setup } from 'xstate';
import {
  checkFields,
  checkNamedRule,
  checkNewPassword,
  checkNewPasswordConfirm,
  errorsAfterTyping,
  errorsOnBlur,
  type FieldErrors,
  type FocusRequest,
  NEW_PASSWORD_PAIR,
  type RegisterSettings,
  serverFieldErrors,
  submitErrors,
  type ValidationMessage,
} from '../../domain/account/validation';
import { LOADING_MS, TOAST_MS } from '../../domain/constants';
import { pathTo } from '../../domain/shell/paths';
import { declaredCall, declaredEffect } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { notify } from '../shell/notify';

/**
 * Change password (spec §2 "Change password", §4, §5): old password hidden when a session password is held; rules
 * loginPassword (old) and password (new); confirm required and equal; new must differ from old; loading 10 s;
 * 'Change saved' 1 s, clear the session PSW, update the remembered password, then home; failure only hides loading.
 */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
const ORDER: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export interface ChangePasswordInput {
  loggedIn: boolean;
  userName: string;
  sessionPassword: string | null;
  settings: RegisterSettings;
}

export interface ChangePasswordContext {
  loggedIn: boolean;
  userName: string;
  sessionPassword: string | null;
  settings: RegisterSettings;
  values: Record<ChangePasswordField, string>;
  errors: FieldErrors<ChangePasswordField>;
  focus: FocusRequest<ChangePasswordField> | null;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE'; field: ChangePasswordField; value: string }
  | { type: 'BLUR'; field: ChangePasswordField }
  | { type: 'SUBMIT' };

/** The old password actually used: the session PSW when held (its field is hidden), else what was typed. */
export function oldPasswordOf(context: Pick<ChangePasswordContext, 'sessionPassword' | 'values'>): string {
  return context.sessionPassword || context.values.oldPassword;
}

function checkOne(field: ChangePasswordField, c: ChangePasswordContext): ValidationMessage | null {
  switch (field) {
    case 'oldPassword':
      return c.sessionPassword
        ? null
        : checkNamedRule(c.values.oldPassword, c.settings.rules.loginPassword, 'account.changePsw.oldRequired');
    case 'newPassword':
      return checkNewPassword(c.values.newPassword, c.settings);
    case 'confirmPassword':
      return checkNewPasswordConfirm(c.values.newPassword, c.values.confirmPassword);
  }
}

const checkAll = (c: ChangePasswordContext) => checkFields(ORDER, (f) => checkOne(f, c));

/** The server's field names (§7 change password) for the form's fields. */
const SERVER_FIELDS: Partial<Record<string, ChangePasswordField>> = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  confirmNewPassword: 'confirmPassword',
};

/** The change password call's body (§7). */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The API error's data (services/shell/http ApiError), read by shape: machines import no services. */
const errorValue = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;

export const changePasswordMachine = setup({
  types: {} as { context: ChangePasswordContext; events: ChangePasswordEvent; input: ChangePasswordInput },
  actors: {
    changePassword: declaredCall<void, ChangePasswordPayload>('changePassword.changePassword'),
  },
  delays: { loadingTimeout: LOADING_MS.changePassword, savedToast: TOAST_MS.savedPassword },
  guards: {
    notLoggedIn: ({ context }) => !context.loggedIn,
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    sameAsOld: ({ context }) => oldPasswordOf(context) === context.values.newPassword,
  },
  actions: {
    goHome: ({ system }) => requestNavigation(system, { type: 'NAVIGATE', to: pathTo('home') }),
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const values = { ...context.values, [event.field]: event.value };
      const check = (f: ChangePasswordField) => checkOne(f, { ...context, values });
      return { values, errors: errorsAfterTyping(context.errors, event.field, values, check, NEW_PASSWORD_PAIR) };
    }),
    checkBlurred: assign(({ context, event }) =>
      event.type === 'BLUR'
        ? errorsOnBlur(context.errors, event.field, context.values, (f) => checkOne(f, context))
        : {},
    ),
    showErrors: assign(({ context }) => submitErrors(ORDER, checkAll(context), context.focus)),
    alertSame: ({ system }) =>
      notify(system, {
        type: 'ALERT',
        title: { key: 'common.popupTitle' },
        message: { key: 'account.changePsw.sameAsOld' },
      }),
    showLoading: ({ system }) =>
      notify(system, {
        type: 'LOADING_SHOW',
        message: { key: 'common.loading' },
        timeoutMs: LOADING_MS.changePassword,
      }),
    hideLoading: ({ system }) => notify(system, { type: 'LOADING_HIDE' }),
    /** Failure only hides loading (§4, §8); the server's field messages still show under their fields. */
    showFieldErrors: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      // The old password field is hidden while the session PSW is held: its server message has nowhere to show.
      const map = context.sessionPassword ? { ...SERVER_FIELDS, oldPassword: undefined } : SERVER_FIELDS;
      const server = serverFieldErrors(errorValue(error), map, context.errors);
      return server ? { errors: server.errors } : {};
    }),
    toastSaved: ({ system }) =>
      notify(system, {
        type: 'TOAST',
        message: { key: 'account.changePsw.saved' },
        kind: 'success',
        durationMs: TOAST_MS.savedPassword,
      }),
    clearSessionPassword: ({ system }) => system.get('session')?.send({ type: 'PASSWORD_CHANGED' }),
    /** A remembered username login keeps the new password (local storage, §3; provided at the root). */
    updateRemembered: declaredEffect<{ newPassword: string }>(),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change the login password of the logged-in player.',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    userName: input.userName,
    sessionPassword: input.sessionPassword || null,
    settings: input.settings,
    values: { oldPassword: '', newPassword: '', confirmPassword: '' },
    errors: {},
    focus: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Without a session the player is sent home (§4).',
      always: [{ guard: 'notLoggedIn', target: 'leaving', actions: 'goHome' }, { target: 'editing' }],
    },
    leaving: {
      description: 'No session: sent to /m/home.',
      type: 'final',
    },
    editing: {
      description: 'Old (unless held), new and confirm password.',
      on: {
        CHANGE: { actions: 'setValue' },
        BLUR: { actions: 'checkBlurred' },
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showErrors' },
          { guard: 'sameAsOld', actions: 'alertSame' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      description: 'Loading (10 s at most) while the change call runs.',
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: oldPasswordOf(context),
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmPassword,
        }),
        onDone: {
          target: 'saved',
          actions: [
            'toastSaved',
            'clearSessionPassword',
            { type: 'updateRemembered', params: ({ context }) => ({ newPassword: context.values.newPassword }) },
          ],
        },
        onError: { target: 'editing', actions: 'showFieldErrors' },
      },
      after: { loadingTimeout: 'editing' },
    },
    saved: {
      description: "'Change saved' for 1 s, then home.",
      after: { savedToast: { target: 'done', actions: 'goHome' } },
    },
    done: {
      description: 'Password changed; the player is home.',
      type: 'final',
    },
  },
});
