import { describe, expect, it } from 'vitest';
import { runJourney } from './journeys';
import { loadCatalog } from './load-catalog';

const { catalog, journeys, error: loadError } = await loadCatalog();

it('loads every catalog machine', () => {
  if (loadError) throw loadError;
  expect(catalog.length).toBeGreaterThan(0);
});

/**
 * Spec journeys (ARCHITECTURE.md "Tests"): fixed sequences from the spec, replayed on every catalog machine.
 * One machine only: `MACHINE=<id> npx vitest run tests/model-based` (the mutation report narrows runs this way).
 */
const only = process.env.MACHINE;

describe('spec journeys', () => {
  it('cover every catalog machine, and name only catalog machines', () => {
    const ids = catalog.map((e) => e.machine.id);
    expect(ids.filter((id) => !journeys.some((j) => j.machine === id))).toEqual([]);
    expect(journeys.map((j) => j.machine).filter((id) => !ids.includes(id))).toEqual([]);
  });

  for (const journey of journeys.filter((j) => !only || j.machine === only)) {
    it(`${journey.machine}: ${journey.name} (${journey.spec})`, async () => {
      const entry = catalog.find((e) => e.machine.id === journey.machine);
      if (!entry) throw new Error(`no catalog machine ${journey.machine}`);
      expect(await runJourney(entry, journey)).toBeUndefined();
    });
  }
});
