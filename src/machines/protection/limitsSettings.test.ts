import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LimitRow, LimitSaveOutcome, LimitsState, LimitTarget } from '../../domain/protection/limitsState';
import { type LimitSaveRequest, limitsSettingsMachine } from './limitsSettings.machine';
import { editingTarget, limitDraft, limitFieldError, limitsBusy, limitsNotice } from './limitsSettings.view';

const row = (over: Partial<LimitRow> & Pick<LimitRow, 'kind' | 'period'>): LimitRow => ({
  amount: null,
  used: null,
  remaining: null,
  resetsAt: null,
  pending: null,
  ...over,
});

/** LOSS/WEEK is set with a pending raise not yet due; WAGER/MONTH has a due one; DEPOSIT/DAY is not set. */
const state: LimitsState = {
  coolingOffHours: 24,
  maxAmount: 5000,
  currencySymbol: '$',
  hasDeposits: true,
  limits: [
    row({ kind: 'DEPOSIT', period: 'DAY' }),
    row({ kind: 'LOSS', period: 'WEEK', amount: 100, pending: { amount: 200, dueAt: 'later', confirmable: false } }),
    row({ kind: 'WAGER', period: 'MONTH', amount: 300, pending: { amount: null, dueAt: 'past', confirmable: true } }),
  ],
  allowance: { DEPOSIT: null, LOSS: null, WAGER: null },
};

const never = <T>() => new Promise<T>(() => undefined);

/** Calls recorded by name with their input; a call's answer comes from `answers` (never settles by default). */
function harness(answers: { load?: () => Promise<LimitsState | null>; save?: () => Promise<unknown> } = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const machine = limitsSettingsMachine.provide({
    actors: {
      loadLimits: fromPromise<LimitsState, void>(
        async () => (await (answers.load ?? (async () => state))()) as LimitsState,
      ),
      saveLimit: fromPromise<{ outcome: LimitSaveOutcome; state: LimitsState }, LimitSaveRequest>(({ input }) => {
        calls.push({ name: 'save', input });
        return (answers.save?.() ?? never()) as Promise<{ outcome: LimitSaveOutcome; state: LimitsState }>;
      }),
      confirmLimit: fromPromise<LimitsState, LimitTarget>(({ input }) => {
        calls.push({ name: 'confirm', input });
        return never();
      }),
      cancelLimit: fromPromise<LimitsState, LimitTarget>(({ input }) => {
        calls.push({ name: 'cancel', input });
        return never();
      }),
    },
  });
  const actor = createActor(machine);
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  return { actor, calls, errors };
}

async function ready(answers?: Parameters<typeof harness>[0]) {
  const h = harness(answers);
  await waitFor(h.actor, (s) => s.matches('ready'));
  return h;
}

describe('limits settings: guards', () => {
  it('Remove does nothing on a limit that is not set, nor on one that has no row', async () => {
    const { actor, calls, errors } = await ready();
    actor.send({ type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' });
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'EDIT', kind: 'DEPOSIT', period: 'MONTH' });
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(actor.getSnapshot().context.target).toEqual({ kind: 'DEPOSIT', period: 'MONTH' });
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Remove on a set limit sends a removal of that limit', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'EDIT', kind: 'LOSS', period: 'WEEK' });
    expect(actor.getSnapshot().context.draft).toBe('100.00');
    actor.send({ type: 'REMOVE' });
    expect(actor.getSnapshot().value).toBe('removing');
    expect(calls).toEqual([{ name: 'save', input: { kind: 'LOSS', period: 'WEEK', amount: null } }]);
  });

  it('Confirm waits for a due pending change: not before its cooling-off, not without one, not on a missing row', async () => {
    const { actor, calls, errors } = await ready();
    actor.send({ type: 'CONFIRM', kind: 'LOSS', period: 'WEEK' });
    actor.send({ type: 'CONFIRM', kind: 'DEPOSIT', period: 'DAY' });
    actor.send({ type: 'CONFIRM', kind: 'DEPOSIT', period: 'WEEK' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(errors).toEqual([]);
    actor.send({ type: 'CONFIRM', kind: 'WAGER', period: 'MONTH' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([{ name: 'confirm', input: { kind: 'WAGER', period: 'MONTH' } }]);
  });

  it('Cancel needs a pending change: none on an unset limit nor on a missing row', async () => {
    const { actor, calls, errors } = await ready();
    actor.send({ type: 'CANCEL_PENDING', kind: 'DEPOSIT', period: 'DAY' });
    actor.send({ type: 'CANCEL_PENDING', kind: 'LOSS', period: 'MONTH' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(errors).toEqual([]);
    actor.send({ type: 'CANCEL_PENDING', kind: 'LOSS', period: 'WEEK' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(calls).toEqual([{ name: 'cancel', input: { kind: 'LOSS', period: 'WEEK' } }]);
  });

  it('with no limits loaded, an amount is checked against the default largest limit', async () => {
    const { actor, calls, errors } = await ready({ load: async () => null });
    actor.send({ type: 'EDIT', kind: 'LOSS', period: 'WEEK' });
    actor.send({ type: 'TYPE', text: 'abc' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(limitFieldError(actor.getSnapshot())).toEqual({ key: 'protection.limits.errors.format' });
    actor.send({ type: 'TYPE', text: '6000' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls).toEqual([{ name: 'save', input: { kind: 'LOSS', period: 'WEEK', amount: '6000' } }]);
    expect(errors).toEqual([]);
  });
});

describe('limits settings: saving', () => {
  it('sends the typed amount trimmed and without thousands separators, for the limit edited', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'EDIT', kind: 'LOSS', period: 'WEEK' });
    actor.send({ type: 'TYPE', text: ' 1,234.50 ' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls).toEqual([{ name: 'save', input: { kind: 'LOSS', period: 'WEEK', amount: '1234.50' } }]);
  });

  it('a saved amount closes the editor with an empty draft and the outcome as the notice', async () => {
    const { actor } = await ready({ save: async () => ({ outcome: 'REQUEST', state }) });
    actor.send({ type: 'EDIT', kind: 'LOSS', period: 'WEEK' });
    actor.send({ type: 'TYPE', text: '150' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(limitDraft(actor.getSnapshot())).toBe('');
    expect(limitsNotice(actor.getSnapshot())).toBe('REQUEST');
    expect(actor.getSnapshot().context.target).toBeNull();
  });
});

describe('limits settings selectors: editingTarget and limitsBusy', () => {
  it('the editor is open while editing, saving and removing, and only then', async () => {
    const { actor } = await ready();
    const snap = () => actor.getSnapshot();
    expect(editingTarget(snap())).toBeNull();
    expect(limitsBusy(snap())).toBe(false);

    actor.send({ type: 'EDIT', kind: 'LOSS', period: 'WEEK' });
    expect(editingTarget(snap())).toEqual({ kind: 'LOSS', period: 'WEEK' });
    expect(limitsBusy(snap())).toBe(false);

    actor.send({ type: 'REMOVE' });
    expect(snap().value).toBe('removing');
    expect(editingTarget(snap())).toEqual({ kind: 'LOSS', period: 'WEEK' });
    expect(limitsBusy(snap())).toBe(true);
  });

  it('saving keeps the editor open and the screen busy', async () => {
    const { actor } = await ready();
    actor.send({ type: 'EDIT', kind: 'DEPOSIT', period: 'DAY' });
    actor.send({ type: 'TYPE', text: '20' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(editingTarget(actor.getSnapshot())).toEqual({ kind: 'DEPOSIT', period: 'DAY' });
    expect(limitsBusy(actor.getSnapshot())).toBe(true);
  });

  it('confirming and cancelling keep their target but show no editor; both are busy', async () => {
    const confirming = await ready();
    confirming.actor.send({ type: 'CONFIRM', kind: 'WAGER', period: 'MONTH' });
    expect(confirming.actor.getSnapshot().context.target).toEqual({ kind: 'WAGER', period: 'MONTH' });
    expect(editingTarget(confirming.actor.getSnapshot())).toBeNull();
    expect(limitsBusy(confirming.actor.getSnapshot())).toBe(true);

    const cancelling = await ready();
    cancelling.actor.send({ type: 'CANCEL_PENDING', kind: 'LOSS', period: 'WEEK' });
    expect(cancelling.actor.getSnapshot().value).toBe('cancelling');
    expect(editingTarget(cancelling.actor.getSnapshot())).toBeNull();
    expect(limitsBusy(cancelling.actor.getSnapshot())).toBe(true);
  });
});
