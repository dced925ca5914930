import { describe, expect, it } from 'vitest';
import { readMachine } from '../../src/flows/model';
import { catalog } from '../../src/machines/catalog';
import { machineLabels } from '../../src/machines/labels';

/**
 * Every diagram reads in plain language: each catalog machine has labels (src/machines/<area>/<area>.labels.ts) for
 * every event type its transitions take and every call it invokes. `tsc` checks the declared event types; this checks
 * what the machines really handle, factories included, and the invoked calls, which no type lists.
 */
describe('diagram labels', () => {
  it('name every machine of the catalog, and only those', () => {
    const ids = catalog.map((e) => e.machine.id).sort();
    expect(Object.keys(machineLabels).sort()).toEqual(ids);
  });

  it('give every handled event and every invoked call plain words', () => {
    const missing: string[] = [];
    for (const { machine } of catalog) {
      const labels = machineLabels[machine.id];
      const events = labels?.events as Record<string, string> | undefined;
      for (const t of readMachine(machine).transitions) {
        if (t.kind === 'event') {
          const words = events?.[t.eventType];
          if (!words?.trim() || words === t.eventType) missing.push(`${machine.id}: event ${t.eventType}`);
        }
        if (t.actorId && !labels?.actors?.[t.actorId]?.trim()) missing.push(`${machine.id}: call ${t.actorId}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
