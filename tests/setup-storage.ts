import { afterEach } from 'vitest';

// Node test files (the web project and the mutation run): what a test stored does not leak into the next.
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
