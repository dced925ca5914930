import { type AnyActorLogic, type AnyStateMachine, fromCallback, fromPromise } from 'xstate';
import type { FeedbackPayload } from '../../domain/account/feedback';
import {
  LOGIN_MODAL_BODY_CLASS,
  type LoginAnswer,
  type LoginPayload,
  type MemberInfo,
  type RememberedLogin,
  type TrialAnswer,
  type Wallet,
} from '../../domain/account/login';
import type { RegistrationPayload } from '../../domain/account/registration';
import type { Captcha, captchaMachine } from '../../machines/account/captcha.machine';
import type {
  ChangePasswordPayload,
  ChangePasswordResult,
  changePasswordMachine,
} from '../../machines/account/changePassword.machine';
import type { Country, countriesMachine } from '../../machines/account/countries.machine';
import type { feedbackMachine } from '../../machines/account/feedback.machine';
import type { forgotPasswordMachine, ResetPasswordPayload } from '../../machines/account/forgotPassword.machine';
import type { loginMachine } from '../../machines/account/login.machine';
import type { loginPopupMachine } from '../../machines/account/loginPopup.machine';
import type {
  RegisterFormCache,
  RegistrationStart,
  registrationMachine,
} from '../../machines/account/registration.machine';
import type { SessionEvent, sessionMachine } from '../../machines/account/session.machine';
import type { SendInput, smsCountdownMachine } from '../../machines/account/smsCountdown.machine';
import { changePassword, fetchMemberInfo, resetPasswordBySms } from '../../services/account/account';
import { fetchCaptcha } from '../../services/account/captcha';
import { sendFeedback } from '../../services/account/feedback';
import {
  checkAffiliateCode,
  fetchCountries,
  register,
  saveRegisterCache,
  takeRegisterCache,
} from '../../services/account/register';
import {
  clearRememberedLogin,
  clearSessionStorage,
  forgetDeviceToken,
  loadRememberedLogin,
  login,
  logout,
  savePasswordLogin,
  saveRememberedLogin,
  saveSessionInfo,
  trialLogin,
} from '../../services/account/session';
import { sendSmsCode } from '../../services/account/sms';
import { setBodyClass } from '../../services/shell/document';
import { onSessionEnded, setAuthToken } from '../../services/shell/http';
import { registerMethod } from '../../services/shell/platform';
import { local, STORAGE_KEYS } from '../../services/shell/storage';
import { fetchWallet } from '../../services/wallet/wallet';
import { implement } from '../root';

/**
 * A request cancelled because its actor stopped never settles, so a late rejection cannot reach an actor that
 * React StrictMode has stopped and rehydrated (its restarted child asks again).
 */
function settleUnlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return promise.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}

/**
 * The children forms run, with their browser calls: the captcha image call and the SMS code call. Each is provided
 * to the child machine its form gives in its own setup, so these machines load with the forms, not with the page.
 */
const children = {
  captcha: (logic: AnyActorLogic) =>
    (logic as typeof captchaMachine).provide({
      actors: {
        fetchCaptcha: fromPromise<Captcha, void>(({ signal }) => settleUnlessAborted(fetchCaptcha(signal), signal)),
      },
    }),
  smsCountdown: (logic: AnyActorLogic) =>
    (logic as typeof smsCountdownMachine).provide({
      actors: {
        sendSms: fromPromise<{ expiredMinutes: number }, SendInput>(({ input, signal }) => sendSmsCode(input, signal)),
      },
    }),
};

/** A form's implementations (`implement`), with its children provided by `children` above. */
function implementForm<M extends AnyStateMachine>(
  id: M['id'],
  implementations: Parameters<M['provide']>[0],
  childIds: readonly (keyof typeof children)[],
): [string, (logic: AnyActorLogic) => AnyActorLogic] {
  return [
    id,
    (logic) => {
      const machine = logic as M;
      const own = machine.implementations.actors as Record<string, AnyActorLogic>;
      const provided = Object.fromEntries(
        childIds.map((child) => [child, children[child](own[child] as AnyActorLogic)]),
      );
      const given = implementations as { actors?: Record<string, unknown> };
      return machine.provide({ ...given, actors: { ...given.actors, ...provided } } as Parameters<M['provide']>[0]);
    },
  ];
}

/** The country list call. */
export const browserCountries = implement<typeof countriesMachine>('countries', {
  actors: {
    fetchCountries: fromPromise<Country[], void>(({ signal }) => settleUnlessAborted(fetchCountries(signal), signal)),
  },
});

/** The browser's feedback: the feedback call and the captcha child. */
export const browserFeedback = implementForm<typeof feedbackMachine>(
  'feedback',
  { actors: { sendFeedback: fromPromise<void, FeedbackPayload>(({ input, signal }) => sendFeedback(input, signal)) } },
  ['captcha'],
);

/** The browser's password reset: the reset call and the SMS child. */
export const browserForgotPassword = implementForm<typeof forgotPasswordMachine>(
  'forgotPassword',
  {
    actors: {
      resetPassword: fromPromise<void, ResetPasswordPayload>(({ input, signal }) => resetPasswordBySms(input, signal)),
    },
  },
  ['smsCountdown'],
);

/**
 * Forgets the remembered login on this device; a token still alive is revoked on the server as well (best effort:
 * unreachable, it dies by expiry; it is gone from the device either way).
 */
function forgetRemembered(deviceToken: string): void {
  clearRememberedLogin();
  if (deviceToken) forgetDeviceToken(deviceToken).catch(() => undefined);
}

/**
 * The browser's change password: the call (a device with a remembered login asks for a new device token, the change
 * revoking the old ones), and the remembered login (§3) kept working with it.
 */
export const browserChangePassword = implement<typeof changePasswordMachine>('changePassword', {
  actors: {
    changePassword: fromPromise<ChangePasswordResult, ChangePasswordPayload>(({ input, signal }) =>
      changePassword({ ...input, rememberDevice: Boolean(loadRememberedLogin()?.deviceToken) }, signal),
    ),
  },
  actions: {
    updateRemembered: (_, { deviceToken }) => {
      const remembered = loadRememberedLogin();
      if (!remembered?.deviceToken) return;
      // No new token came: the old one is revoked, so only the name stays to prefill the form.
      saveRememberedLogin({ ...remembered, deviceToken: deviceToken ?? '' });
    },
  },
});

/** The browser's session: the session calls, session storage (§3) and the http client's token. */
export const browserSession = implement<typeof sessionMachine>('session', {
  actors: {
    sessionEndWatcher: fromCallback<SessionEvent>(({ sendBack }) => {
      onSessionEnded(() => sendBack({ type: 'SESSION_ENDED' }));
      return () => onSessionEnded(null);
    }),
    trialLogin: fromPromise<TrialAnswer, void>(({ signal }) => trialLogin(signal)),
    logoutCall: fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
      if (input.token) await logout(input.token, signal);
    }),
    fetchMember: fromPromise<MemberInfo, { token: string | null }>(({ input, signal }) =>
      fetchMemberInfo(signal, input.token),
    ),
    fetchWallet: fromPromise<Wallet, { token: string | null }>(({ input, signal }) => fetchWallet(signal, input.token)),
  },
  actions: {
    setHttpToken: (_, params) => setAuthToken(params.token),
    saveSession: (_, params) => {
      if (!params.info) return;
      saveSessionInfo(params.info);
      savePasswordLogin(params.passwordLogin);
    },
    forgetSession: () => clearSessionStorage(),
    forgetPasswordLogin: () => savePasswordLogin(false),
  },
});

/** The browser's registration: its calls, the form cached while the terms are read, how the site runs now. */
export const browserRegistration = implementForm<typeof registrationMachine>(
  'registration',
  {
    actors: {
      checkAffiliate: fromPromise<boolean, { code: string; domain: string }>(({ input, signal }) =>
        checkAffiliateCode(input.code, input.domain, signal),
      ),
      register: fromPromise<LoginAnswer, RegistrationPayload>(({ input, signal }) => register(input, signal)),
      readStart: fromPromise<RegistrationStart, void>(async () => ({
        cache: takeRegisterCache() as RegisterFormCache | null,
        registerMethod: registerMethod(local.get(STORAGE_KEYS.webclip) === '1'),
      })),
    },
    actions: {
      cacheForm: (_, cache) => saveRegisterCache(cache as Parameters<typeof saveRegisterCache>[0]),
    },
  },
  ['captcha', 'smsCountdown'],
);

/** The browser's login: the encrypted call and the remembered login of §3 (local storage, with a device token). */
export const browserLogin = implementForm<typeof loginMachine>(
  'login',
  {
    actors: {
      login: fromPromise<LoginAnswer, LoginPayload>(({ input, signal }) => login(input, signal)),
      readRemembered: fromPromise<RememberedLogin | null, void>(async () => loadRememberedLogin()),
    },
    actions: {
      saveRemembered: (_, { remember }) => {
        if (remember) saveRememberedLogin(remember);
        else forgetRemembered(loadRememberedLogin()?.deviceToken ?? '');
      },
      forgetRemembered: (_, { deviceToken }) => forgetRemembered(deviceToken),
    },
  },
  ['captcha', 'smsCountdown'],
);

/** The browser's login popup: the showLogin flag in local storage (§3) and the body class (§4). */
export const browserLoginPopup = implement<typeof loginPopupMachine>('loginPopup', {
  actions: {
    saveShowLogin: (_, { open }) =>
      open ? local.set(STORAGE_KEYS.showLogin, '1') : local.remove(STORAGE_KEYS.showLogin),
    markBody: (_, { open }) => setBodyClass(LOGIN_MODAL_BODY_CLASS, open),
  },
});

export const accountImplementations = [
  browserSession,
  browserLoginPopup,
  browserRegistration,
  browserLogin,
  browserCountries,
  browserFeedback,
  browserForgotPassword,
  browserChangePassword,
  // Forms run these as their children (above); listed too so that every machine of the catalog has its entry.
  ['captcha', children.captcha] as const,
  ['smsCountdown', children.smsCountdown] as const,
] as const;
