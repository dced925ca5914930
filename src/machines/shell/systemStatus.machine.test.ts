import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { normaliseStatus, type SystemStatusResponse } from '../../domain/shell/site-config';
import { systemStatusMachine } from './systemStatus.machine';

describe('system status gate run alone (§4 system status)', () => {
  it('shows the app even with no config actor in its system to hand the config to', async () => {
    const open = normaliseStatus({ info: { merchantCode: 'demo' }, maintenance: false, regionRestriction: false });
    const machine = systemStatusMachine.provide({
      actors: {
        readCachedStatus: fromPromise<SystemStatusResponse | null, void>(async () => null),
        fetchStatus: fromPromise<SystemStatusResponse, void>(async () => open),
      },
    });
    const actor = createActor(machine).start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    await waitFor(actor, (s) => s.matches('running') || s.status === 'error');
    expect(errors).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ running: 'current' });
  });
});
