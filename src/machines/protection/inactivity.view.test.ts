import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { standInRoot } from '../../../tests/support/standInSystem';
import type { InactivitySettings } from '../../domain/protection/inactivity';
import { inactivityMachine } from './inactivity.machine';
import { inactivityView, sameInactivityView } from './inactivity.view';

describe('inactivity view compare', () => {
  it('two views are the same only when both the warning and the seconds left agree', () => {
    expect(sameInactivityView({ warning: true, secondsLeft: 5 }, { warning: true, secondsLeft: 5 })).toBe(true);
    expect(sameInactivityView({ warning: false, secondsLeft: 0 }, { warning: false, secondsLeft: 0 })).toBe(true);
    expect(sameInactivityView({ warning: true, secondsLeft: 5 }, { warning: false, secondsLeft: 5 })).toBe(false);
    expect(sameInactivityView({ warning: true, secondsLeft: 5 }, { warning: true, secondsLeft: 4 })).toBe(false);
    expect(sameInactivityView({ warning: true, secondsLeft: 5 }, { warning: false, secondsLeft: 4 })).toBe(false);
  });
});

describe('inactivity logout run without a session actor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns, counts down and logs out without an error', async () => {
    vi.useFakeTimers();
    const settings: InactivitySettings = { enabled: true, idleMinutes: 1, warningSeconds: 2 };
    const machine = inactivityMachine.provide({
      actors: {
        loadSettings: fromPromise<InactivitySettings, void>(async () => settings),
        reportActivity: fromPromise<void, void>(async () => undefined),
        endSession: fromPromise<void, void>(async () => undefined),
      },
    });
    const actor = createActor(machine, { parent: standInRoot({}) });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await vi.advanceTimersByTimeAsync(58_000);
    expect(inactivityView(actor.getSnapshot())).toEqual({ warning: true, secondsLeft: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(inactivityView(actor.getSnapshot())).toEqual({ warning: true, secondsLeft: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(inactivityView(actor.getSnapshot())).toEqual({ warning: false, secondsLeft: 0 });
    expect(errors).toEqual([]);
  });
});
