import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { LoginAnswer, LoginPayload, RememberedLogin } from '../../domain/account/login';
import { parseRegisterSettings } from '../../domain/account/validation';
import { normaliseConfig } from '../../domain/shell/site-config';
import { ApiError } from '../../services/shell/http';
import { siteConfigMachine } from '../shell/siteConfig.machine';
import { type captchaMachine, captchaMachine as captchaMachineReal } from './captcha.machine';
import { errorWantsCaptcha, loginMachine } from './login.machine';
import type { smsCountdownMachine } from './smsCountdown.machine';

const settings = parseRegisterSettings({
  defaultCountryDialingCode: '63',
  rules: {
    loginUsername: { regExp: '^[a-zA-Z0-9_]{3,20}$', message: 'Account format incorrect' },
    loginPassword: { regExp: '^[\\x21-\\x7e]{6,20}$', message: 'Password format incorrect' },
    loginMobileNum: { regExp: '^[0-9]{6,20}$', message: 'Mobile number not valid' },
    verificationCode: { regExp: '^[0-9]{4,10}$', message: 'Verification code error' },
  },
});

const tick = () => new Promise((r) => setTimeout(r, 0));

function setupActor(loginImpl: (p: LoginPayload) => Promise<LoginAnswer>, smsLoginEnabled = true) {
  const sent: LoginPayload[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<LoginAnswer, LoginPayload>(({ input }) => {
        sent.push(input);
        return loginImpl(input);
      }),
      captcha: createMachine({}) as unknown as typeof captchaMachine,
      smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
    },
    actions: { goOn: () => {} },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { settings, smsLoginEnabled, remembered: null }, clock }).start();
  return { actor, sent, clock };
}

describe('login machine', () => {
  it('shows rule errors and focuses the first invalid field; does not call the server', () => {
    const { actor, sent } = setupActor(async () => ({ token: 't', userName: 'u', type: 0 }));
    actor.send({ type: 'CHANGE', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    const c = actor.getSnapshot().context;
    expect(c.errors.username).toEqual({ key: 'account.login.usernameRequired' });
    expect(c.errors.password).toEqual({ text: 'Password format incorrect' });
    expect(c.focus?.field).toBe('username');
    expect(sent).toHaveLength(0);
  });

  it('sends the SMS payload with the leading 0 removed', async () => {
    const { actor, sent } = setupActor(async () => ({ token: 't', userName: 'u', type: 0 }));
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    actor.send({ type: 'CHANGE', field: 'mobile', value: '0912 345 678' });
    actor.send({ type: 'CHANGE', field: 'smsCode', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(sent[0]).toMatchObject({ username: '912345678', password: '123456', type: 'sms', countryDialingCode: '63' });
    expect(actor.getSnapshot().matches({ form: 'done' })).toBe(true);
  });

  it('refuses the SMS tab without MOBILEVERCODELOGIN3', () => {
    const { actor } = setupActor(async () => ({ token: 't', userName: 'u', type: 0 }), false);
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(actor.getSnapshot().context.method).toBe('username');
  });

  it('shows the captcha after a failed login that carries it, then requires it, keeping what was typed', async () => {
    let calls = 0;
    const { actor, sent } = setupActor(async () => {
      calls++;
      if (calls === 1) throw new ApiError('Wrong password', 'LOGIN_FAILED', 200, { captchaRequired: true });
      return { token: 't', userName: 'alice', type: 0 };
    });
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret99' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    let c = actor.getSnapshot().context;
    expect(c.captchaShown).toBe(true);
    expect(c.serverError).toBe('Wrong password');
    expect(c.values.username).toBe('alice');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.captcha).toEqual({ key: 'account.validation.captchaRequired' });
    actor.send({ type: 'CHANGE', field: 'captcha', value: '12 34' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    c = actor.getSnapshot().context;
    expect(sent[1]?.captcha).toBe('1234');
    expect(actor.getSnapshot().matches({ form: 'done' })).toBe(true);
  });

  it('re-validates filled fields 200 ms after a language change', () => {
    const { actor, clock } = setupActor(async () => ({ token: 't', userName: 'u', type: 0 }));
    actor.send({ type: 'CHANGE', field: 'username', value: '!!' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    clock.increment(199);
    expect(actor.getSnapshot().context.errors.username).toBeUndefined();
    clock.increment(1);
    expect(actor.getSnapshot().context.errors.username).toEqual({ text: 'Account format incorrect' });
    expect(actor.getSnapshot().context.errors.password).toBeUndefined();
  });

  it('prefills a remembered login; one with a device token offers one-tap login, never a password', () => {
    const remembered: RememberedLogin = {
      type: 'username',
      username: 'bob',
      countryDialingCode: '63',
      deviceToken: 'dev-1',
    };
    const c = createActor(loginMachine, { input: { settings, smsLoginEnabled: true, remembered } }).getSnapshot()
      .context;
    expect(c.values).toMatchObject({ username: 'bob', password: '' });
    expect(c.remember).toBe(true);
    expect(c.saved).toEqual(remembered);
    const nameOnly = createActor(loginMachine, {
      input: { settings, smsLoginEnabled: true, remembered: { ...remembered, deviceToken: '' } },
    }).getSnapshot().context;
    expect(nameOnly.saved).toBeNull();
    expect(nameOnly.values.username).toBe('bob');
  });

  it('prefills the remembered login the readRemembered call finds', async () => {
    const machine = loginMachine.provide({
      actors: {
        readRemembered: fromPromise<RememberedLogin | null, void>(async () => ({
          type: 'username',
          username: 'bob',
          countryDialingCode: '63',
          deviceToken: 'dev-1',
        })),
      },
    });
    const actor = createActor(machine, { input: { settings, smsLoginEnabled: true } }).start();
    await tick();
    expect(actor.getSnapshot().context.values).toMatchObject({ username: 'bob', password: '' });
    expect(actor.getSnapshot().context.saved?.deviceToken).toBe('dev-1');
  });

  describe('a remembered device', () => {
    const remembered: RememberedLogin = {
      type: 'username',
      username: 'bob',
      countryDialingCode: '63',
      deviceToken: 'dev-1',
    };
    function savedActor(loginImpl: (p: LoginPayload) => Promise<LoginAnswer>) {
      const sent: LoginPayload[] = [];
      const effects: unknown[][] = [];
      const session: { to: string; event: AnyEventObject }[] = [];
      const root = standInRoot({ session: recorder('session', session) });
      const machine = loginMachine.provide({
        actors: {
          login: fromPromise<LoginAnswer, LoginPayload>(({ input }) => {
            sent.push(input);
            return loginImpl(input);
          }),
          captcha: createMachine({}) as unknown as typeof captchaMachine,
          smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
        },
        actions: {
          goOn: () => {},
          saveRemembered: (_, params) => effects.push(['saveRemembered', params.remember]),
          forgetRemembered: (_, params) => effects.push(['forgetRemembered', params.deviceToken]),
        },
      });
      const actor = createActor(machine, {
        parent: root,
        input: { settings, smsLoginEnabled: true, remembered },
      }).start();
      return { actor, sent, effects, session };
    }

    it('logs in with one tap using the device token, and keeps the rotated token', async () => {
      const { actor, sent, effects, session } = savedActor(async () => ({
        token: 't',
        userName: 'bob',
        type: 0,
        deviceToken: 'dev-2',
      }));
      actor.send({ type: 'SUBMIT' });
      await tick();
      expect(sent).toEqual([expect.objectContaining({ type: 'device', deviceToken: 'dev-1', password: '' })]);
      expect(effects).toEqual([['saveRemembered', { ...remembered, deviceToken: 'dev-2' }]]);
      // A device login is no password login: change-password will ask for the old one.
      expect(session.map((s) => s.event)).toContainEqual(
        expect.objectContaining({ type: 'LOGGED_IN', passwordLogin: false }),
      );
      expect(actor.getSnapshot().matches({ form: 'done' })).toBe(true);
    });

    it('a refused token is forgotten and the form shows, with why', async () => {
      const { actor, effects } = savedActor(async () => {
        throw new ApiError('The saved login has expired, please log in again', 'DEVICE_TOKEN_INVALID', 401);
      });
      actor.send({ type: 'SUBMIT' });
      await tick();
      const c = actor.getSnapshot().context;
      expect(effects).toEqual([['forgetRemembered', '']]);
      expect(c.saved).toBeNull();
      expect(c.savedLoginExpired).toBe(true);
      expect(c.values.username).toBe('bob');
      expect(c.focus?.field).toBe('password');
      expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    });

    it('"use another account" forgets the device token (on the server too) and empties the form', () => {
      const { actor, effects, sent } = savedActor(async () => ({ token: 't', userName: 'u', type: 0 }));
      actor.send({ type: 'FORGET_SAVED' });
      const c = actor.getSnapshot().context;
      expect(effects).toEqual([['forgetRemembered', 'dev-1']]);
      expect(c.saved).toBeNull();
      expect(c.remember).toBe(false);
      expect(c.values.username).toBe('');
      expect(c.focus?.field).toBe('username');
      actor.send({ type: 'SUBMIT' });
      expect(sent).toHaveLength(0);
    });
  });

  it('follows the config of the siteConfig actor of its system, newer ones included (no frozen settings)', async () => {
    const root = standInRoot({ siteConfig: siteConfigMachine });
    const config = (sms: boolean) =>
      normaliseConfig({ merchantCode: 'demo', flags: { MOBILEVERCODELOGIN3: sms }, register: {} });
    root.system.get('siteConfig').send({ type: 'CONFIG_LOADED', config: config(true) });
    const actor = createActor(loginMachine, { parent: root, input: { remembered: null } }).start();
    expect(actor.getSnapshot().context.smsLoginEnabled).toBe(true);
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(actor.getSnapshot().context.method).toBe('sms');
    root.system.get('siteConfig').send({ type: 'CONFIG_LOADED', config: config(false) });
    expect(actor.getSnapshot().context.smsLoginEnabled).toBe(false);
    expect(actor.getSnapshot().context.method).toBe('username');
  });
});

describe('errorWantsCaptcha (§4, §8: the error data carries a captcha)', () => {
  it('asks for the captcha when the code or the data says so', () => {
    expect(errorWantsCaptcha(new ApiError('x', 'CAPTCHA_REQUIRED', 400))).toBe(true);
    expect(errorWantsCaptcha(new ApiError('x', 'CAPTCHA_INVALID', 400))).toBe(true);
    expect(errorWantsCaptcha({ value: { captchaRequired: true } })).toBe(true);
    expect(errorWantsCaptcha({ value: { captcha: true } })).toBe(true);
    expect(errorWantsCaptcha({ value: { captcha: 'data:image/png;base64,xx' } })).toBe(true);
  });

  it('does not otherwise', () => {
    expect(errorWantsCaptcha(null)).toBe(false);
    expect(errorWantsCaptcha(undefined)).toBe(false);
    expect(errorWantsCaptcha(new ApiError('x', 'LOGIN_FAILED', 401))).toBe(false);
    expect(errorWantsCaptcha({ code: 'LOGIN_FAILED', value: null })).toBe(false);
    expect(errorWantsCaptcha({ value: { captchaRequired: false, captcha: false } })).toBe(false);
    expect(errorWantsCaptcha({ value: { captchaRequired: 'yes', captcha: 1 } })).toBe(false);
    expect(errorWantsCaptcha({ value: {} })).toBe(false);
  });
});

describe('login machine: its captcha and SMS children', () => {
  function withChildren(loginImpl: () => Promise<LoginAnswer>) {
    const toChildren: { to: string; event: unknown }[] = [];
    const recorderOf = (to: string) =>
      fromCallback(({ receive }) => receive((event) => toChildren.push({ to, event })));
    const sent: LoginPayload[] = [];
    const machine = loginMachine.provide({
      actors: {
        login: fromPromise<LoginAnswer, LoginPayload>(({ input }) => {
          sent.push(input);
          return loginImpl();
        }),
        captcha: recorderOf('captcha') as unknown as typeof captchaMachine,
        smsCountdown: recorderOf('sms') as unknown as typeof smsCountdownMachine,
      },
      actions: { goOn: () => {} },
    });
    const actor = createActor(machine, { input: { settings, smsLoginEnabled: true, remembered: null } }).start();
    return { actor, toChildren, sent };
  }

  it('asks the SMS child for a code to the number without its leading 0, with the dialing code (§4, §5)', () => {
    const { actor, toChildren } = withChildren(async () => ({ token: 't', userName: 'u', type: 0 }));
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    actor.send({ type: 'CHANGE', field: 'mobile', value: '0912' });
    actor.send({ type: 'SEND_SMS' });
    expect(toChildren).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'mobile', value: '0912345678' });
    actor.send({ type: 'CHANGE', field: 'countryDialingCode', value: '86' });
    actor.send({ type: 'SEND_SMS' });
    expect(toChildren).toEqual([
      { to: 'sms', event: { type: 'SEND', mobileNum: '912345678', countryDialingCode: '86' } },
    ]);
  });

  it('enables the captcha after a login that asks for one, reloads it on tap and after another failure', async () => {
    let calls = 0;
    const { actor, toChildren, sent } = withChildren(async () => {
      calls++;
      if (calls === 1) throw new ApiError('Wrong', 'LOGIN_FAILED', 401, { captchaRequired: true });
      if (calls === 2) throw new ApiError('Wrong again', 'LOGIN_FAILED', 401);
      return { token: 't', userName: 'alice', type: 0 };
    });
    actor.send({ type: 'CHANGE', field: 'username', value: ' alice ' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret99' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(toChildren).toEqual([{ to: 'captcha', event: { type: 'ENABLE' } }]);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(toChildren.slice(1)).toEqual([{ to: 'captcha', event: { type: 'REFRESH' } }]);
    actor.send({ type: 'CHANGE', field: 'captcha', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(toChildren.slice(2)).toEqual([{ to: 'captcha', event: { type: 'REFRESH' } }]);
    actor.send({ type: 'CHANGE', field: 'captcha', value: '4321' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    // §3 login payload: the username trimmed, the captcha, optional values as empty strings.
    expect(sent[2]).toEqual({
      username: 'alice',
      password: 'secret99',
      captcha: '4321',
      type: 'username',
      firebaseChannel: '',
      firebaseIdToken: '',
      firebaseMobileNo: '',
      countryDialingCode: '',
      remember: false,
      deviceToken: '',
    });
    expect(actor.getSnapshot().matches({ form: 'done' })).toBe(true);
  });

  it('a failed login that asks for nothing leaves the captcha alone', async () => {
    const { actor, toChildren } = withChildren(async () => {
      throw new ApiError('Wrong', 'LOGIN_FAILED', 401);
    });
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret99' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().context.captchaShown).toBe(false);
    expect(toChildren).toEqual([]);
  });
});

describe('login machine: its children as the login screen starts them', () => {
  it('the captcha waits for a failed login that asks for it; SMS codes tick every 500 ms for a login (§4, §9)', () => {
    const machine = loginMachine.provide({
      actors: {
        captcha: captchaMachineReal.provide({
          actors: { fetchCaptcha: fromPromise(async () => ({ image: 'data:x', id: 'c1' })) },
        }),
      },
    });
    const actor = createActor(machine, { input: { settings, smsLoginEnabled: true, remembered: null } }).start();
    const { captcha, sms } = actor.getSnapshot().children as Record<string, AnyActorRef>;
    expect(captcha?.getSnapshot().value).toBe('off');
    expect(sms?.getSnapshot().context).toMatchObject({ tickMs: 500, purpose: 'login', thirdParty: false });
  });
});
