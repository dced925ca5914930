import { describe, expect, it } from 'vitest';
import { outputProblems, runMachine, summary } from './harness';
import { loadCatalog } from './load-catalog';
import { sharedPaths } from './path-cache';

const { catalog, error: loadError } = await loadCatalog();

it('loads every catalog machine', () => {
  if (loadError) throw loadError;
  expect(catalog.length).toBeGreaterThan(0);
});

/**
 * Every machine of the catalog: paths generated from its definition and fixtures (once per run, shared: path-cache.ts),
 * replayed on the real machine with stubbed actors and a simulated clock; fails on any uncovered state or transition.
 * One machine only: `MACHINE=<id> npx vitest run tests/model-based`.
 */
const only = process.env.MACHINE;
const entries = catalog.filter((entry) => !only || entry.machine.id === only);

describe('machine catalog', () => {
  it(only ? `has the machine "${only}"` : 'is not empty', () => {
    expect(entries.length, `no catalog machine with id "${only}"`).toBeGreaterThan(0);
  });
  it('has unique machine ids', () => {
    const ids = catalog.map((e) => e.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

for (const entry of entries) {
  describe(`model: ${entry.machine.id}`, () => {
    it('has outputs under every invoke id of its promise actors, and under no other key', () => {
      expect(outputProblems(entry)).toEqual([]);
    });

    // One test does the work (no beforeAll), so a mutation tool attributes what it runs to this test.
    it('replays every generated path on the real machine, state by state, covering every state and transition', async () => {
      const report = await runMachine(entry, (machine) => sharedPaths(entry, machine).generated);
      console.log(summary(report));
      expect(report.generated.paths.length).toBeGreaterThan(0);
      expect(report.missingExecutors, 'event types with no executor').toEqual([]);
      expect(report.failures.slice(0, 3).join('\n\n'), `${report.failures.length} failing path(s)`).toBe('');
      expect(report.uncovered, 'not covered (add fixtures, or list in fixtures.unreachable with a reason)').toEqual([]);
      expect(report.staleUnreachable, 'fixtures.unreachable entries to fix').toEqual([]);
      expect(report.statesCovered + report.transitionsCovered).toBeGreaterThan(0);
      // The largest machines replay thousands of paths: minutes on a loaded two-core machine, not a correctness matter.
    }, 300_000);
  });
}
