/**
 * The doors of the outside world a machine could open by itself while its paths are generated (ARCHITECTURE.md
 * "Machines": generating paths must never touch the outside world): storage, fetch, history, window.open and cookies.
 * `recordDoors` runs `fn` with each door counting its uses: in a browser environment (jsdom) on the real objects, in
 * node on stand-ins put where the browser's would be. Doors are put back as they were afterwards.
 */

type Door = { name: string; install(count: () => void): () => void };

/** Replaces `owner[key]` with a counting function (what `call` returns is what the door answers). */
function wrapMethod(name: string, owner: () => object | undefined, key: string, call?: () => unknown): Door {
  return {
    name,
    install(count) {
      const target = owner() as Record<string, unknown> | undefined;
      if (!target) return () => undefined;
      const had = Object.hasOwn(target, key);
      const original = target[key];
      // A function, not an arrow: a prototype's method runs on the instance it is called on.
      target[key] = function door(this: unknown, ...args: unknown[]) {
        count();
        return call ? call() : typeof original === 'function' ? original.apply(this, args) : undefined;
      };
      return () => {
        if (had) target[key] = original;
        else delete target[key];
      };
    },
  };
}

/** A global the browser has and node lacks, stood in for while recording (left alone when it exists). */
function standInGlobal(key: string, make: () => object): () => void {
  if (key in globalThis) return () => undefined;
  Object.defineProperty(globalThis, key, { value: make(), configurable: true, writable: true });
  return () => {
    delete (globalThis as Record<string, unknown>)[key];
  };
}

const storageStandIn = () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

const storageProto = () =>
  typeof Storage === 'undefined' ? undefined : (Storage.prototype as unknown as Record<string, unknown>);

const DOORS: Door[] = [
  ...(['getItem', 'setItem', 'removeItem'] as const).flatMap((method) => [
    wrapMethod(
      `storage.${method}`,
      () => storageProto() ?? (globalThis as { localStorage?: object }).localStorage,
      method,
    ),
    // Without a Storage prototype (node) the two stores are separate stand-ins.
    ...(typeof Storage === 'undefined'
      ? [wrapMethod(`storage.${method}`, () => (globalThis as { sessionStorage?: object }).sessionStorage, method)]
      : []),
  ]),
  wrapMethod(
    'fetch',
    () => globalThis,
    'fetch',
    () => Promise.reject(new Error('no fetch during path generation')),
  ),
  wrapMethod('history.pushState', () => (globalThis as { history?: object }).history, 'pushState'),
  wrapMethod('history.replaceState', () => (globalThis as { history?: object }).history, 'replaceState'),
  wrapMethod(
    'window.open',
    () => (globalThis as { window?: object }).window,
    'open',
    () => null,
  ),
  {
    name: 'document.cookie=',
    install(count) {
      const doc = (globalThis as { document?: object }).document;
      if (!doc) return () => undefined;
      let descriptor: PropertyDescriptor | undefined;
      for (let o: object | null = doc; o && !descriptor; o = Object.getPrototypeOf(o)) {
        descriptor = Object.getOwnPropertyDescriptor(o, 'cookie');
      }
      const own = Object.getOwnPropertyDescriptor(doc, 'cookie');
      let value = '';
      Object.defineProperty(doc, 'cookie', {
        configurable: true,
        get: () => (descriptor?.get ? descriptor.get.call(doc) : value),
        set: (next: string) => {
          count();
          if (descriptor?.set) descriptor.set.call(doc, next);
          else value = next;
        },
      });
      return () => {
        if (own) Object.defineProperty(doc, 'cookie', own);
        else delete (doc as { cookie?: string }).cookie;
      };
    },
  },
];

export function recordDoors<T>(fn: () => T): { result: T; doors: Record<string, number> } {
  const undo: (() => void)[] = [
    standInGlobal('localStorage', storageStandIn),
    standInGlobal('sessionStorage', storageStandIn),
    standInGlobal('history', () => ({ pushState: () => undefined, replaceState: () => undefined })),
    standInGlobal('window', () => ({ open: () => null })),
    standInGlobal('document', () => ({ cookie: '' })),
  ];
  const doors: Record<string, number> = {};
  try {
    for (const door of DOORS) {
      undo.push(
        door.install(() => {
          doors[door.name] = (doors[door.name] ?? 0) + 1;
        }),
      );
    }
    return { result: fn(), doors };
  } finally {
    for (const restore of undo.reverse()) restore();
  }
}
