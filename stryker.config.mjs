// @ts-check
/**
 * `MUTATE_AREAS=src/machines/wallet,src/domain/wallet npm run mutation` narrows a run (a folder, or a glob such as
 * `src/domain/*.ts`); the other areas keep their results.
 */
const areas = process.env.MUTATE_AREAS?.split(',').filter(Boolean) ?? ['src/machines', 'src/domain'];

/**
 * Mutation report (`npm run mutation`, not part of `npm test`): how many small changes to the machines and the
 * domain rules the tests notice (ARCHITECTURE.md "Tests"). Output: reports/mutation/mutation.html.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker/ignore-metadata.mjs'],
  // State descriptions and meta are diagram text: mutating them only adds equivalent mutants.
  ignorers: ['machine-metadata'],
  mutate: [
    ...areas.map((area) => (area.includes('*') ? area : `${area}/**/*.ts`)),
    // Tests, catalogs (fixtures), diagram labels and types are not behaviour.
    '!src/**/*.test.ts',
    '!src/**/*.catalog.ts',
    '!src/machines/catalog.ts',
    '!src/machines/catalog-types.ts',
    '!src/**/*.labels.ts',
    '!src/machines/labels.ts',
  ],
  // Per-test coverage: each mutant runs only the tests that reached it (machines.test.ts does its work inside `it`).
  coverageAnalysis: 'perTest',
  // Two cores are shared by the team: one mutant at a time (`--concurrency 2` on an idle machine).
  concurrency: 1,
  // Incremental: a run tests only the mutants of code or tests changed since the committed result and keeps the rest
  // (also the other areas' when `--mutate` narrows a run), so docs/quality/mutation.md stays whole. A reused result
  // is matched by test names and test file text: after a journey's data (not its test file) changes, rerun that area
  // with `--force`.
  incremental: true,
  incrementalFile: 'docs/quality/stryker-incremental.json',
  // A model run replays every path of a machine; a mutant that loops is cut off well before the default.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  // The first run (every test, with coverage) takes minutes on a shared machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ['dist', 'docs', 'server', 'tests/e2e', 'reports', 'public'],
  // Static mutants (42%: the machine configs, built when their module loads) each need every test file imported
  // again (~60 s a mutant, days for the lot). Left out, and counted apart in docs/quality/mutation.md; the generated
  // paths walk every transition of those configs in `npm test`.
  ignoreStatic: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
