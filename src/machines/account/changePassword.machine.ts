import { assign, setup } from 'xstate';
import {
  checkFields,
  checkNamedRule,
  checkNewPassword,
  checkNewPasswordConfirm,
  errorCode,
  errorsAfterTyping,
  errorsOnBlur,
  type FieldErrors,
  type FocusRequest,
  focusOn,
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
 * Change password (spec §2 "Change password", §4, §5): old password hidden when the session began with a password
 * login (§3's "session PSW held"; the server checks it was recent, else answers OLD_PASSWORD_REQUIRED and the field
 * shows); rules loginPassword (old) and password (new); confirm required and equal; new must differ from old (the
 * server tells when the old one was not typed); loading 10 s; 'Change saved' 1 s, clear the password-login flag,
 * keep the remembered login with the new device token, then home; failure only hides loading.
 */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';
const ORDER: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export interface ChangePasswordInput {
  loggedIn: boolean;
  userName: string;
  /** The session began with a password login: the old-password field starts hidden. */
  passwordLogin: boolean;
  settings: RegisterSettings;
}

export interface ChangePasswordContext {
  loggedIn: boolean;
  userName: string;
  /** The old-password field is hidden (the session's password login proves it, server-side). */
  passwordLogin: boolean;
  settings: RegisterSettings;
  values: Record<ChangePasswordField, string>;
  errors: FieldErrors<ChangePasswordField>;
  focus: FocusRequest<ChangePasswordField> | null;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE'; field: ChangePasswordField; value: string }
  | { type: 'BLUR'; field: ChangePasswordField }
  | { type: 'SUBMIT' };

/** The old password sent: none while its field is hidden (the session's password login stands for it). */
export function oldPasswordOf(context: Pick<ChangePasswordContext, 'passwordLogin' | 'values'>): string {
  return context.passwordLogin ? '' : context.values.oldPassword;
}

function checkOne(field: ChangePasswordField, c: ChangePasswordContext): ValidationMessage | null {
  switch (field) {
    case 'oldPassword':
      return c.passwordLogin
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

/** The change password call's body (§7); an empty oldPassword leans on the session's password login. */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** What the change answers this device: a new device token when it keeps a remembered login (all others die). */
export interface ChangePasswordResult {
  deviceToken: string | null;
}

/** The API error's data (services/shell/http ApiError), read by shape: machines import no services. */
const errorValue = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;
export const changePasswordMachine = setup({
  types: {} as { context: ChangePasswordContext; events: ChangePasswordEvent; input: ChangePasswordInput },
  actors: {
    changePassword: declaredCall<ChangePasswordResult, ChangePasswordPayload>('changePassword.changePassword'),
  },
  delays: { loadingTimeout: LOADING_MS.changePassword, savedToast: TOAST_MS.savedPassword },
  guards: {
    notLoggedIn: ({ context }) => !context.loggedIn,
    formInvalid: ({ context }) => Object.keys(checkAll(context)).length > 0,
    sameAsOld: ({ context }) => !context.passwordLogin && context.values.oldPassword === context.values.newPassword,
    /** The server's own "same as the old one" (the old password was not typed here). */
    serverSaysSame: ({ event }) => errorCode((event as { error?: unknown }).error) === 'SAME_PASSWORD',
    /** The session's password login is too old (or was none): the old password must be typed. */
    oldPasswordRequired: ({ event }) => errorCode((event as { error?: unknown }).error) === 'OLD_PASSWORD_REQUIRED',
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
      // The old password field is hidden after a password login: its server message has nowhere to show.
      const map = context.passwordLogin ? { ...SERVER_FIELDS, oldPassword: undefined } : SERVER_FIELDS;
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
    /** Shows the old-password field, with why, and focuses it. */
    askOldPassword: assign(({ context }) => ({
      passwordLogin: false,
      errors: { ...context.errors, oldPassword: { key: 'account.changePsw.oldNeeded' } },
      focus: focusOn(context.focus, 'oldPassword'),
    })),
    clearSessionPassword: ({ system }) => system.get('session')?.send({ type: 'PASSWORD_CHANGED' }),
    /**
     * The remembered login (local storage) keeps working with the device token the change answered, or is
     * forgotten when none came (the change revoked its token; provided at the root).
     */
    updateRemembered: declaredEffect<{ deviceToken: string | null }>(),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Change the login password of the logged-in player.',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    userName: input.userName,
    passwordLogin: input.passwordLogin === true,
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
            {
              type: 'updateRemembered',
              params: ({ event }) => ({ deviceToken: event.output?.deviceToken ?? null }),
            },
          ],
        },
        onError: [
          { guard: 'serverSaysSame', target: 'editing', actions: 'alertSame' },
          { guard: 'oldPasswordRequired', target: 'editing', actions: 'askOldPassword' },
          { target: 'editing', actions: 'showFieldErrors' },
        ],
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
