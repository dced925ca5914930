import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { ExclusionPeriod, ExclusionTool } from '../../domain/protection/exclusion';
import { createExclusionRequestMachine, type ExclusionSettingsOutput } from './exclusionRequest';

const machineUnderTest = createExclusionRequestMachine({
  id: 'testExclusion',
  tool: 'TIME_OUT',
  what: 'Take a break',
  startedKey: 'test.started',
  startedPermanentKey: 'test.startedPermanent',
});

const day: ExclusionPeriod = '24h';
const week: ExclusionPeriod = '7d';
const periods: ExclusionPeriod[] = [day, week];

type StartInput = { tool: ExclusionTool; period: ExclusionPeriod; password: string };

function start(
  settings: ExclusionSettingsOutput,
  answer: () => Promise<{ until: string | null }> = () => new Promise(() => undefined),
  withSession = false,
) {
  const inputs: StartInput[] = [];
  const sent: { to: string; event: AnyEventObject }[] = [];
  const machine = machineUnderTest.provide({
    actors: {
      loadSettings: fromPromise<ExclusionSettingsOutput, void>(async () => settings),
      start: fromPromise<{ until: string | null }, StartInput>(({ input }) => {
        inputs.push(input);
        return answer();
      }),
    },
  });
  const root = standInRoot(withSession ? { session: recorder('session', sent) } : {});
  const actor = createActor(machine, { parent: root });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  return { actor, inputs, sent, errors };
}

/** Loaded, a period chosen, the password typed, confirmed: the start call refuses with `error`. */
async function refusedWith(error: unknown) {
  const h = start({ enabled: true, periods }, () => Promise.reject(error));
  await waitFor(h.actor, (s) => s.matches('choosing'));
  h.actor.send({ type: 'CHOOSE', period: week });
  h.actor.send({ type: 'CONTINUE' });
  h.actor.send({ type: 'PASSWORD', value: 'secret1' });
  h.actor.send({ type: 'CONFIRM' });
  await waitFor(h.actor, (s) => s.matches('confirming'));
  expect(h.errors).toEqual([]);
  const { passwordError, refusal } = h.actor.getSnapshot().context;
  return { passwordError, refusal };
}

describe('exclusion request: loading', () => {
  it('a tool turned off is unavailable even with periods on offer', async () => {
    const { actor } = start({ enabled: false, periods });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('only a period on offer can be chosen', async () => {
    const { actor } = start({ enabled: true, periods: [day] });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', period: week });
    expect(actor.getSnapshot().context.period).toBeNull();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.periodError).toEqual({ key: 'protection.exclusion.errors.choosePeriod' });
  });
});

describe('exclusion request: starting', () => {
  it('sends the tool, the chosen period and the password; once started, logs out', async () => {
    const { actor, inputs, sent, errors } = start(
      { enabled: true, periods },
      async () => ({ until: '2030-01-01T00:00:00.000Z' }),
      true,
    );
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', period: day });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'PASSWORD', value: 'secret1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('started');
    expect(inputs).toEqual([{ tool: 'TIME_OUT', period: day, password: 'secret1' }]);
    expect(actor.getSnapshot().context.until).toBe('2030-01-01T00:00:00.000Z');
    expect(actor.getSnapshot().context.password).toBe('');
    expect(sent).toEqual([{ to: 'session', event: { type: 'LOGOUT_NOW' } }]);
    expect(errors).toEqual([]);
  });

  it('run without a session actor, a permanent start ends without an error', async () => {
    const { actor, errors } = start({ enabled: true, periods }, async () => ({ until: null }));
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', period: week });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'PASSWORD', value: 'secret1' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('started');
    expect(errors).toEqual([]);
  });
});

describe('exclusion request: refusals', () => {
  it('a wrong password shows under the field', async () => {
    expect(await refusedWith({ code: 'OLD_PASSWORD_INCORRECT' })).toEqual({
      passwordError: { key: 'protection.exclusion.errors.passwordIncorrect' },
      refusal: null,
    });
    expect(await refusedWith({ code: 'INVALID_INPUT', value: { fields: { password: 'bad' } } })).toEqual({
      passwordError: { key: 'protection.exclusion.errors.passwordIncorrect' },
      refusal: null,
    });
  });

  it('an invalid input without a password field, or a password field under another code, is a failure', async () => {
    const failed = { passwordError: null, refusal: { key: 'protection.exclusion.errors.failed' } };
    expect(await refusedWith({ code: 'INVALID_INPUT' })).toEqual(failed);
    expect(await refusedWith({ code: 'INVALID_INPUT', value: {} })).toEqual(failed);
    expect(await refusedWith({ code: 'SOMETHING_ELSE', value: { fields: { password: 'bad' } } })).toEqual(failed);
    expect(await refusedWith(null)).toEqual(failed);
  });

  it('too many attempts, a tool turned off and a known refusal each have their message', async () => {
    expect(await refusedWith({ code: 'TOO_MANY_ATTEMPTS' })).toEqual({
      passwordError: null,
      refusal: { key: 'protection.exclusion.errors.tooManyAttempts' },
    });
    expect(await refusedWith({ code: 'FEATURE_DISABLED' })).toEqual({
      passwordError: null,
      refusal: { key: 'protection.exclusion.errors.disabled' },
    });
    expect(await refusedWith({ code: 'EXCLUSION_CANNOT_SHORTEN' })).toEqual({
      passwordError: null,
      refusal: { key: 'protection.exclusion.refusals.EXCLUSION_CANNOT_SHORTEN' },
    });
  });
});
