import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { readMachine } from '../../src/flows/model';
import {
  DEFAULT_STUB_ERROR_MESSAGE,
  type GeneratedPaths,
  generateCatalogPaths,
  INIT_EVENT,
  inputsOf,
  stableJson,
} from '../../src/flows/paths';
import type { CatalogEntry } from '../../src/machines/catalog-types';
import { recordDoors } from './doors';

/**
 * Each catalog machine's generated paths, made once per run and shared by the replay (machines.test.ts), the purity
 * test (tests/unit/purity.test.ts) and the diagram check (tests/tooling/flows-up-to-date.test.ts). They are kept in
 * `node_modules/.cache/model-paths`, one file per machine, under a key that hashes the machine's module with
 * everything it imports, its fixtures, the path generator and xstate's version: an unchanged machine is not
 * generated again. The run's global set-up (generate-paths.global.ts) fills the cache on every core before the tests
 * start; a consumer that finds no entry generates it itself.
 *
 * A cached path keeps what the replay needs: each event as a reference into the fixtures (so an answer or error is
 * the very object the fixtures hold), each step's state value and context (as JSON), and the doors of the outside
 * world that generating touched (the purity test's measure; see doors.ts).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PATH_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'model-paths');
const FORMAT = 1;

type EventRef =
  | { kind: 'init' }
  | { kind: 'fixture'; index: number }
  | { kind: 'done'; actorId: string; output: number | null }
  | { kind: 'error'; actorId: string; error: number | null }
  | { kind: 'after'; type: string };

interface CachedStep {
  event: EventRef;
  value: unknown;
  /** stableJson of the context; null when the context is undefined. */
  context: string | null;
}

interface CachedPaths {
  key: string;
  paths: { input: number; steps: CachedStep[] }[];
  explored: number;
  edges: number;
  truncated: boolean;
  /** How often generating used each door of the outside world (empty for a pure machine). */
  doors: Record<string, number>;
}

export interface SharedPaths {
  generated: GeneratedPaths;
  doors: Record<string, number>;
}

// ---- the key ----

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/** `file` and every file it imports by a relative path, transitively, sorted. */
export function importClosure(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [...seen];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, (match[1] ?? match[2])!);
    if (target) importClosure(target, seen);
  }
  return [...seen].sort();
}

const hashFiles = (files: string[]) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.slice(ROOT.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
};

let generatorHash: string | undefined;
/** The path generator and this cache's own code, with xstate's version. */
function generatorKey(): string {
  generatorHash ??= createHash('sha256')
    .update(String(FORMAT))
    .update(JSON.parse(readFileSync(join(ROOT, 'node_modules', 'xstate', 'package.json'), 'utf8')).version)
    .update(hashFiles(importClosure(fileURLToPath(import.meta.url))))
    .digest('hex');
  return generatorHash;
}

function machineFile(id: string): string {
  const file = findMachineFile(join(ROOT, 'src', 'machines'), `${id}.machine.ts`);
  if (!file) throw new Error(`no src/machines/**/${id}.machine.ts for the catalog machine ${id}`);
  return file;
}

function findMachineFile(dir: string, name: string): string | null {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === name) return path;
    if (statSync(path).isDirectory()) {
      const found = findMachineFile(path, name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The fixtures as text: data as JSON; functions (stub actors, context abstractions) only by place, since their
 * compiled text differs between loaders: the catalog files beside the machine, where they are written, are hashed.
 */
function fixturesText(entry: CatalogEntry): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(entry.fixtures, (_key, value: unknown) => {
    if (typeof value === 'function') return '[function]';
    if (value instanceof Error) return { error: `${value.name}: ${value.message}` };
    if (value && typeof value === 'object') {
      if (seen.has(value)) return '[seen]';
      seen.add(value);
    }
    return value;
  });
}

/** The cache key of a catalog machine. */
export function pathKey(entry: CatalogEntry): string {
  const file = machineFile(entry.machine.id);
  const catalogFiles = readdirSync(dirname(file))
    .filter((name) => name.endsWith('.catalog.ts'))
    .map((name) => join(dirname(file), name));
  return createHash('sha256')
    .update(generatorKey())
    .update(hashFiles(importClosure(file)))
    .update(hashFiles(catalogFiles))
    .update(fixturesText(entry))
    .digest('hex');
}

// ---- to and from the cache file ----

function indexIn(list: readonly unknown[] | undefined, value: unknown): number {
  if (!list) return -1;
  const same = list.indexOf(value);
  if (same >= 0) return same;
  const json = stableJson(value);
  return list.findIndex((item) => stableJson(item) === json);
}

function eventRef(entry: CatalogEntry, event: EventObject, first: boolean): EventRef {
  if (first) return { kind: 'init' };
  const { type } = event;
  const fixtures = entry.fixtures;
  const fixture = fixtures.events.indexOf(event);
  if (fixture >= 0) return { kind: 'fixture', index: fixture };
  if (type.startsWith('xstate.done.actor.')) {
    const { actorId, output } = event as unknown as { actorId: string; output?: unknown };
    const list = fixtures.outputs?.[actorId] as unknown[] | undefined;
    const index = list ? indexIn(list, output) : -1;
    if (list && index < 0) throw new Error(`${type}: the output is none of the fixtures'`);
    return { kind: 'done', actorId, output: list ? index : null };
  }
  if (type.startsWith('xstate.error.actor.')) {
    const { actorId, error } = event as unknown as { actorId: string; error?: unknown };
    const list = fixtures.errors?.[actorId] as unknown[] | undefined;
    const index = list ? indexIn(list, error) : -1;
    if (list && index < 0) throw new Error(`${type}: the error is none of the fixtures'`);
    return { kind: 'error', actorId, error: list ? index : null };
  }
  if (type.startsWith('xstate.after.')) return { kind: 'after', type };
  const byValue = indexIn(fixtures.events, event);
  if (byValue >= 0) return { kind: 'fixture', index: byValue };
  throw new Error(`${type}: an event that is not in the fixtures`);
}

function eventOf(entry: CatalogEntry, ref: EventRef): EventObject {
  const fixtures = entry.fixtures;
  switch (ref.kind) {
    case 'init':
      return INIT_EVENT;
    case 'fixture':
      return fixtures.events[ref.index]!;
    case 'done': {
      const output =
        ref.output === null ? undefined : (fixtures.outputs?.[ref.actorId] as unknown[] | undefined)?.[ref.output];
      return { type: `xstate.done.actor.${ref.actorId}`, output, actorId: ref.actorId } as EventObject;
    }
    case 'error': {
      const error =
        ref.error === null
          ? new Error(DEFAULT_STUB_ERROR_MESSAGE)
          : (fixtures.errors?.[ref.actorId] as unknown[] | undefined)?.[ref.error];
      return { type: `xstate.error.actor.${ref.actorId}`, error, actorId: ref.actorId } as EventObject;
    }
    case 'after':
      return { type: ref.type };
  }
}

function toCache(entry: CatalogEntry, key: string, generated: GeneratedPaths, doors: Record<string, number>) {
  const inputs = inputsOf(entry.fixtures);
  const cached: CachedPaths = {
    key,
    explored: generated.explored,
    edges: generated.edges,
    truncated: generated.truncated,
    doors,
    paths: generated.paths.map((path) => {
      const input = indexIn(inputs, path.input);
      if (input < 0) throw new Error('a path starts from an input that is none of the fixtures');
      return {
        input,
        steps: path.steps.map((step, i) => ({
          event: eventRef(entry, step.event, i === 0),
          value: step.snapshot.value,
          context: stableJson(step.snapshot.context) ?? null,
        })),
      };
    }),
  };
  return cached;
}

function fromCache(entry: CatalogEntry, machine: AnyStateMachine, cached: CachedPaths): SharedPaths {
  const inputs = inputsOf(entry.fixtures);
  const paths = cached.paths.map((path) => ({
    input: inputs[path.input],
    steps: path.steps.map((step) => ({
      event: eventOf(entry, step.event),
      // What a replay compares: the state value and the context (as JSON, the way it compares them).
      snapshot: {
        value: step.value,
        context: step.context === null ? undefined : JSON.parse(step.context),
      } as AnyMachineSnapshot,
      transitions: [],
    })),
  }));
  return {
    doors: cached.doors,
    generated: {
      model: readMachine(machine),
      paths,
      explored: cached.explored,
      edges: cached.edges,
      truncated: cached.truncated,
      coveredStates: new Set(),
      coveredTransitions: new Set(),
    },
  };
}

const cacheFile = (entry: CatalogEntry) => join(PATH_CACHE_DIR, `${entry.machine.id}.json`);

function readCached(entry: CatalogEntry, key: string): CachedPaths | null {
  try {
    const cached = JSON.parse(readFileSync(cacheFile(entry), 'utf8')) as CachedPaths;
    return cached.key === key ? cached : null;
  } catch {
    return null;
  }
}

/**
 * Generates a machine's paths with the doors of the outside world watched and keeps them in the cache (written
 * whole, then renamed, so a reader never sees half a file). Returns what was generated.
 */
export function generateIntoCache(entry: CatalogEntry, machine: AnyStateMachine, key = pathKey(entry)): SharedPaths {
  const { result: generated, doors } = recordDoors(() => generateCatalogPaths(machine, entry.fixtures));
  let cached: CachedPaths | null = null;
  try {
    cached = toCache(entry, key, generated, doors);
  } catch {
    // A path this format cannot name (an event made outside the fixtures): used as generated, never cached.
  }
  if (cached) {
    mkdirSync(PATH_CACHE_DIR, { recursive: true });
    const file = cacheFile(entry);
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(cached));
    renameSync(partial, file);
  }
  return { generated, doors };
}

/** True when the cache holds this machine's paths for its current key. */
export function isCached(entry: CatalogEntry): boolean {
  return readCached(entry, pathKey(entry)) !== null;
}

/**
 * The paths of a catalog machine for a replay on `machine` (the entry's machine with its actors stubbed; its
 * definition is what the coverage is measured against), from the cache, else generated now and cached.
 */
export function sharedPaths(entry: CatalogEntry, machine: AnyStateMachine): SharedPaths {
  const key = pathKey(entry);
  const cached = readCached(entry, key);
  if (cached) return fromCache(entry, machine, cached);
  return generateIntoCache(entry, machine, key);
}
