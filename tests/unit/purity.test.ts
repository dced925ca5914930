import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { generateCatalogPaths } from '../../src/flows/paths';
import { catalog } from '../../src/machines/catalog';

/**
 * ARCHITECTURE "Machines": generating paths (the model-based tests, `npm run flows`, the /m/flows page) must never
 * touch the outside world. Every browser door a machine could open by itself is spied while each catalog machine's
 * paths are generated, and none may be used.
 */
describe('path generation touches nothing outside the machine', () => {
  let spies: Record<string, MockInstance>;

  beforeEach(() => {
    const storage = Storage.prototype;
    spies = {
      'storage.getItem': vi.spyOn(storage, 'getItem'),
      'storage.setItem': vi.spyOn(storage, 'setItem'),
      'storage.removeItem': vi.spyOn(storage, 'removeItem'),
      fetch: vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no fetch during path generation')),
      'history.pushState': vi.spyOn(history, 'pushState'),
      'history.replaceState': vi.spyOn(history, 'replaceState'),
      'window.open': vi.spyOn(window, 'open').mockReturnValue(null),
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (cookie?.set) spies['document.cookie='] = vi.spyOn(document, 'cookie', 'set');
  });

  afterEach(() => vi.restoreAllMocks());

  const used = () =>
    Object.fromEntries(
      Object.entries(spies)
        .map(([name, spy]) => [name, spy.mock.calls.length] as const)
        .filter(([, calls]) => calls > 0),
    );

  it.each(catalog.map((entry) => [entry.machine.id, entry] as const))(
    '%s',
    (_id, entry) => {
      const generated = generateCatalogPaths(entry.machine, entry.fixtures);
      expect(generated.paths.length).toBeGreaterThan(0);
      expect(used()).toEqual({});
    },
    // The largest machines take minutes on a loaded two-core machine (path generation, not a correctness matter).
    300_000,
  );
});
