import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise, SimulatedClock, setup } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { FeedbackPayload } from '../../domain/account/feedback';
import { pathTo } from '../../domain/shell/paths';
import { ApiError } from '../../services/shell/http';
import { sampleSettings } from './account.catalog';
import { captchaMachine } from './captcha.machine';
import { type ChangePasswordPayload, type ChangePasswordResult, changePasswordMachine } from './changePassword.machine';
import { feedbackMachine } from './feedback.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import type { smsCountdownMachine } from './smsCountdown.machine';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('captcha', () => {
  it('captcha enabled on entry loads at once; a tap reloads', async () => {
    const fetch = vi.fn(async () => ({ image: 'data:x', id: '' }));
    const actor = createActor(captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(fetch) } }), {
      input: { enabled: true },
    }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await tick();
    expect(actor.getSnapshot().context.image).toBe('data:x');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().context.image).toBe('');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('change password', () => {
  it('without a session asks the navigator for home', () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ navigator: recorder('navigator', sent) });
    const actor = createActor(changePasswordMachine, {
      input: { loggedIn: false, userName: '', passwordLogin: false, settings: sampleSettings },
      parent: root,
    }).start();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('home') } }]);
  });

  it('after a password login sends no old password; the server tells when the new one is the same; saves, keeps the remembered device token, goes home after 1 s', async () => {
    const alertSame = vi.fn();
    const goHome = vi.fn();
    const updateRemembered = vi.fn();
    const calls: unknown[] = [];
    const clock = new SimulatedClock();
    const machine = changePasswordMachine.provide({
      actions: { alertSame, goHome, updateRemembered },
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          calls.push(input);
          if (input.newPassword === 'secret123') {
            throw new ApiError('The new password cannot be the same as the old one', 'SAME_PASSWORD', 400);
          }
          return { deviceToken: 'dev-2' };
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    }).start();
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'secret123' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'secret123' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(alertSame).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    expect(actor.getSnapshot().context.errors.confirmPassword).toEqual({ key: 'account.changePsw.confirmMismatch' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls[1]).toEqual({ oldPassword: '', newPassword: 'better456', confirmNewPassword: 'better456' });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(updateRemembered).toHaveBeenCalledWith(expect.anything(), { deviceToken: 'dev-2' });
    clock.increment(1000);
    expect(goHome).toHaveBeenCalledOnce();
  });

  it('shows the old-password field, focused and saying why, when the server asks for it', async () => {
    const calls: { oldPassword: string }[] = [];
    const machine = changePasswordMachine.provide({
      actions: { goHome: () => {}, updateRemembered: () => {} },
      actors: {
        changePassword: fromPromise<ChangePasswordResult, ChangePasswordPayload>(async ({ input }) => {
          calls.push(input);
          if (input.oldPassword === '') throw new ApiError('Enter the old password', 'OLD_PASSWORD_REQUIRED', 400);
          return { deviceToken: null };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    }).start();
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    const c = actor.getSnapshot().context;
    expect(c.passwordLogin).toBe(false);
    expect(c.errors.oldPassword).toEqual({ key: 'account.changePsw.oldNeeded' });
    expect(c.focus?.field).toBe('oldPassword');
    // The typed old password is sent now.
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'secret123' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls[1]?.oldPassword).toBe('secret123');
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('asks for the confirmation with its own message', () => {
    const actor = createActor(changePasswordMachine, {
      input: { loggedIn: true, userName: 'alice', passwordLogin: false, settings: sampleSettings },
    }).start();
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'secret123' });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.confirmPassword).toEqual({ key: 'account.changePsw.confirmRequired' });
    expect(actor.getSnapshot().context.focus?.field).toBe('confirmPassword');
  });
});

describe('feedback', () => {
  it('without a session asks the navigator for login', () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ navigator: recorder('navigator', sent) });
    const actor = createActor(feedbackMachine, { input: { loggedIn: false, sender: '' }, parent: root }).start();
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login') } }]);
  });

  it('a failure without an error says Unknown error; a send the root did not provide fails loudly, naming itself', async () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ notifications: recorder('notifications', sent) });
    const toasts = () => sent.filter((s) => s.event.type === 'TOAST').map((s) => s.event.message);
    const fill = (actor: { send: (event: never) => void }) => {
      actor.send({ type: 'SELECT_TYPE', value: 0 } as never);
      actor.send({ type: 'CHANGE_CONTENT', value: 'hello' } as never);
      actor.send({ type: 'CHANGE_CAPTCHA', value: '7' } as never);
      actor.send({ type: 'SUBMIT' } as never);
    };
    const captcha = createMachine({}) as unknown as typeof captchaMachine;
    const failing = feedbackMachine.provide({
      actors: { captcha, sendFeedback: fromPromise<void, FeedbackPayload>(() => Promise.reject(undefined)) },
    });
    const actor = createActor(failing, { input: { loggedIn: true, sender: 'alice' }, parent: root }).start();
    fill(actor);
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(toasts()).toEqual([{ text: 'Unknown error' }]);

    sent.length = 0;
    const unprovided = feedbackMachine.provide({ actors: { captcha } });
    const second = createActor(unprovided, { input: { loggedIn: true, sender: 'alice' }, parent: root }).start();
    fill(second);
    await tick();
    expect(toasts()).toEqual([{ text: expect.stringMatching(/^feedback\.sendFeedback has no implementation/) }]);
  });

  it('shows the server field messages read from the error data', async () => {
    const error = Object.assign(new Error('Bad captcha'), {
      code: 'CAPTCHA_INVALID',
      value: { fields: { captcha: 'Wrong' } },
    });
    const machine = feedbackMachine.provide({
      actors: {
        captcha: createMachine({}) as unknown as typeof captchaMachine,
        sendFeedback: fromPromise<void, FeedbackPayload>(async () => {
          throw error;
        }),
      },
    });
    const actor = createActor(machine, { input: { loggedIn: true, sender: 'alice' } }).start();
    actor.send({ type: 'SELECT_TYPE', value: 0 });
    actor.send({ type: 'CHANGE_CONTENT', value: 'hello' });
    actor.send({ type: 'CHANGE_CAPTCHA', value: '7' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.captcha).toEqual({ text: 'Wrong' });
  });

  it('refuses an unselected type, caps the content at 200 and sends the §3 payload', async () => {
    const sent: FeedbackPayload[] = [];
    const machine = feedbackMachine.provide({
      actors: {
        captcha: createMachine({}) as unknown as typeof captchaMachine,
        sendFeedback: fromPromise<void, FeedbackPayload>(async ({ input }) => {
          sent.push(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { loggedIn: true, sender: 'alice' } }).start();
    actor.send({ type: 'CHANGE_CONTENT', value: 'x'.repeat(250) });
    expect(actor.getSnapshot().context.content).toHaveLength(200);
    actor.send({ type: 'CHANGE_CAPTCHA', value: '7' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.type).toEqual({ key: 'account.feedback.typeRequired' });
    actor.send({ type: 'SELECT_TYPE', value: 0 });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(sent[0]).toEqual({ content: 'x'.repeat(200), sender: 'alice', type: 0, captcha: '7' });
    expect(actor.getSnapshot().context.content).toBe('');
  });
});

describe('feedback captcha', () => {
  it('loads the captcha on entry and reloads it on tap (§4 Feedback)', () => {
    const inputs: unknown[] = [];
    const events: AnyEventObject[] = [];
    const captcha = setup({}).createMachine({
      context: ({ input }) => {
        inputs.push(input);
        return {};
      },
      on: { '*': { actions: ({ event }) => events.push(event) } },
    });
    const machine = feedbackMachine.provide({ actors: { captcha: captcha as unknown as typeof captchaMachine } });
    const actor = createActor(machine, { input: { loggedIn: true, sender: 'alice' } }).start();
    expect(inputs).toEqual([{ enabled: true }]);
    actor.send({ type: 'CAPTCHA_REFRESH' });
    expect(events).toEqual([{ type: 'REFRESH' }]);
  });
});

describe('forgotten password', () => {
  afterEach(() => vi.useRealTimers());

  it('checks the mobile number before asking for the SMS, then resets and goes to login', async () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ navigator: recorder('navigator', sent) });
    const calls: unknown[] = [];
    // The actor runs in the stand-in root's system, whose clock is the timers': fake them.
    vi.useFakeTimers();
    const machine = forgotPasswordMachine.provide({
      actors: {
        smsCountdown: createMachine({}) as unknown as typeof smsCountdownMachine,
        resetPassword: fromPromise(async ({ input }) => {
          calls.push(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { settings: sampleSettings }, parent: root }).start();
    actor.send({ type: 'SEND_SMS' });
    expect(actor.getSnapshot().context.errors.mobileNum).toEqual({ key: 'account.login.mobileRequired' });
    actor.send({ type: 'CHANGE', field: 'mobileNum', value: '0912345678' });
    actor.send({ type: 'CHANGE', field: 'verificationCode', value: '1234' });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '63',
      verificationCode: '1234',
      newPassword: 'better456',
      confirmNewPassword: 'better456',
    });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toEqual([{ to: 'navigator', event: { type: 'NAVIGATE', to: pathTo('login') } }]);
  });
});
