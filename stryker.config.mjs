// @ts-check
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
    'src/machines/**/*.ts',
    'src/domain/**/*.ts',
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
  // Off: Stryker reuses a mutant's result when its covering tests keep their names, so after a journey gains steps a
  // reused "survived" is stale (seen on systemStatus). `npx stryker run --incremental` for a quick rerun of new code.
  incremental: false,
  incrementalFile: 'reports/stryker-incremental.json',
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
  ignoreStatic: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
