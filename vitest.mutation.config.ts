import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of src/machines and src/domain (stryker.config.mjs): the `web`
 * project's model-based, journey and unit tests of machines and domain. Screen tests are left out: they exercise
 * machines only through React, cost most of the time per mutant, and are not what this report measures.
 */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/machines/**/*.test.ts', 'src/domain/**/*.test.ts', 'tests/model-based/**/*.test.ts'],
    setupFiles: ['tests/setup-dom.ts'],
  },
});
