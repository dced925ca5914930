import { describe, expect, it } from 'vitest';
import { recordDoors } from './doors';

/** The purity test's measure must see each door used, in node (stand-ins) as in a browser (tests/unit/doors). */
describe('recordDoors in node', () => {
  it('counts every door a function opens, and none when it opens none', async () => {
    const { result, doors } = recordDoors(() => {
      localStorage.setItem('k', 'v');
      localStorage.getItem('k');
      sessionStorage.removeItem('k');
      void fetch('/wps/x').catch(() => undefined);
      history.pushState(null, '', '/m/home');
      history.replaceState(null, '', '/m/home');
      window.open('https://example.com');
      document.cookie = 'a=1';
      return 42;
    });
    expect(result).toBe(42);
    expect(doors).toEqual({
      'storage.setItem': 1,
      'storage.getItem': 1,
      'storage.removeItem': 1,
      fetch: 1,
      'history.pushState': 1,
      'history.replaceState': 1,
      'window.open': 1,
      'document.cookie=': 1,
    });
    expect(recordDoors(() => 1 + 1).doors).toEqual({});
  });

  it('puts the environment back as it was', () => {
    const fetchBefore = globalThis.fetch;
    recordDoors(() => undefined);
    expect(globalThis.fetch).toBe(fetchBefore);
    expect('localStorage' in globalThis).toBe(false);
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
  });
});
