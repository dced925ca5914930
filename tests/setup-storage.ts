import { afterEach } from 'vitest';

// The mutation run's setup (vitest.mutation.config.ts): most machine tests run in node, a few in jsdom.
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
