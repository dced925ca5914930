import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { recorder, standInRoot } from '../../../tests/support/standInSystem';
import type { RealityCheckStatus } from '../../domain/protection/realityCheck';
import { realityCheckMachine } from './realityCheck.machine';
import { answering, checkShown, intervalMinutes, playedSeconds, sessionNet } from './realityCheck.view';

const started = '2025-01-01T10:00:00.000Z';
/** Played 100 s; the next check is due 40 s after this answer. */
const notDue: RealityCheckStatus = {
  intervalMinutes: 30,
  sessionStartedAt: started,
  playedSeconds: 100,
  net: -12.5,
  dueAt: '2025-01-01T10:02:20.000Z',
  due: false,
};
const due: RealityCheckStatus = { ...notDue, playedSeconds: 1800, dueAt: '2025-01-01T10:30:00.000Z', due: true };

type Answer = () => Promise<RealityCheckStatus>;

function start(loads: Answer[], answer: Answer = async () => notDue, withSession = false) {
  const loadTimes: number[] = [];
  const answers: unknown[] = [];
  const sent: { to: string; event: AnyEventObject }[] = [];
  const machine = realityCheckMachine.provide({
    actors: {
      loadStatus: fromPromise<RealityCheckStatus, void>(() => {
        loadTimes.push(Date.now());
        const next = loads.shift();
        return next ? next() : new Promise(() => undefined);
      }),
      answerCheck: fromPromise<RealityCheckStatus, { action: 'CONTINUE' | 'LOGOUT' }>(({ input }) => {
        answers.push(input);
        return answer();
      }),
    },
  });
  const root = standInRoot(withSession ? { session: recorder('session', sent) } : {});
  const actor = createActor(machine, { parent: root });
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  return { actor, loadTimes, answers, sent, errors };
}

const t0 = Date.parse('2025-06-01T00:00:00.000Z');

describe('reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('before any status: no play time, a net of 0, the interval 0, no dialog', () => {
    const { actor } = start([]);
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ check: 'reading', clock: 'ticking' });
    expect(playedSeconds(s)).toBeNull();
    expect(sessionNet(s)).toBe(0);
    expect(intervalMinutes(s)).toBe(0);
    expect(checkShown(s)).toBe(false);
  });

  it('the play time ticks on from the status, once a second; net and interval are the status’s', async () => {
    const { actor } = start([async () => notDue]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ check: 'waiting', clock: 'ticking' });
    expect(playedSeconds(actor.getSnapshot())).toBe(100);
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.secondsSinceStatus).toBe(3);
    expect(playedSeconds(actor.getSnapshot())).toBe(103);
    expect(sessionNet(actor.getSnapshot())).toBe(-12.5);
    expect(intervalMinutes(actor.getSnapshot())).toBe(30);
  });

  it('waits until the check is due, less the seconds already counted since the status', async () => {
    // 1st read: due in 40 s; 2nd read (at 40 s) fails, the status stays with 40 s counted: read again at once.
    const { actor, loadTimes } = start([
      async () => notDue,
      async () => {
        throw new Error('down');
      },
      async () => due,
    ]);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(loadTimes.map((t) => t - t0)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(loadTimes.map((t) => t - t0)).toEqual([0, 40_000]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(loadTimes.length).toBe(3);
    expect((loadTimes[2] ?? 0) - t0).toBeLessThanOrEqual(41_000);
    expect(actor.getSnapshot().matches({ check: 'due' })).toBe(true);
  });

  it('the dialog shows while due and while answering; Continue and See history answer CONTINUE', async () => {
    const { actor, answers } = start([async () => due, async () => due], () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(0);
    expect(checkShown(actor.getSnapshot())).toBe(true);
    expect(answering(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ check: 'answering' })).toBe(true);
    expect(checkShown(actor.getSnapshot())).toBe(true);
    expect(answering(actor.getSnapshot())).toBe(true);
    expect(answers).toEqual([{ action: 'CONTINUE' }]);

    const history = start([async () => due], () => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(0);
    history.actor.send({ type: 'SEE_HISTORY' });
    expect(history.answers).toEqual([{ action: 'CONTINUE' }]);
  });

  it('Log out answers LOGOUT and logs the site out', async () => {
    const { actor, answers, sent, errors } = start([async () => due], async () => notDue, true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOG_OUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([{ action: 'LOGOUT' }]);
    expect(actor.getSnapshot().matches({ check: 'loggedOut' })).toBe(true);
    expect(sent).toEqual([{ to: 'session', event: { type: 'LOGOUT_NOW' } }]);
    expect(errors).toEqual([]);
  });

  it('run without a session actor, Log out still ends in loggedOut without an error', async () => {
    const { actor, errors } = start([async () => due]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOG_OUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ check: 'loggedOut' })).toBe(true);
    expect(errors).toEqual([]);
  });
});
