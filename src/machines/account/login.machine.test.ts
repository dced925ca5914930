import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import { encodePassword, type LoginAnswer, type LoginPayload, type RememberedLogin } from '../../domain/account/login';
import { parseRegisterSettings } from '../../domain/account/validation';
import { normaliseConfig } from '../../domain/shell/site-config';
import { ApiError } from '../../services/shell/http';
import { siteConfigMachine } from '../shell/siteConfig.machine';
import type { captchaMachine } from './captcha.machine';
import { loginMachine } from './login.machine';
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

  it('prefills a remembered login', () => {
    const actor = createActor(loginMachine, {
      input: {
        settings,
        smsLoginEnabled: true,
        remembered: {
          type: 'username',
          username: 'bob',
          remPass: encodePassword('pa55word', 'abc'),
          countryDialingCode: '63',
          salt: 'abc',
        },
      },
    });
    const c = actor.getSnapshot().context;
    expect(c.values).toMatchObject({ username: 'bob', password: 'pa55word' });
    expect(c.remember).toBe(true);
  });

  it('prefills the remembered login the readRemembered call finds', async () => {
    const machine = loginMachine.provide({
      actors: {
        readRemembered: fromPromise<RememberedLogin | null, void>(async () => ({
          type: 'username',
          username: 'bob',
          remPass: encodePassword('pa55word', 'abc'),
          countryDialingCode: '63',
          salt: 'abc',
        })),
      },
    });
    const actor = createActor(machine, { input: { settings, smsLoginEnabled: true } }).start();
    await tick();
    expect(actor.getSnapshot().context.values).toMatchObject({ username: 'bob', password: 'pa55word' });
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
