import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, SimulatedClock } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { PickedImage, Profile } from '../../domain/member/profile';
import { ApiError } from '../../services/shell/http';
import { type CodeRequest, codeBindingMachine, targetOf } from './codeBinding';
import { type HeadIconChoice, headIconMachine } from './headIcon.machine';
import * as view from './profile.view';
import { profileRefusal, serverFields } from './profileErrors';
import { profileFormMachine } from './profileForm.machine';

const tick = () => new Promise((r) => setTimeout(r, 0));
type Sent = { to: string; event: AnyEventObject };

describe('profileErrors', () => {
  it('profileRefusal: a known code has its own message, anything else the generic one', () => {
    expect(profileRefusal({ error: { code: 'MOBILE_TAKEN' } })).toEqual({ key: 'member.profile.errors.MOBILE_TAKEN' });
    expect(profileRefusal({ error: { code: 'SOMETHING_ELSE' } })).toEqual({ key: 'member.profile.errors.failed' });
    expect(profileRefusal({ error: { code: 42 } })).toEqual({ key: 'member.profile.errors.failed' });
    expect(profileRefusal({ error: null })).toEqual({ key: 'member.profile.errors.failed' });
    expect(profileRefusal({ error: undefined })).toEqual({ key: 'member.profile.errors.failed' });
    expect(profileRefusal({})).toEqual({ key: 'member.profile.errors.failed' });
  });

  it('serverFields: the fields object, else null', () => {
    expect(serverFields({ error: { value: { fields: { nickname: 'Taken' } } } })).toEqual({ nickname: 'Taken' });
    expect(serverFields({ error: { value: { fields: 'x' } } })).toBeNull();
    expect(serverFields({ error: { value: {} } })).toBeNull();
    expect(serverFields({ error: { value: null } })).toBeNull();
    expect(serverFields({ error: {} })).toBeNull();
    expect(serverFields({ error: null })).toBeNull();
    expect(serverFields({ error: undefined })).toBeNull();
  });
});

const emailRule = { regExp: '^[^@\\s]+@[^@\\s]+$', message: 'Email not valid' };
const mobileRule = { regExp: '^[0-9]{6,12}$', message: 'Mobile not valid' };

function binding(
  kind: 'email' | 'mobile',
  opts: { dialing?: string; send?: () => Promise<{ expiredMinutes: number }>; withSystem?: boolean } = {},
) {
  const sent: Sent[] = [];
  const withSystem = opts.withSystem ?? true;
  const root = withSystem
    ? standInRoot({ session: recorder('session', sent), notifications: recorder('notifications', sent) })
    : undefined;
  const codeRequests: CodeRequest[] = [];
  const binds: (CodeRequest & { code: string })[] = [];
  const machine = codeBindingMachine(kind === 'email' ? 'emailBinding' : 'mobileBinding', kind).provide({
    actors: {
      sendCode: fromPromise<{ expiredMinutes: number }, CodeRequest>(({ input }) => {
        codeRequests.push(input);
        return opts.send ? opts.send() : Promise.resolve({ expiredMinutes: 1 });
      }),
      bind: fromPromise<void, CodeRequest & { code: string }>(async ({ input }) => {
        binds.push(input);
      }),
    },
  });
  const clock = new SimulatedClock();
  const input = { rule: kind === 'email' ? emailRule : mobileRule, countryDialingCode: opts.dialing };
  const actor = createActor(machine, withSystem ? { input, parent: root } : { input, clock }).start();
  return { actor, sent, codeRequests, binds, clock };
}

describe('code binding', () => {
  it('targetOf: trims; a mobile number loses its leading zeros only', () => {
    expect(targetOf('email', ' 007@x.co ')).toBe('007@x.co');
    expect(targetOf('mobile', ' 00912 ')).toBe('912');
    expect(targetOf('mobile', '1020')).toBe('1020');
  });

  it('starts empty; no dialing code given is empty', () => {
    const { actor } = binding('email');
    expect(view.bindingContext(actor.getSnapshot())).toEqual({
      rule: emailRule,
      countryDialingCode: '',
      target: '',
      code: '',
      remainingMs: 0,
      targetProblem: null,
      codeProblem: null,
      refusal: null,
      bound: null,
    });
    expect(view.bindingSending(actor.getSnapshot())).toBe(false);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(0);
    expect(view.bindingVerifying(actor.getSnapshot())).toBe(false);
  });

  it('mobile: sends the number without leading zeros with the dialing code; toasts; binds with the code trimmed', async () => {
    let release!: (v: { expiredMinutes: number }) => void;
    const { actor, codeRequests, binds, sent } = binding('mobile', {
      dialing: '63',
      send: () => new Promise((r) => (release = r)),
    });
    expect(actor.getSnapshot().context.countryDialingCode).toBe('63');
    actor.send({ type: 'CHANGE_TARGET', value: ' 0102030 ' });
    actor.send({ type: 'SEND' });
    expect(view.bindingSending(actor.getSnapshot())).toBe(true);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(0);
    expect(codeRequests).toEqual([{ target: '102030', countryDialingCode: '63' }]);
    release({ expiredMinutes: 1 });
    await tick();
    expect(view.bindingSending(actor.getSnapshot())).toBe(false);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(60);
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'member.profile.mobile.sent' }, kind: 'success', durationMs: 1500 },
      },
    ]);
    actor.send({ type: 'CHANGE_CODE', value: ' 1234 ' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().context.codeProblem).toBeNull();
    expect(view.bindingVerifying(actor.getSnapshot())).toBe(true);
    expect(binds).toEqual([{ target: '102030', countryDialingCode: '63', code: '1234' }]);
    await tick();
    expect(view.bindingContext(actor.getSnapshot()).bound).toBe('102030');
    expect(sent.at(-1)).toEqual({ to: 'session', event: { type: 'REFRESH_MEMBER' } });
  });

  it('email: keeps leading zeros; a bad code is refused before sending', async () => {
    const { actor, codeRequests, binds } = binding('email');
    actor.send({ type: 'CHANGE_TARGET', value: ' 007@x.co ' });
    actor.send({ type: 'SEND' });
    expect(codeRequests).toEqual([{ target: '007@x.co', countryDialingCode: '' }]);
    actor.send({ type: 'CHANGE_CODE', value: '12' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().context.codeProblem).toEqual({ key: 'member.profile.errors.code' });
    expect(binds).toEqual([]);
  });

  it('bound without a session keeps running', async () => {
    const { actor } = binding('email', { withSystem: false });
    actor.send({ type: 'CHANGE_TARGET', value: 'a@b.co' });
    actor.send({ type: 'CHANGE_CODE', value: '1234' });
    actor.send({ type: 'VERIFY' });
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ binder: 'bound' })).toBe(true);
  });

  it('counts down one second a tick and is ready again after exactly the minute', async () => {
    const { actor, clock } = binding('email', { withSystem: false });
    actor.send({ type: 'CHANGE_TARGET', value: 'a@b.co' });
    actor.send({ type: 'SEND' });
    await tick();
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(60);
    clock.increment(1000);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(59);
    for (let i = 0; i < 58; i++) clock.increment(1000);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.remainingMs).toBe(1000);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ sender: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
    expect(view.bindingSecondsLeft(actor.getSnapshot())).toBe(0);
  });
});

const png = (size = 10): PickedImage => ({ name: 'a.png', type: 'image/png', size });

function icon(save: (choice: HeadIconChoice) => Promise<{ headIcon: string }>, withSystem = true) {
  const sent: Sent[] = [];
  const root = withSystem
    ? standInRoot({ session: recorder('session', sent), notifications: recorder('notifications', sent) })
    : undefined;
  const inputs: HeadIconChoice[] = [];
  const machine = headIconMachine.provide({
    actors: {
      saveIcon: fromPromise<{ headIcon: string }, HeadIconChoice>(({ input }) => {
        inputs.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { icon: 'old.png' }, parent: root }).start();
  return { actor, sent, inputs };
}

describe('head icon', () => {
  it('a preset is saved: toast and member refresh', async () => {
    const { actor, sent, inputs } = icon(async () => ({ headIcon: 'p3.png' }));
    expect(view.iconCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PRESET', id: 'p3' });
    expect(view.iconSaving(actor.getSnapshot())).toBe(true);
    expect(view.iconCanRetry(actor.getSnapshot())).toBe(false);
    expect(inputs).toEqual([{ kind: 'preset', id: 'p3' }]);
    await tick();
    expect(view.iconSaving(actor.getSnapshot())).toBe(false);
    expect(view.iconContext(actor.getSnapshot())).toEqual({ icon: 'p3.png', choice: null, notice: null });
    expect(sent).toEqual([
      {
        to: 'notifications',
        event: { type: 'TOAST', message: { key: 'member.profile.icon.saved' }, kind: 'success', durationMs: 3000 },
      },
      { to: 'session', event: { type: 'REFRESH_MEMBER' } },
    ]);
  });

  it('saved without a session keeps running', async () => {
    const { actor } = icon(async () => ({ headIcon: 'p3.png' }), false);
    actor.send({ type: 'PRESET', id: 'p3' });
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.icon).toBe('p3.png');
  });

  it('a failed upload keeps the file for a retry; a refused pick drops it; RETRY with nothing held does nothing', async () => {
    const failures: unknown[] = [null, undefined, new ApiError('big', 'HEAD_ICON_TOO_LARGE', 400)];
    const { actor, inputs } = icon(async () => {
      throw failures.shift();
    });
    actor.send({ type: 'RETRY' });
    expect(view.iconSaving(actor.getSnapshot())).toBe(false);
    expect(inputs).toEqual([]);
    const file = png();
    actor.send({ type: 'PICK', file });
    expect(inputs).toEqual([{ kind: 'upload', file }]);
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view.iconContext(actor.getSnapshot()).notice).toBe('failed');
    expect(view.iconCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(view.iconSaving(actor.getSnapshot())).toBe(true);
    await tick();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view.iconCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PICK', file: { name: 'a.gif', type: 'image/gif', size: 10 } });
    expect(view.iconContext(actor.getSnapshot())).toEqual({ icon: 'old.png', choice: null, notice: 'type' });
    expect(view.iconCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PICK', file });
    await tick();
    expect(view.iconContext(actor.getSnapshot())).toEqual({ icon: 'old.png', choice: null, notice: 'tooLarge' });
  });
});

const profile = (): Profile => ({
  nickname: 'Ann',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
  email: '',
  countryDialingCode: '63',
  mobileNum: '',
  mobileVerified: false,
  headIcon: '',
  options: {
    rules: {
      nickname: { regExp: '^.{2,20}$', message: 'Nickname 2-20' },
      email: emailRule,
      mobileNum: mobileRule,
      address: { regExp: '.*', message: '' },
      occupation: { regExp: '.*', message: '' },
      minAgeYears: 18,
    },
    incomeSources: [],
    nationalities: [],
    headIcons: [],
    defaultCountryDialingCode: '63',
  },
});

describe('profile form view', () => {
  it('loading, load failed, editing and saving', async () => {
    let loads = 0;
    const machine = profileFormMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => {
          loads++;
          if (loads === 1) throw new Error('down');
          return profile();
        }),
        saveProfile: fromPromise(() => new Promise<void>(() => undefined)),
      },
    });
    const actor = createActor(machine, { input: { today: { year: 2026, month: 1, day: 1 } } }).start();
    expect(view.formLoading(actor.getSnapshot())).toBe(true);
    expect(view.formLoadFailed(actor.getSnapshot())).toBe(false);
    expect(view.formSaving(actor.getSnapshot())).toBe(false);
    expect(view.formContext(actor.getSnapshot()).profile).toBeNull();
    await tick();
    expect(view.formLoadFailed(actor.getSnapshot())).toBe(true);
    expect(view.formLoading(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RETRY' });
    await tick();
    expect(view.formContext(actor.getSnapshot()).values.nickname).toBe('Ann');
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'Bea' });
    actor.send({ type: 'SAVE' });
    expect(view.formSaving(actor.getSnapshot())).toBe(true);
    expect(view.formLoading(actor.getSnapshot())).toBe(false);
    expect(view.formLoadFailed(actor.getSnapshot())).toBe(false);
  });
});
