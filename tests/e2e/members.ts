import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import {
  buildLoginPayload,
  type LoginAnswer,
  type SessionInfo,
  sessionInfoFromLogin,
  sessionInfoFromTrial,
  type TrialAnswer,
} from '../../src/domain/account/login';
import { buildRegistrationPayload, emptyValues } from '../../src/domain/account/registration';
import { encryptPayload } from '../../src/services/account/crypto';
import { SESSION_KEYS, STORAGE_KEYS } from '../../src/services/shell/storage';
import { expect } from './fixtures';

/**
 * Members made and logged in through the server's API, the calls the site itself makes (src/services/account), for
 * tests whose subject comes after the login: a form filled in costs seconds a test, and the registration and login
 * forms have specs of their own that still fill them (walks/registration, walks/login, account-flows). The session
 * is then put where the site keeps it (MC_SESSION_INFO in session storage, as the session machine's saveSession
 * does), and the site restores it on its next load, as it does after a reload.
 *
 * `page.request` shares the browser context's cookies, so the captcha answered here is this browser's, as on the form.
 */

interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
  captchaRequired?: boolean;
}

async function envelopeOf<T>(response: APIResponse): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

async function answerOf<T>(response: APIResponse, what: string): Promise<T> {
  const body = await envelopeOf<T>(response);
  expect(body.success, `${what}: ${JSON.stringify(body)}`).toBe(true);
  return body.value as T;
}

/** A new captcha for this browser (GET /wps/captcha, as the form's picture) and its answer (DEV_TOOLS /dev/captcha). */
async function captchaAnswer(request: APIRequestContext): Promise<string> {
  await answerOf(await request.get('/wps/captcha'), 'captcha');
  return (await answerOf<{ answer: string }>(await request.get('/dev/captcha'), 'captcha answer')).answer;
}

/** §7 Register by username, with the payload the Username tab sends (src/domain/account/registration.ts). */
export async function registerThroughApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginAnswer> {
  const captcha = await captchaAnswer(request);
  const values = { ...emptyValues(), username, password, confirmPassword: password, captcha };
  const payload = buildRegistrationPayload(values, ['username', 'password', 'confirmPassword', 'captcha'], {
    hostName: '127.0.0.1',
    registerMethod: 'H5',
    domain: '127.0.0.1',
  });
  return answerOf<LoginAnswer>(await request.post('/wps/member/register', { data: payload }), 'register');
}

/**
 * §7 Login with a password, encrypted as the site sends it (the key's nonce, AES-GCM, the key wrapped with the
 * server's RSA key in the `encryption-key` header). Every e2e login comes from 127.0.0.1, and after 3 failed logins
 * from one address (other tests fail some on purpose) the server asks for the captcha: answered when asked.
 */
export async function loginThroughApi(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<LoginAnswer> {
  let captcha = '';
  for (let attempt = 0; ; attempt++) {
    const key = await answerOf<{ publicKey: string; nonce: string }>(
      await request.get('/wps/session/publicKey'),
      'login key',
    );
    const payload = buildLoginPayload({
      method: 'username',
      username,
      password,
      mobile: '',
      smsCode: '',
      captcha,
      countryDialingCode: '',
      remember: false,
    });
    const encrypted = await encryptPayload({ ...payload, nonce: key.nonce }, key.publicKey);
    const response = await request.post('/wps/session/login', {
      data: encrypted.body,
      headers: { 'encryption-key': encrypted.encryptionKey },
    });
    const body = await envelopeOf<LoginAnswer>(response);
    if (body.success || attempt > 0 || body.code !== 'CAPTCHA_REQUIRED') {
      expect(body.success, `login as ${username}: ${JSON.stringify(body)}`).toBe(true);
      return body.value as LoginAnswer;
    }
    captcha = await captchaAnswer(request);
  }
}

/** §7 Trial login (free play), as "Try free play" calls it. */
export async function trialThroughApi(request: APIRequestContext): Promise<TrialAnswer & { merchantCode?: string }> {
  return answerOf(await request.post('/wps/session/login/freeplay'), 'trial login');
}

/** The session as the session machine keeps it after a login (`passwordLogin`: a password was typed). */
export function sessionOfLogin(answer: LoginAnswer): SessionInfo {
  return sessionInfoFromLogin(answer, answer.merchantCode ?? '');
}

export function sessionOfTrial(answer: TrialAnswer & { merchantCode?: string }): SessionInfo {
  return sessionInfoFromTrial(answer, answer.merchantCode ?? '');
}

/** A small document of the site (its icon): storage and cookies are set on it before the app's first load. */
export const SITE_ICON_PAGE = '/m/icon.svg';

/**
 * Saves the session in this tab's session storage as the site does (services/account/session saveSessionInfo and
 * savePasswordLogin), then opens `path` (home by default), where the site restores it. Session storage belongs to
 * the tab and the origin: a small file of the site opens the origin without starting the app first.
 */
export async function openWithSession(
  page: Page,
  info: SessionInfo,
  passwordLogin: boolean,
  path = '/m/home',
): Promise<void> {
  await page.goto(SITE_ICON_PAGE);
  await page.evaluate(
    ({ info, passwordLogin, keys }) => {
      sessionStorage.setItem(keys.sessionInfo, JSON.stringify(info));
      if (passwordLogin) sessionStorage.setItem(keys.passwordLogin, '1');
      else sessionStorage.removeItem(keys.passwordLogin);
      localStorage.removeItem(keys.autoLogin);
    },
    {
      info,
      passwordLogin,
      keys: {
        sessionInfo: SESSION_KEYS.sessionInfo,
        passwordLogin: SESSION_KEYS.passwordLogin,
        autoLogin: STORAGE_KEYS.autoLogin,
      },
    },
  );
  await page.goto(path);
}
