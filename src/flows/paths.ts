import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromCallback,
} from 'xstate';
import { type AdjacencyMap, getAdjacencyMap } from 'xstate/graph';
import { type MachineModel, readMachine, stateName, type TransitionInfo, transitionSentence } from './model';

/**
 * Path generation for a machine, shared by the model-based tests, `npm run flows` and the flows page.
 *
 * The machine is traversed with `xstate/graph`'s `getAdjacencyMap`, offering the fixture events plus synthesized
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events for running children and `xstate.after.*` events for
 * active timers; only events the snapshot really accepts (`snapshot.can`) become edges. Every edge gives one path
 * (the shortest path to its source, then the edge); paths are deduped (same state values, event type and transitions
 * taken), prefixes of longer paths are dropped, and the rest is capped, keeping first the paths that cover something new.
 */

export interface PathOptions {
  events: readonly EventObject[];
  outputs?: Record<string, unknown[]>;
  errors?: Record<string, unknown[]>;
  input?: unknown;
  /**
   * Further inputs (a catalog entry's `inputs`): `generateCatalogPaths` also traverses from each, for the branches
   * that depend on the input alone. `generatePaths` uses `input` only.
   */
  inputs?: readonly unknown[];
  depth?: number;
  maxStates?: number;
  maxPaths?: number;
  abstractContext?(context: never): unknown;
}

export interface PathStep {
  /** The event of this step (`xstate.init` for the first). */
  event: EventObject;
  /** The snapshot the traversal predicts after the event. */
  snapshot: AnyMachineSnapshot;
  /** The declared transitions the event takes (eventless ones that follow included). */
  transitions: TransitionInfo[];
}

export interface ModelPath {
  /** The input the machine starts with on this path. */
  input?: unknown;
  steps: PathStep[];
}

export interface GeneratedPaths {
  model: MachineModel;
  paths: ModelPath[];
  /** Distinct snapshots the traversal explored. */
  explored: number;
  /** Accepted edges found between explored snapshots. */
  edges: number;
  /** True when the state or path cap cut the traversal short. */
  truncated: boolean;
  /** State node ids and transition keys the kept paths take (as predicted by the traversal). */
  coveredStates: Set<string>;
  coveredTransitions: Set<string>;
}

export const INIT_EVENT: EventObject = { type: 'xstate.init' };
export const DEFAULT_STUB_ERROR_MESSAGE = 'stub failure';

/** JSON for snapshots and events: errors by message, functions and actors by name, so keys are stable. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Error) return { error: `${v.name}: ${v.message}` };
    if (typeof v === 'function') return '[function]';
    if (v && typeof v === 'object' && 'xstate$$type' in v) return `[actor ${String((v as { id?: unknown }).id)}]`;
    return v;
  });
}

type Inspectable = { type: string; _transitions?: AnyTransitionDefinition[] };
type SystemLike = AnyActorScope['system'] & { _sendInspectionEvent: (event: Inspectable) => void };

const standIns = new Map<string, AnyActorRef>();

/**
 * An actor that takes any event and does nothing, standing in for app-level actors (`system.get('session')`)
 * that are absent when a machine runs alone. Never started: events sent to it wait in its mailbox.
 */
export function standIn(systemId: string): AnyActorRef {
  let ref = standIns.get(systemId);
  if (!ref) {
    ref = createActor(
      fromCallback(() => undefined),
      { id: `stand-in:${systemId}` },
    );
    standIns.set(systemId, ref);
  }
  return ref;
}

/** A scope whose system answers `get` with a stand-in for absent actors and reports microsteps to `onMicrostep`. */
function wrapScope(scope: AnyActorScope, onMicrostep: (transitions: AnyTransitionDefinition[]) => void): AnyActorScope {
  const system = scope.system as SystemLike;
  const proxy = Object.create(system) as SystemLike;
  proxy._sendInspectionEvent = (event: Inspectable) => {
    if (event.type === '@xstate.microstep' && event._transitions) onMicrostep(event._transitions);
    system._sendInspectionEvent(event);
  };
  proxy.get = ((id: string) => system.get(id) ?? standIn(id)) as SystemLike['get'];
  return { ...scope, system: proxy };
}

/** Like `xstate/graph`'s own mock scope: nothing is executed, nothing is started. */
function mockScope(): AnyActorScope {
  const self = createActor(fromCallback(() => undefined));
  const scope = {
    self,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    defer: () => undefined,
    system: self.system,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  };
  return scope as unknown as AnyActorScope;
}

function activeIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((n) => n.path.length > 0).map((n) => n.id);
}

/** The synthesized events a snapshot may take besides the fixture events. */
function synthesizedEvents(snapshot: AnyMachineSnapshot, options: PathOptions): EventObject[] {
  const out: EventObject[] = [];
  for (const [id, child] of Object.entries(snapshot.children)) {
    if (!child) continue;
    for (const output of options.outputs?.[id] ?? [undefined]) {
      out.push({ type: `xstate.done.actor.${id}`, output, actorId: id } as EventObject);
    }
    for (const error of options.errors?.[id] ?? [new Error(DEFAULT_STUB_ERROR_MESSAGE)]) {
      out.push({ type: `xstate.error.actor.${id}`, error, actorId: id } as EventObject);
    }
  }
  const seen = new Set<string>();
  for (const node of snapshot._nodes) {
    for (const t of node.after) {
      if (seen.has(t.eventType)) continue;
      seen.add(t.eventType);
      out.push({ type: t.eventType });
    }
  }
  return out;
}

/** Generates the paths of a machine (see the file comment). */
export function generatePaths(machine: AnyStateMachine, options: PathOptions): GeneratedPaths {
  const model = readMachine(machine);
  const maxDepth = options.depth ?? 12;
  const maxStates = options.maxStates ?? 1500;
  const maxPaths = options.maxPaths ?? 200;
  const abstract = options.abstractContext;

  const serialize = (s: AnyMachineSnapshot): string =>
    stableJson([
      s.value,
      abstract ? abstract(s.context as never) : s.context,
      Object.keys(s.children).sort(),
      s.status,
    ]);

  // Transitions taken per (snapshot, event), recorded from the microsteps of each `transition` call.
  const taken = new WeakMap<object, Map<EventObject, TransitionInfo[]>>();
  const depth = new WeakMap<object, number>();
  let recording: TransitionInfo[] = [];
  const onMicrostep = (defs: AnyTransitionDefinition[]) => {
    for (const def of defs) {
      const t = model.byDef.get(def);
      if (t) recording.push(t);
    }
  };

  recording = [];
  const fromState = machine.getInitialSnapshot(
    wrapScope(mockScope(), onMicrostep),
    options.input,
  ) as AnyMachineSnapshot;
  const initialTransitions = recording;
  depth.set(fromState, 0);

  const logic = {
    transition: (s: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope) => {
      recording = [];
      const next = machine.transition(s, event as never, wrapScope(scope, onMicrostep)) as AnyMachineSnapshot;
      let perEvent = taken.get(s);
      if (!perEvent) {
        perEvent = new Map();
        taken.set(s, perEvent);
      }
      perEvent.set(event, recording);
      if (!depth.has(next)) depth.set(next, (depth.get(s) ?? 0) + 1);
      return next;
    },
    getInitialSnapshot: () => fromState,
  } as unknown as AnyActorLogic;

  let explored = 0;
  let truncated = false;
  const adj = getAdjacencyMap(logic, {
    fromState,
    serializeState: (s) => serialize(s as AnyMachineSnapshot),
    serializeEvent: (e) => stableJson(e) as never,
    events: (s) => [...options.events, ...synthesizedEvents(s as AnyMachineSnapshot, options)],
    filterEvents: (s, e) => (s as AnyMachineSnapshot).can(e as never),
    stopWhen: (s) => {
      explored++;
      if (explored > maxStates) {
        truncated = true;
        return true;
      }
      return (depth.get(s as object) ?? 0) >= maxDepth;
    },
  }) as AdjacencyMap<AnyMachineSnapshot, EventObject>;

  // Shortest paths by breadth-first search over the adjacency map.
  const startKey = serialize(fromState);
  const parent = new Map<string, { prev: string; step: PathStep }>();
  const order: string[] = [startKey];
  const seen = new Set(order);
  for (let i = 0; i < order.length; i++) {
    const key = order[i]!;
    const node = adj[key as keyof typeof adj];
    if (!node) continue;
    for (const { event, state } of Object.values(node.transitions)) {
      const nextKey = serialize(state);
      if (seen.has(nextKey)) continue;
      seen.add(nextKey);
      order.push(nextKey);
      parent.set(nextKey, {
        prev: key,
        step: { event, snapshot: state, transitions: taken.get(node.state)?.get(event) ?? [] },
      });
    }
  }
  const initialStep: PathStep = { event: INIT_EVENT, snapshot: fromState, transitions: initialTransitions };
  const pathTo = (key: string): PathStep[] => {
    const steps: PathStep[] = [];
    let k = key;
    for (let link = parent.get(k); link; link = parent.get(k)) {
      steps.unshift(link.step);
      k = link.prev;
    }
    return [initialStep, ...steps];
  };

  // One path per distinct edge.
  const candidates: ModelPath[] = [];
  const edgeSigs = new Set<string>();
  let edges = 0;
  for (const key of order) {
    const node = adj[key as keyof typeof adj];
    if (!node) continue;
    for (const { event, state } of Object.values(node.transitions)) {
      edges++;
      const transitions = taken.get(node.state)?.get(event) ?? [];
      const sig = stableJson([
        node.state.value,
        abstract ? abstract(node.state.context as never) : null,
        event.type,
        transitions.map((t) => t.key),
        state.value,
      ]);
      if (edgeSigs.has(sig)) continue;
      edgeSigs.add(sig);
      candidates.push({ input: options.input, steps: [...pathTo(key), { event, snapshot: state, transitions }] });
    }
  }
  if (candidates.length === 0) candidates.push({ input: options.input, steps: [initialStep] });

  // Drop paths whose events are a prefix of a longer path's.
  const eventKeys = candidates.map((p) => p.steps.map((s) => stableJson(s.event)));
  const byLength = candidates.map((_, i) => i).sort((a, b) => eventKeys[b]!.length - eventKeys[a]!.length || a - b);
  const kept: number[] = [];
  for (const i of byLength) {
    const mine = eventKeys[i]!;
    const isPrefix = kept.some((j) => {
      const other = eventKeys[j]!;
      return mine.every((e, n) => other[n] === e);
    });
    if (!isPrefix) kept.push(i);
  }
  kept.sort((a, b) => a - b);

  // Cap: first the paths that cover a new state or transition, then the rest, in generation order.
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const chosen = new Set<number>();
  const cover = (i: number) => coverPath(candidates[i]!, coveredStates, coveredTransitions);
  for (const i of kept) {
    if (chosen.size >= maxPaths) break;
    if (addsCoverage(candidates[i]!, coveredStates, coveredTransitions)) {
      chosen.add(i);
      cover(i);
    }
  }
  for (const i of kept) {
    if (chosen.size >= maxPaths) {
      truncated = true;
      break;
    }
    if (!chosen.has(i)) {
      chosen.add(i);
      cover(i);
    }
  }
  const paths = [...chosen].sort((a, b) => a - b).map((i) => candidates[i]!);
  return { model, paths, explored: Object.keys(adj).length, edges, truncated, coveredStates, coveredTransitions };
}

/** True when the path takes a state or transition not yet in the covered sets. */
function addsCoverage(path: ModelPath, states: ReadonlySet<string>, transitions: ReadonlySet<string>): boolean {
  return path.steps.some(
    (s) => s.transitions.some((t) => !transitions.has(t.key)) || activeIds(s.snapshot).some((id) => !states.has(id)),
  );
}

/** Adds the states and transitions the path takes to the covered sets. */
function coverPath(path: ModelPath, states: Set<string>, transitions: Set<string>): void {
  for (const step of path.steps) {
    for (const id of activeIds(step.snapshot)) states.add(id);
    for (const t of step.transitions) {
      transitions.add(t.key);
      for (const n of [t.source, ...t.targets]) if (n.path.length) states.add(n.id);
    }
  }
}

/** The inputs a catalog entry's paths start from: `input`, then each of `inputs`. */
export function inputsOf(options: Pick<PathOptions, 'input' | 'inputs'>): unknown[] {
  const more = options.inputs ?? [];
  return options.input === undefined && more.length > 0 ? [...more] : [options.input, ...more];
}

/**
 * The paths of a catalog entry: `generatePaths` from `input`, then from each of `inputs` (branches that depend on the
 * input alone, such as the first state a machine chooses). From a further input only the paths that take a state or
 * transition the earlier ones do not are kept (at least one per input, so each input is replayed); coverage is the
 * union. Each path carries its input, so a replay starts the machine with it.
 */
export function generateCatalogPaths(machine: AnyStateMachine, options: PathOptions): GeneratedPaths {
  const [first, ...rest] = inputsOf(options).map((input) => generatePaths(machine, { ...options, input }));
  if (!first) throw new Error('no input to generate paths from');
  const merged: GeneratedPaths = {
    ...first,
    paths: [...first.paths],
    coveredStates: new Set(first.coveredStates),
    coveredTransitions: new Set(first.coveredTransitions),
  };
  for (const more of rest) {
    const adding = more.paths.filter((p) => {
      if (!addsCoverage(p, merged.coveredStates, merged.coveredTransitions)) return false;
      coverPath(p, merged.coveredStates, merged.coveredTransitions);
      return true;
    });
    const kept = adding.length > 0 ? adding : more.paths.slice(0, 1);
    merged.paths.push(...kept);
    merged.explored += more.explored;
    merged.edges += more.edges;
    merged.truncated ||= more.truncated;
  }
  return merged;
}

/** The active leaf states of a snapshot, in words. */
export function activeStatesWords(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map(stateName)
    .join(', ');
}

/**
 * A path in plain words: where it starts, then one sentence per transition taken (`sentence` words them; the flows
 * page passes the machine's plain-language labels).
 */
export function describePath(path: ModelPath, sentence: (t: TransitionInfo) => string = transitionSentence): string[] {
  const [first, ...rest] = path.steps;
  if (!first) return [];
  const lines = [`Start in ${activeStatesWords(first.snapshot)}.`];
  for (const t of first.transitions) lines.push(sentence(t));
  for (const step of rest) {
    if (step.transitions.length === 0) lines.push(`On ${step.event.type}, nothing changes.`);
    for (const t of step.transitions) lines.push(sentence(t));
  }
  return lines;
}
