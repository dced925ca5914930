import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { type GeneratedPaths, generateCatalogPaths, type ModelPath, stableJson, standIn } from '../../src/flows/paths';
import type { CatalogEntry } from '../../src/machines/catalog-types';

/**
 * The model-based test engine (ARCHITECTURE.md "Model-based tests"): generate paths for a catalog machine
 * (src/flows/paths.ts), from its `input` and from each of its `inputs`, replay each on a real actor (started with
 * that path's input) whose named actors are all stubbed, with a SimulatedClock, asserting the state after every
 * step, and measure coverage over all of them against the machine's definition.
 */

interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Stubbed promise actors, by actor ref: the harness settles them to deliver `xstate.done/error.actor.*`. */
const settlers = new WeakMap<AnyActorRef, Settle>();

/** The default stub: a promise that never settles unless the harness resolves or rejects it. */
export const controllableStub = fromPromise<unknown, unknown>(
  ({ self }) =>
    new Promise((resolve, reject) => {
      settlers.set(self, { resolve, reject });
    }),
);

/** The machine with every named actor replaced by a stub (the catalog's own stubs first). */
export function stubbedMachine(entry: CatalogEntry): AnyStateMachine {
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of Object.keys(entry.machine.implementations.actors)) {
    actors[src] = entry.fixtures.actors?.[src] ?? controllableStub;
  }
  return entry.machine.provide({ actors });
}

type Executor = (actor: AnyActorRef, clock: SimulatedClock, event: EventObject) => Promise<void>;

/** Lets promise callbacks and the mailboxes they feed run. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function childOf(actor: AnyActorRef, id: string): AnyActorRef {
  const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef | undefined;
  if (!child) throw new Error(`the path expects a running child actor "${id}", but the real actor has none`);
  return child;
}

interface ScheduledEvent {
  source: AnyActorRef;
  event: EventObject;
  delay: number;
  id: string;
}
type SchedulerSystem = {
  scheduler: { schedule: (...args: [AnyActorRef, AnyActorRef, EventObject, number, string?]) => void };
  getSnapshot: () => { _scheduledEvents: Record<string, ScheduledEvent> };
  get: (id: string) => AnyActorRef | undefined;
};

/** When each timer is due, by scheduled event id (`<sessionId>.<id>`), recorded by wrapping the scheduler. */
const dueTimes = new WeakMap<object, Map<string, number>>();

const fireAfter: Executor = async (actor, clock, event) => {
  const system = actor.system as unknown as SchedulerSystem;
  const scheduled = Object.entries(system.getSnapshot()._scheduledEvents);
  const mine = scheduled.find(([, s]) => s.source === actor && s.event.type === event.type);
  if (!mine) throw new Error(`the path expects the timer ${event.type}, but the real actor has not scheduled it`);
  const due = dueTimes.get(system)?.get(mine[0]) ?? clock.now() + mine[1].delay;
  const earlier = scheduled.some(([key]) => key !== mine[0] && (dueTimes.get(system)?.get(key) ?? 0) <= due);
  if (earlier) {
    // Another timer would fire first in real time; the model abstracts time, so deliver this one alone.
    actor.send(mine[1].event);
  } else {
    clock.set(due);
  }
  await flush();
};

/** Settles the stubbed child `id` of `actor` (or, for a catalog stub that is no promise, sends its answer). */
export function settleChild(actor: AnyActorRef, id: string, how: 'resolve' | 'reject', value: unknown): void {
  const child = childOf(actor, id);
  const settle = settlers.get(child);
  if (settle) {
    if (how === 'resolve') settle.resolve(value);
    else settle.reject(value);
  } else {
    // A catalog stub that is no promise: deliver the answer as its parent would hear it.
    const type = `xstate.${how === 'resolve' ? 'done' : 'error'}.actor.${id}`;
    actor.send(how === 'resolve' ? { type, output: value, actorId: id } : { type, error: value, actorId: id });
  }
}

const settleFromPath =
  (how: 'resolve' | 'reject'): Executor =>
  async (actor, _clock, event) => {
    const id = (event as { actorId?: string }).actorId ?? event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const e = event as { output?: unknown; error?: unknown };
    settleChild(actor, id, how, how === 'resolve' ? e.output : e.error);
    await flush();
  };

const sendEvent: Executor = async (actor, _clock, event) => {
  actor.send(event);
  await flush();
};

/** The executor for an event type of a path, or undefined when there is none (a test failure). */
export function executorFor(entry: CatalogEntry, type: string): Executor | undefined {
  if (type.startsWith('xstate.after.')) return fireAfter;
  if (type.startsWith('xstate.done.actor.')) return settleFromPath('resolve');
  if (type.startsWith('xstate.error.actor.')) return settleFromPath('reject');
  if (entry.fixtures.events.some((e) => e.type === type)) return sendEvent;
  return undefined;
}

/** The context as compared between traversal and replay: actors by kind, ignored keys dropped. */
function comparableContext(context: unknown, ignore: readonly string[]): string {
  const copy: Record<string, unknown> =
    context && typeof context === 'object' ? { ...(context as Record<string, unknown>) } : { value: context };
  for (const key of ignore) delete copy[key];
  return stableJson(copy).replace(/\[actor [^\]]*\]/g, '[actor]');
}

export interface ReplayResult {
  /** Transition keys the real actor took. */
  transitions: Set<string>;
  /** State node ids the real actor was in (any microstep). */
  states: Set<string>;
  failure?: string;
}

function describeStep(path: ModelPath, index: number): string {
  return path.steps
    .map((s, i) => `${i === index ? '>>' : '  '} ${stableJson(s.event)} -> ${stableJson(s.snapshot.value)}`)
    .join('\n');
}

/** Replays one path on a real actor, asserting the state value (and context) after every step. */
export async function replayPath(
  entry: CatalogEntry,
  machine: AnyStateMachine,
  paths: GeneratedPaths,
  path: ModelPath,
) {
  const result: ReplayResult = { transitions: new Set(), states: new Set() };
  // Each path starts from a fresh page: nothing a previous path stored survives.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  const clock = new SimulatedClock();
  const errors: unknown[] = [];
  const record = (snapshot: AnyMachineSnapshot, defs: AnyTransitionDefinition[]) => {
    for (const n of snapshot._nodes) if (n.path.length) result.states.add(n.id);
    for (const def of defs) {
      const t = paths.model.byDef.get(def);
      if (!t) continue;
      result.transitions.add(t.key);
      for (const n of [t.source, ...t.targets]) if (n.path.length) result.states.add(n.id);
    }
  };
  const actor = createActor(machine, {
    clock,
    input: path.input as never,
    inspect: (ev) => {
      // The root actor is the one without a parent (`actor` is not assigned yet while its initial state is computed).
      if (ev.type !== '@xstate.microstep' || (ev.actorRef as { _parent?: unknown })._parent) return;
      const micro = ev as unknown as { snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
      record(micro.snapshot, micro._transitions);
    },
  });
  // App-level actors are absent when a machine runs alone: `system.get` answers with a stand-in.
  const system = actor.system as unknown as SchedulerSystem;
  const get = system.get.bind(system);
  system.get = (id: string) => get(id) ?? standIn(id);
  const due = new Map<string, number>();
  dueTimes.set(system, due);
  const schedule = system.scheduler.schedule.bind(system.scheduler);
  system.scheduler.schedule = (source, target, event, delay, id) => {
    const scheduledId = id ?? Math.random().toString(36).slice(2);
    due.set(`${source.sessionId}.${scheduledId}`, clock.now() + delay);
    schedule(source, target, event, delay, scheduledId);
  };
  actor.subscribe({ error: (err: unknown) => errors.push(err) });
  const ignore = entry.fixtures.ignoreContextKeys ?? [];
  let current = 0;
  try {
    actor.start();
    for (let i = 0; i < path.steps.length; i++) {
      const step = path.steps[i]!;
      current = i;
      if (i > 0) {
        const exec = executorFor(entry, step.event.type);
        if (!exec) throw new Error(`no executor for event type ${step.event.type}`);
        await exec(actor, clock, step.event);
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (errors.length || snapshot.status === 'error') {
        throw new Error(`the actor failed: ${String(errors[0] ?? snapshot.error)}`);
      }
      record(snapshot, []);
      const want = stableJson(step.snapshot.value);
      const got = stableJson(snapshot.value);
      if (want !== got) throw new Error(`state ${got}, expected ${want}`);
      const wantContext = comparableContext(step.snapshot.context, ignore);
      const gotContext = comparableContext(snapshot.context, ignore);
      if (wantContext !== gotContext) {
        throw new Error(
          `context ${gotContext}\n  expected ${wantContext}\n  (list volatile keys in ignoreContextKeys)`,
        );
      }
    }
  } catch (err) {
    result.failure = `${err instanceof Error ? err.message : String(err)}\n${describeStep(path, current)}`;
  } finally {
    actor.stop();
  }
  return result;
}

/** Every invoke of the definition, as `{ id, src }`. */
function invokesOf(machine: AnyStateMachine): { id: string; src: string }[] {
  const found: { id: string; src: string }[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    for (const inv of node.invoke) found.push({ id: inv.id, src: typeof inv.src === 'string' ? inv.src : inv.id });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

/**
 * What `tsc` cannot see in the outputs: they are typed by actor `src`, the harness settles them by invoke id. Every
 * key must be an invoke id, and every invoke of a src that has outputs needs outputs under its own id.
 */
export function outputProblems(entry: CatalogEntry): string[] {
  const invokes = invokesOf(entry.machine);
  const outputs = entry.fixtures.outputs ?? {};
  const problems: string[] = [];
  for (const key of Object.keys(outputs)) {
    if (!invokes.some((inv) => inv.id === key)) problems.push(`outputs.${key}: no invoke has this id`);
  }
  for (const inv of invokes) {
    if (inv.src in outputs && !(inv.id in outputs)) problems.push(`invoke ${inv.id} (src ${inv.src}) has no outputs`);
  }
  return problems;
}

export interface MachineReport {
  id: string;
  generated: GeneratedPaths;
  statesTotal: number;
  transitionsTotal: number;
  statesCovered: number;
  transitionsCovered: number;
  failures: string[];
  /** Definition items no path covered and no `unreachable` entry explains. */
  uncovered: string[];
  /** `unreachable` entries that match nothing or that a path covered. */
  staleUnreachable: string[];
  /** Event types in paths with no executor. */
  missingExecutors: string[];
  unreachableCount: number;
}

/**
 * Replays and measures one catalog machine: its paths come from `pathsFor` (the run's shared paths of a catalog
 * machine, path-cache.ts), else they are generated here.
 */
export async function runMachine(
  entry: CatalogEntry,
  pathsFor: (machine: AnyStateMachine) => GeneratedPaths = (machine) => generateCatalogPaths(machine, entry.fixtures),
): Promise<MachineReport> {
  const machine = stubbedMachine(entry);
  const generated = pathsFor(machine);
  const model = generated.model;
  const missingExecutors = new Set<string>();
  for (const path of generated.paths) {
    for (const step of path.steps.slice(1)) {
      if (!executorFor(entry, step.event.type)) missingExecutors.add(step.event.type);
    }
  }
  const states = new Set<string>();
  const transitions = new Set<string>();
  const failures: string[] = [];
  for (const [i, path] of generated.paths.entries()) {
    const r = await replayPath(entry, machine, generated, path);
    for (const s of r.states) states.add(s);
    for (const t of r.transitions) transitions.add(t);
    if (r.failure) failures.push(`path ${i + 1}/${generated.paths.length}: ${r.failure}`);
  }

  const unreachable = entry.fixtures.unreachable ?? [];
  const explained = (ids: string[]) => unreachable.some((u) => ids.includes(u.target));
  const uncovered: string[] = [];
  for (const node of model.states) {
    if (!states.has(node.id) && !explained([node.id])) uncovered.push(`state ${node.id}`);
  }
  for (const t of model.transitions) {
    if (!transitions.has(t.key) && !explained([t.key, t.groupKey])) {
      const guard = t.guard ? ` [${t.guard}]` : '';
      uncovered.push(`transition ${t.key}${guard}`);
    }
  }
  const staleUnreachable: string[] = [];
  for (const u of unreachable) {
    const node = model.states.find((n) => n.id === u.target);
    const group = model.transitions.filter((t) => t.key === u.target || t.groupKey === u.target);
    if (!node && group.length === 0) staleUnreachable.push(`${u.target}: matches no state or transition`);
    else if (node && states.has(node.id)) staleUnreachable.push(`${u.target}: listed unreachable but a path covers it`);
    else if (group.length && group.every((t) => transitions.has(t.key))) {
      staleUnreachable.push(`${u.target}: listed unreachable but a path covers it`);
    }
  }
  return {
    id: entry.machine.id,
    generated,
    statesTotal: model.states.length,
    transitionsTotal: model.transitions.length,
    statesCovered: model.states.filter((n) => states.has(n.id)).length,
    transitionsCovered: model.transitions.filter((t) => transitions.has(t.key)).length,
    failures,
    uncovered,
    staleUnreachable,
    missingExecutors: [...missingExecutors],
    unreachableCount: unreachable.length,
  };
}

/** One line per machine for the test output. */
export function summary(r: MachineReport): string {
  const cap = r.generated.truncated ? ' (capped)' : '';
  const unr = r.unreachableCount ? `, ${r.unreachableCount} listed unreachable` : '';
  return (
    `${r.id}: states ${r.statesCovered}/${r.statesTotal}, transitions ${r.transitionsCovered}/${r.transitionsTotal}, ` +
    `paths ${r.generated.paths.length}${cap}, explored ${r.generated.explored} snapshots${unr}`
  );
}
