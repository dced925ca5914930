// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recordDoors } from '../model-based/doors';

/** The purity test's measure in a browser environment: the real doors count, and work again afterwards. */
describe('recordDoors in jsdom', () => {
  it('counts every door a function opens on the real objects, then puts them back', () => {
    const { doors } = recordDoors(() => {
      localStorage.setItem('k', 'v');
      sessionStorage.getItem('k');
      void fetch('/wps/x').catch(() => undefined);
      history.pushState(null, '', '/m/home');
      window.open('https://example.com');
      document.cookie = 'a=1';
    });
    expect(doors).toEqual({
      'storage.setItem': 1,
      'storage.getItem': 1,
      fetch: 1,
      'history.pushState': 1,
      'window.open': 1,
      'document.cookie=': 1,
    });
    expect(localStorage.getItem('k')).toBe('v');
    document.cookie = 'b=2';
    expect(document.cookie).toContain('b=2');
    expect(recordDoors(() => localStorage.getItem('k')).doors).toEqual({ 'storage.getItem': 1 });
  });
});
