import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of src/machines and src/domain (stryker.config.mjs): the journeys
 * and the unit tests of machines and domain, in node (the few that need a browser say `@vitest-environment jsdom`).
 * Left out:
 * - screen tests: they exercise machines only through React and cost most of the time per mutant;
 * - the generated-path replay (tests/model-based/machines.test.ts): its paths come from the mutated machine itself,
 *   so it proves coverage (in `npm test`), not correctness, and it takes seconds per mutant on the larger machines.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/machines/**/*.test.ts', 'src/domain/**/*.test.ts', 'tests/model-based/**/*.test.ts'],
    exclude: ['tests/model-based/machines.test.ts', '**/node_modules/**'],
    setupFiles: ['tests/setup-storage.ts'],
  },
});
