import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/machines/catalog';
import { stubbedMachine } from '../model-based/harness';
import { sharedPaths } from '../model-based/path-cache';

/**
 * ARCHITECTURE "Machines": generating paths (the model-based tests, `npm run flows`, the /m/flows page) must never
 * touch the outside world. Every door a machine could open by itself (storage, fetch, history, window.open, cookies;
 * tests/model-based/doors.ts) counts its uses while each catalog machine's paths are generated, and none may be used.
 * The paths are the run's shared ones (generated once, tests/model-based/path-cache.ts), with the doors they used.
 */
describe('path generation touches nothing outside the machine', () => {
  it.each(catalog.map((entry) => [entry.machine.id, entry] as const))(
    '%s',
    (_id, entry) => {
      const { generated, doors } = sharedPaths(entry, stubbedMachine(entry));
      expect(generated.paths.length).toBeGreaterThan(0);
      expect(doors).toEqual({});
    },
    // Generated here only when the run's set-up could not (minutes for the largest machines on two loaded cores).
    300_000,
  );
});
