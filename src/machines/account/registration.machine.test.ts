// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise, SimulatedClock, setup } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { LoginAnswer } from '../../domain/account/login';
import type { RegistrationPayload } from '../../domain/account/registration';
import { parseRegisterSettings } from '../../domain/account/validation';
import { saveRegisterCache, takeRegisterCache } from '../../services/account/register';
import { ApiError } from '../../services/shell/http';
import { session as sessionStore } from '../../services/shell/storage';
import type { captchaMachine } from './captcha.machine';
import { type RegistrationInput, type RegistrationStart, registrationMachine } from './registration.machine';
import type { smsCountdownMachine } from './smsCountdown.machine';

const rule = (regExp: string, message: string, required = false, enabled = true) => ({
  enabled,
  required,
  regExp,
  message,
});
const settings = parseRegisterSettings({
  methods: { username: true, mobileNum: true },
  defaultCountryDialingCode: '63',
  fields: {
    username: rule('^[a-zA-Z][a-zA-Z0-9]{3,15}$', 'Account format incorrect', true),
    password: rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,20}$', 'Password format incorrect', true),
    confirmPassword: rule('', 'incorrect password', true),
    mobileNum: rule('^[1-9][0-9]{5,14}$', 'Mobile number not valid'),
    verificationCode: rule('^[0-9]{4,10}$', 'Verification code error'),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Email format incorrect'),
    qqNum: rule('^[0-9]+$', 'QQ', false, false),
    affiliateCode: rule('^[a-zA-Z0-9]{4,20}$', 'Invalid invitation code'),
    captcha: rule('^[0-9]{1,6}$', 'Verification code error', true),
  },
  // These tests are about the fields: the operator's §2 box, ticked at first (the default is unticked, see below).
  agreementTickedByDefault: true,
});

const tick = () => new Promise((r) => setTimeout(r, 0));
const answer: LoginAnswer = { token: 't', userName: 'alice1', type: 0 };

function start(opts: { affiliateOk?: boolean; registerFails?: unknown; usernameOn?: boolean } = {}) {
  const sent: RegistrationPayload[] = [];
  const clock = new SimulatedClock();
  const machine = registrationMachine.provide({
    actors: {
      checkAffiliate: fromPromise(async () => opts.affiliateOk ?? true),
      register: fromPromise<LoginAnswer, RegistrationPayload>(async ({ input }) => {
        sent.push(input);
        if (opts.registerFails) throw opts.registerFails;
        return answer;
      }),
      captcha: createMachine({}) as unknown as typeof captchaMachine,
      smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
      // The form cache of the browser (session storage, passwords left out), as the root provides it.
      readStart: fromPromise<RegistrationStart, void>(async () => ({
        cache: takeRegisterCache(),
        registerMethod: 'H5',
      })),
    },
    actions: {
      goHome: () => {},
      goToTerms: () => {},
      cacheForm: (_, cache) => saveRegisterCache(cache as Parameters<typeof saveRegisterCache>[0]),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      settings: { ...settings, methods: { username: opts.usernameOn ?? true, mobileNum: true } },
      flags: {},
      registerMethod: 'H5',
      hostName: 'localhost',
      domain: 'localhost',
    },
  }).start();
  return { actor, sent, clock };
}

function fillUsername(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'CHANGE', field: 'username', value: 'alice1' });
  actor.send({ type: 'CHANGE', field: 'password', value: 'secret123' });
  actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'secret123' });
  actor.send({ type: 'CHANGE', field: 'captcha', value: '42' });
}

describe('registration machine', () => {
  it('sends the §3 payload with every key and optional values as empty strings', async () => {
    const { actor, sent } = start();
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(sent[0]).toEqual({
      countryDialingCode: '',
      registerUrl: 'localhost',
      registerMethod: 'H5',
      username: 'alice1',
      password: 'secret123',
      confirmPassword: 'secret123',
      affiliateCode: '',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      captcha: '42',
      type: 0,
      domain: 'localhost',
      verificationCode: '',
    });
    expect(actor.getSnapshot().value).toBe('registered');
  });

  it('defaults to mobile only when username registration is off', () => {
    expect(start({ usernameOn: false }).actor.getSnapshot().context.method).toBe('mobileNum');
    expect(start().actor.getSnapshot().context.method).toBe('username');
  });

  it('switching tabs clears values and carries the mobile number across', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice1' });
    actor.send({ type: 'CHANGE', field: 'mobileNum', value: '0912-345678' });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobileNum' });
    const c = actor.getSnapshot().context;
    expect(c.method).toBe('mobileNum');
    expect(c.values.username).toBe('');
    expect(c.values.mobileNum).toBe('0912345678');
  });

  it('does nothing while the terms are unchecked, and focuses the first invalid field', () => {
    const { actor, sent } = start();
    actor.send({ type: 'TOGGLE_AGREE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.focus).toBeNull();
    actor.send({ type: 'TOGGLE_AGREE' });
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice1' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'bad' });
    actor.send({ type: 'SUBMIT' });
    const c = actor.getSnapshot().context;
    expect(c.focus?.field).toBe('password');
    expect(c.errors.email).toEqual({ text: 'Email format incorrect' });
    expect(c.errors.confirmPassword).toEqual({ key: 'account.validation.confirmRequired' });
    expect(sent).toHaveLength(0);
  });

  it('re-checks the confirm field when the password changes', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret123' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'secret123' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret124' });
    expect(actor.getSnapshot().context.errors.confirmPassword).toEqual({ key: 'account.validation.confirmMismatch' });
  });

  it('a refused invitation code shows the error for 1 s, then focuses the field', async () => {
    const { actor, clock, sent } = start({ affiliateOk: false });
    fillUsername(actor);
    actor.send({ type: 'CHANGE', field: 'affiliateCode', value: 'NOPE1' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().value).toBe('affiliateRejected');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.focus?.field).toBe('affiliateCode');
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, showing its field messages', async () => {
    const error = new ApiError('Sorry, the username already exists.', 'USERNAME_EXISTS', 409, {
      fields: { username: 'Sorry, the username already exists.' },
    });
    const { actor } = start({ registerFails: error });
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(c.values.username).toBe('alice1');
    expect(c.values.password).toBe('secret123');
    expect(c.values.captcha).toBe('');
    expect(c.errors.username).toEqual({ text: 'Sorry, the username already exists.' });
    expect(c.focus?.field).toBe('username');
  });

  it('a limit reached (429) toasts the localized wait; a common password named by code shows the localized text', async () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ notifications: recorder('notifications', sent) });
    const limited = new ApiError('Too many registrations', 'TOO_MANY_REQUESTS', 429, { retryAfterSeconds: 1800 });
    const machine = registrationMachine.provide({
      actors: {
        checkAffiliate: fromPromise(async () => true),
        register: fromPromise<LoginAnswer, RegistrationPayload>(async () => {
          throw limited;
        }),
        captcha: createMachine({}) as unknown as typeof captchaMachine,
        smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
        readStart: fromPromise<RegistrationStart, void>(async () => ({ cache: null, registerMethod: 'H5' })),
      },
    });
    const input = { settings, flags: {}, registerMethod: 'H5' as const, hostName: 'localhost', domain: 'localhost' };
    const actor = createActor(machine, { input, parent: root }).start();
    await tick();
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    const toasts = sent.filter((s) => s.event.type === 'TOAST').map((s) => s.event.message);
    expect(toasts).toEqual([{ key: 'account.errors.tooManyRequests', params: { minutes: 30 } }]);

    const common = new ApiError('password: too common', 'INVALID_INPUT', 400, {
      fields: { password: 'This password is too common: choose another one' },
      fieldCodes: { password: 'PASSWORD_COMMON' },
    });
    const { actor: second } = start({ registerFails: common });
    fillUsername(second);
    second.send({ type: 'SUBMIT' });
    await tick();
    expect(second.getSnapshot().context.errors.password).toEqual({ key: 'account.validation.passwordCommon' });
  });

  it('caches the form (without passwords) when reading the terms and restores it once', async () => {
    const { actor } = start();
    await Promise.resolve();
    fillUsername(actor);
    actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.co' });
    actor.send({ type: 'READ_TERMS' });
    expect(sessionStore.get('registerFormCache')).not.toContain('secret123');
    const restored = start().actor;
    await new Promise((r) => setTimeout(r, 0));
    const again = restored.getSnapshot().context;
    expect(again.values.username).toBe('alice1');
    expect(again.values.email).toBe('a@b.co');
    expect(again.values.password).toBe('');
    const third = start().actor;
    await new Promise((r) => setTimeout(r, 0));
    expect(third.getSnapshot().context.values.username).toBe('');
  });
});

describe('registration machine and its helpers', () => {
  /** A child that records its input and every event it receives. */
  function recordingChild(id: string, log: { inputs: Record<string, unknown>; events: [string, unknown][] }) {
    return setup({}).createMachine({
      context: ({ input }) => {
        log.inputs[id] = input;
        return {};
      },
      on: { '*': { actions: ({ event }) => log.events.push([id, event]) } },
    });
  }

  function startWith(
    input: Partial<RegistrationInput>,
    opts: {
      readStart?: RegistrationStart;
      affiliateOk?: boolean;
      registerFails?: unknown;
      registerHangs?: boolean;
      registerRejectsEmpty?: boolean;
    } = {},
  ) {
    const log = { inputs: {} as Record<string, unknown>, events: [] as [string, unknown][] };
    const calls: { checkAffiliate: unknown[]; register: RegistrationPayload[] } = { checkAffiliate: [], register: [] };
    const clock = new SimulatedClock();
    const machine = registrationMachine.provide({
      actors: {
        checkAffiliate: fromPromise<boolean, { code: string; domain: string }>(async ({ input }) => {
          calls.checkAffiliate.push(input);
          return opts.affiliateOk ?? true;
        }),
        register: fromPromise<LoginAnswer, RegistrationPayload>(async ({ input }) => {
          calls.register.push(input);
          if (opts.registerHangs) await new Promise(() => {});
          if (opts.registerRejectsEmpty) return Promise.reject(undefined);
          if (opts.registerFails) throw opts.registerFails;
          return answer;
        }),
        // Without a start the call never answers.
        readStart: fromPromise<RegistrationStart, void>(() =>
          opts.readStart ? Promise.resolve(opts.readStart) : new Promise(() => {}),
        ),
        captcha: recordingChild('captcha', log) as unknown as typeof captchaMachine,
        smsCountdown: recordingChild('sms', log) as unknown as typeof smsCountdownMachine,
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { settings, flags: {}, hostName: 'site.example', domain: 'example.com', ...input },
    }).start();
    return { actor, log, calls, clock };
  }

  it('asks the SMS countdown for a code with the number (leading 0 removed) and its dialing code', () => {
    const { actor, log } = startWith({});
    expect(log.inputs.sms).toEqual({ purpose: 'register' });
    actor.send({ type: 'CHANGE', field: 'countryDialingCode', value: '86' });
    actor.send({ type: 'CHANGE', field: 'mobileNum', value: '0912345678' });
    actor.send({ type: 'SEND_SMS' });
    expect(log.events).toEqual([['sms', { type: 'SEND', mobileNum: '912345678', countryDialingCode: '86' }]]);
  });

  it('loads the captcha only when the settings enable it; a tap, a refused or an unanswered call reloads it', async () => {
    expect(startWith({}).log.inputs.captcha).toEqual({ enabled: true });
    const noCaptcha = { ...settings, fields: { ...settings.fields, captcha: undefined } };
    expect(startWith({ settings: noCaptcha }).log.inputs.captcha).toEqual({ enabled: false });
    const off = {
      ...settings,
      fields: { ...settings.fields, captcha: { ...settings.fields.captcha!, enabled: false } },
    };
    expect(startWith({ settings: off }).log.inputs.captcha).toEqual({ enabled: false });

    const { actor, log } = startWith({}, { registerFails: new Error('No') });
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(log.events).toEqual([['captcha', { type: 'REFRESH' }]]);
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(log.events).toHaveLength(2);
    expect(log.events[1]).toEqual(['captcha', { type: 'REFRESH' }]);

    // A register call that never answers: after 20 s the captcha is asked again.
    const waiting = startWith({ registerMethod: 'H5' }, { registerHangs: true });
    fillUsername(waiting.actor);
    waiting.actor.send({ type: 'SUBMIT' });
    await tick();
    expect(waiting.actor.getSnapshot().value).toBe('submitting');
    waiting.clock.increment(20_000);
    expect(waiting.actor.getSnapshot().value).toBe('editing');
    expect(waiting.log.events).toEqual([['captcha', { type: 'REFRESH' }]]);
  });

  it('checks the trimmed invitation code with the site domain', async () => {
    const { actor, calls } = startWith({ registerMethod: 'H5' });
    fillUsername(actor);
    actor.send({ type: 'CHANGE', field: 'affiliateCode', value: '  ABCD1 ' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls.checkAffiliate).toEqual([{ code: 'ABCD1', domain: 'example.com' }]);
    expect(calls.register[0]?.affiliateCode).toBe('ABCD1');
  });

  it('sends the registerMethod of the input, else of the start, else H5 (§3)', async () => {
    const run = async (input: Partial<RegistrationInput>, start?: RegistrationStart) => {
      const { actor, calls } = startWith(input, { readStart: start });
      await tick();
      fillUsername(actor);
      actor.send({ type: 'SUBMIT' });
      await tick();
      return calls.register[0]?.registerMethod;
    };
    expect(await run({})).toBe('H5');
    expect(await run({}, { cache: null, registerMethod: 'PWA' })).toBe('PWA');
    expect(await run({ registerMethod: 'APP' }, { cache: null, registerMethod: 'PWA' })).toBe('APP');
  });

  it('a failure without an error keeps the form with Unknown error', async () => {
    const { actor } = startWith({ registerMethod: 'H5' }, { registerRejectsEmpty: true });
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverError).toBe('Unknown error');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('ends once registered', async () => {
    const { actor } = startWith({ registerMethod: 'H5' });
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a register call the root did not provide fails loudly, naming itself', async () => {
    const machine = registrationMachine.provide({
      actors: {
        readStart: fromPromise<RegistrationStart, void>(() => new Promise(() => {})),
        captcha: createMachine({}) as unknown as typeof captchaMachine,
        smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
      },
    });
    const actor = createActor(machine, {
      input: { settings, flags: {}, hostName: 'h', domain: 'd', registerMethod: 'H5' },
    }).start();
    fillUsername(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().context.serverError).toMatch(/^registration\.register has no implementation/);
  });
});

describe('registration consent (issue 16 tool 7)', () => {
  const unticked = { ...settings, agreementTickedByDefault: false };
  const input = { settings: unticked, flags: {}, registerMethod: 'H5' as const, hostName: 'h', domain: 'd' };
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise<LoginAnswer, RegistrationPayload>(async () => answer),
      captcha: createMachine({}) as unknown as typeof captchaMachine,
      smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
      readStart: fromPromise<RegistrationStart, void>(async () => ({ cache: null, registerMethod: 'H5' })),
    },
  });

  it('the agreement and age box starts unticked, and a filled form is not sent until it is ticked', () => {
    const actor = createActor(machine, { input }).start();
    expect(actor.getSnapshot().context.agreed).toBe(false);
    for (const [field, value] of [
      ['username', 'alice1'],
      ['password', 'secret123'],
      ['confirmPassword', 'secret123'],
      ['captcha', '42'],
    ] as const) {
      actor.send({ type: 'CHANGE', field, value });
    }
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'TOGGLE_AGREE' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('the operator can restore the ticked box of spec §2', () => {
    const actor = createActor(machine, { input: { ...input, settings } }).start();
    expect(actor.getSnapshot().context.agreed).toBe(true);
  });
});
