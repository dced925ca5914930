import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RealityCheckSetting } from '../../domain/protection/realityCheck';
import { realityCheckSettingMachine } from './realityCheckSetting.machine';
import {
  canSave,
  chosenInterval,
  currentInterval,
  intervals,
  saveFailed,
  toolEnabled,
} from './realityCheckSetting.view';

const setting: RealityCheckSetting = { enabled: true, intervalMinutes: 30, intervals: [0, 15, 30, 60] };

function start(loaded: RealityCheckSetting = setting, save: () => Promise<void> = async () => undefined) {
  const inputs: unknown[] = [];
  const machine = realityCheckSettingMachine.provide({
    actors: {
      loadSetting: fromPromise<RealityCheckSetting, void>(async () => loaded),
      saveInterval: fromPromise<void, { intervalMinutes: number }>(async ({ input }) => {
        inputs.push(input);
        return save();
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, inputs };
}

describe('reality check setting', () => {
  it('before the setting is loaded: no intervals, none in force, the tool on, nothing to save', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('loading');
    expect(intervals(s)).toEqual([]);
    expect(currentInterval(s)).toBeNull();
    expect(toolEnabled(s)).toBe(true);
    expect(canSave(s)).toBe(false);
  });

  it('once loaded: the intervals offered and the one in force, not failed, nothing to save', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    const s = actor.getSnapshot();
    expect(intervals(s)).toEqual([0, 15, 30, 60]);
    expect(currentInterval(s)).toBe(30);
    expect(chosenInterval(s)).toBe(30);
    expect(saveFailed(s)).toBe(false);
    expect(toolEnabled(s)).toBe(true);
    expect(canSave(s)).toBe(false);
  });

  it('a tool the operator turned off shows as off', async () => {
    const { actor } = start({ ...setting, enabled: false });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(toolEnabled(actor.getSnapshot())).toBe(false);
  });

  it('only an interval on offer can be chosen; Save of the one in force sends nothing', async () => {
    const { actor, inputs } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', intervalMinutes: 45 });
    expect(chosenInterval(actor.getSnapshot())).toBe(30);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(inputs).toEqual([]);
  });

  it('a failed save is marked; choosing again clears it; a good save sends the chosen interval and applies it', async () => {
    let fail = true;
    const { actor, inputs } = start(setting, async () => {
      if (fail) throw new Error('down');
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', intervalMinutes: 60 });
    expect(canSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(saveFailed(actor.getSnapshot())).toBe(true);
    expect(currentInterval(actor.getSnapshot())).toBe(30);

    actor.send({ type: 'CHOOSE', intervalMinutes: 15 });
    expect(saveFailed(actor.getSnapshot())).toBe(false);
    expect(chosenInterval(actor.getSnapshot())).toBe(15);

    fail = false;
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(inputs).toEqual([{ intervalMinutes: 60 }, { intervalMinutes: 15 }]);
    expect(currentInterval(actor.getSnapshot())).toBe(15);
    expect(saveFailed(actor.getSnapshot())).toBe(false);
    expect(canSave(actor.getSnapshot())).toBe(false);
  });

  it('applying a save clears a failure left from before', async () => {
    let fail = true;
    const { actor } = start(setting, async () => {
      if (fail) throw new Error('down');
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE', intervalMinutes: 0 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(saveFailed(actor.getSnapshot())).toBe(true);
    fail = false;
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(currentInterval(actor.getSnapshot())).toBe(0);
    expect(saveFailed(actor.getSnapshot())).toBe(false);
  });
});
