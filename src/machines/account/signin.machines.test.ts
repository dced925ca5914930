import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import { sampleSettings } from './account.catalog';
import { type ChangePasswordResult, changePasswordMachine } from './changePassword.machine';
import { type ForgotField, forgotPasswordMachine } from './forgotPassword.machine';
import { loginMachine } from './login.machine';
import { type SendInput, smsCountdownMachine } from './smsCountdown.machine';

/** What the sign-in forms hand to their calls and children (§3 payloads, §4 SMS code, §5). */

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A complete reset form (§2 /m/forget): mobile, code and the new password twice. */
function fillResetForm(actor: { send: (event: { type: 'CHANGE'; field: ForgotField; value: string }) => void }) {
  for (const [field, value] of [
    ['mobileNum', '912345678'],
    ['verificationCode', '123456'],
    ['newPassword', 'better456'],
    ['confirmPassword', 'better456'],
  ] as const) {
    actor.send({ type: 'CHANGE', field, value });
  }
}

describe('SMS countdown: the send call', () => {
  it('sends the number, the dialing code and what the code is for', async () => {
    const seen: SendInput[] = [];
    const machine = smsCountdownMachine.provide({
      actors: {
        sendSms: fromPromise<{ expiredMinutes: number }, SendInput>(async ({ input }) => {
          seen.push(input);
          return { expiredMinutes: 1 };
        }),
      },
    });
    const login = createActor(machine, { input: { purpose: 'login' } }).start();
    login.send({ type: 'SEND', mobileNum: '912345678', countryDialingCode: '86' });
    const register = createActor(machine, { input: undefined }).start();
    register.send({ type: 'SEND', mobileNum: '9123', countryDialingCode: '63' });
    await tick();
    expect(seen).toEqual([
      { mobileNum: '912345678', countryDialingCode: '86', purpose: 'login' },
      { mobileNum: '9123', countryDialingCode: '63', purpose: 'register' },
    ]);
  });

  it('an unprovided send call fails loudly, naming itself', async () => {
    const actor = createActor(smsCountdownMachine, { input: undefined }).start();
    actor.send({ type: 'SEND', mobileNum: '9123', countryDialingCode: '63' });
    await tick();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.lastError).toMatch(/^smsCountdown\.sendSms has no implementation/);
  });
});

describe('forgotten password: the SMS child and the reset call', () => {
  it('asks its SMS child for a code to the number without its leading 0, for a reset', () => {
    const toSms: AnyEventObject[] = [];
    const machine = forgotPasswordMachine.provide({
      actors: {
        smsCountdown: fromCallback(({ receive }) =>
          receive((event) => toSms.push(event)),
        ) as unknown as typeof smsCountdownMachine,
      },
    });
    const actor = createActor(machine, { input: { settings: sampleSettings } }).start();
    actor.send({ type: 'CHANGE', field: 'mobileNum', value: '0912' });
    actor.send({ type: 'SEND_SMS' });
    expect(toSms).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'mobileNum', value: '0912345678' });
    actor.send({ type: 'CHANGE', field: 'countryDialingCode', value: '86' });
    actor.send({ type: 'SEND_SMS' });
    expect(toSms).toEqual([{ type: 'SEND', mobileNum: '912345678', countryDialingCode: '86' }]);
  });

  it('its SMS child sends codes for a reset', () => {
    const actor = createActor(forgotPasswordMachine, { input: { settings: sampleSettings } }).start();
    const sms = actor.getSnapshot().children.sms as AnyActorRef;
    expect(sms.getSnapshot().context.purpose).toBe('reset');
  });

  it('an unprovided reset call fails loudly, naming itself in the toast', async () => {
    const sent: { to: string; event: AnyEventObject }[] = [];
    const root = standInRoot({ notifications: recorder('notifications', sent) });
    const actor = createActor(forgotPasswordMachine, { parent: root, input: { settings: sampleSettings } }).start();
    fillResetForm(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    const toast = sent.find((s) => s.event.type === 'TOAST')?.event as { message: { text: string } } | undefined;
    expect(toast?.message.text).toMatch(/^forgotPassword\.resetPassword has no implementation/);
  });
});

describe('change password: the call', () => {
  it('sends the typed old password when the session began with no password login (§3 password change payload)', async () => {
    const calls: unknown[] = [];
    const machine = changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          calls.push(input);
          return { deviceToken: null };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { loggedIn: true, userName: 'alice', passwordLogin: false, settings: sampleSettings },
    }).start();
    expect(actor.getSnapshot().context.passwordLogin).toBe(false);
    actor.send({ type: 'CHANGE', field: 'oldPassword', value: 'secret123' });
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(calls).toEqual([{ oldPassword: 'secret123', newPassword: 'better456', confirmNewPassword: 'better456' }]);
  });
});

describe('login: an unprovided call', () => {
  it('fails loudly, naming itself on the form', async () => {
    const actor = createActor(loginMachine, {
      input: { settings: sampleSettings, smsLoginEnabled: false, remembered: null },
    }).start();
    actor.send({ type: 'CHANGE', field: 'username', value: 'alice' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret99' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().context.serverError).toMatch(/^login\.login has no implementation/);
  });
});

describe('a call failing without an error value', () => {
  it('change password: only hides loading, the form stays as typed (§4, §8)', async () => {
    const machine = changePasswordMachine.provide({
      actors: { changePassword: fromPromise(() => Promise.reject(null)) },
    });
    const actor = createActor(machine, {
      input: { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    }).start();
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('forgotten password: back to the form with its errors as they were', async () => {
    const machine = forgotPasswordMachine.provide({
      actors: { resetPassword: fromPromise(() => Promise.reject(null)) },
    });
    const actor = createActor(machine, { input: { settings: sampleSettings } }).start();
    fillResetForm(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('the password forms finish', () => {
  it('change password without a session is done at once; forgotten password is done on the login screen', async () => {
    const leaving = createActor(changePasswordMachine, {
      input: { loggedIn: false, userName: '', passwordLogin: false, settings: sampleSettings },
    }).start();
    expect(leaving.getSnapshot().status).toBe('done');
  });

  it('change password is done once saved, 1 s later (§4)', async () => {
    const clock = new SimulatedClock();
    const machine = changePasswordMachine.provide({
      actors: { changePassword: fromPromise(async (): Promise<ChangePasswordResult> => ({ deviceToken: null })) },
    });
    const actor = createActor(machine, {
      clock,
      input: { loggedIn: true, userName: 'alice', passwordLogin: true, settings: sampleSettings },
    }).start();
    actor.send({ type: 'CHANGE', field: 'newPassword', value: 'better456' });
    actor.send({ type: 'CHANGE', field: 'confirmPassword', value: 'better456' });
    actor.send({ type: 'SUBMIT' });
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('forgotten password is done after its success toast', async () => {
    const clock = new SimulatedClock();
    const machine = forgotPasswordMachine.provide({ actors: { resetPassword: fromPromise(async () => {}) } });
    const actor = createActor(machine, { clock, input: { settings: sampleSettings } }).start();
    fillResetForm(actor);
    actor.send({ type: 'SUBMIT' });
    await tick();
    clock.increment(1500);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
