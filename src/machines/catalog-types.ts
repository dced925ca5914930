import type {
  AnyActorLogic,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  OutputFrom,
  PromiseActorLogic,
  StateMachine,
} from 'xstate';

/** An event with its payload, as a fixture. */
export type FixtureEvent = EventObject & Record<string, unknown>;

/**
 * What the model-based tests and the diagrams need to know about a machine beyond its definition.
 * The harness (tests/model-based) traverses the machine offering `events` plus synthesized
 * `xstate.done.actor.<invokeId>` (one per entry of `outputs[invokeId]`), `xstate.error.actor.<invokeId>`
 * (one per entry of `errors[invokeId]`, default one generic Error) and `xstate.after.*` events.
 */
export interface MachineFixtures {
  /** Input for machines created with `input`. */
  input?: unknown;
  /**
   * Further inputs, for branches that depend on the input alone (the first state a machine picks from it): paths are
   * generated and replayed from `input` and from each of these, and coverage is measured over all of them.
   */
  inputs?: unknown[];
  /** Sample events (with payloads) the machine accepts from outside; several per type to reach guarded branches. */
  events: FixtureEvent[];
  /** Outputs for each invoked actor, keyed by the invoke `id`; several to reach each guarded branch. */
  outputs?: Record<string, unknown[]>;
  /** Errors for each invoked actor, keyed by the invoke `id` (default: one `new Error('stub failure')`). */
  errors?: Record<string, unknown[]>;
  /**
   * States or transitions that no path can take, each with the reason (a reviewer reads these).
   * A state is named by its id (`machineId.parent.child`); a transition as `sourceStateId -> eventType` (all its
   * guarded branches) or `sourceStateId -> eventType #2` (one branch, counted from 1); eventless ones as
   * `sourceStateId -> always`. Entries that match nothing, or that a path does cover, fail the suite.
   */
  unreachable?: { target: string; reason: string }[];
  /** Traversal depth limit (default 12) for machines whose context makes the graph large. */
  depth?: number;
  /** Most snapshots the traversal explores (default 1500); raise only when coverage needs it. */
  maxStates?: number;
  /** Most paths kept after dedupe (default 200); paths that cover new transitions are kept first. */
  maxPaths?: number;
  /**
   * Maps the context to what matters for behaviour, so snapshots that differ only in counters or ids are one
   * state of the traversal (e.g. `(c) => ({ queued: c.dialogs.length > 1 })`). Default: the whole context.
   */
  abstractContext?(context: never): unknown;
  /** Top-level context keys the replay does not compare (timestamps, random ids). */
  ignoreContextKeys?: string[];
  /**
   * Stubs for named actors, by `src` name, when the default (a promise the harness resolves or rejects) does not fit,
   * e.g. a callback actor that must send something back. Every other named actor gets the default stub.
   */
  actors?: Record<string, AnyActorLogic>;
}

export interface CatalogEntry {
  machine: AnyStateMachine;
  /** Short human title, for the diagram index and the flows page. */
  title: string;
  /** One or two sentences: what the machine is for, in plain words (cite the spec §). */
  purpose: string;
  fixtures: MachineFixtures;
}

/** The actors a machine's `setup` names, as `{ src, logic }` pairs. */
type ProvidedActorsOf<M> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer TActor,
    infer _A,
    infer _G,
    infer _D,
    infer _V,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S
  >
    ? TActor
    : never;

/**
 * The promise actors of a machine, by `src`, with their output type. Listeners (callback actors) look like promise
 * actors with an `undefined` output to the type system, and have no output to give: they are left out (a call that
 * answers nothing is typed `void`, which stays in).
 */
type PromiseOutputs<M> = {
  [A in ProvidedActorsOf<M> as A extends {
    src: infer S extends string;
    logic: PromiseActorLogic<infer O, infer _I, infer _E>;
  }
    ? [O] extends [undefined]
      ? never
      : S
    : never]: A extends { logic: infer L extends AnyActorLogic } ? OutputFrom<L> : never;
};

/** Every event type the machine declares: what it accepts from outside (screens, parents, children). */
export type EventTypeOf<M extends AnyStateMachine> = EventFromLogic<M>['type'];

/**
 * The event types a fixture's events leave out; when there are any, a required `missingEvents` property names them,
 * so `tsc` fails with the missing types in its message.
 */
type EveryEventNamed<M extends AnyStateMachine, E extends readonly { type: string }[]> =
  string extends EventTypeOf<M>
    ? unknown // a machine that declares no events of its own accepts none from outside
    : [Exclude<EventTypeOf<M>, E[number]['type']>] extends [never]
      ? unknown
      : { missingEvents: Exclude<EventTypeOf<M>, E[number]['type']> };

/** Fixtures typed by their machine: events of its own event types (every one named), outputs of its promise actors. */
export type TypedFixtures<M extends AnyStateMachine, E extends readonly EventFromLogic<M>[]> = Omit<
  MachineFixtures,
  'events' | 'outputs' | 'errors'
> & {
  /** At least one sample of every event type the machine declares; several per type to reach guarded branches. */
  events: E;
  errors?: { [K in keyof PromiseOutputs<M>]?: unknown[] };
} & OutputsNamed<M> &
  EveryEventNamed<M, E>;

/**
 * Outputs of every promise actor the machine names, keyed by invoke id: `tsc` requires one key per `src` (with its
 * output type); an actor invoked under a further id adds that id (runMachine checks ids against the definition).
 */
type OutputsNamed<M extends AnyStateMachine> = [keyof PromiseOutputs<M>] extends [never]
  ? { outputs?: Record<string, never> }
  : { outputs: { [K in keyof PromiseOutputs<M>]: PromiseOutputs<M>[K][] } & Record<string, unknown[]> };

/**
 * A catalog entry whose fixtures `tsc` checks against the machine: a missing event type, a missing promise actor in
 * `outputs`, or an output or event payload of the wrong shape fails the type check.
 */
export function catalogEntry<M extends AnyStateMachine, const E extends readonly EventFromLogic<M>[]>(
  machine: M,
  entry: { title: string; purpose: string; fixtures: TypedFixtures<M, E> },
): CatalogEntry {
  const { events, ...rest } = entry.fixtures as unknown as MachineFixtures;
  return { machine, title: entry.title, purpose: entry.purpose, fixtures: { ...rest, events: [...events] } };
}

/**
 * A refusal as the http client's ApiError carries it (message, code, status, the server's data), built by shape:
 * the machines read errors by shape and the catalogs, like them, import no services.
 */
export function apiError(message: string, code: string, status: number, value?: unknown): Error {
  return Object.assign(new Error(message), { name: 'ApiError', code, status, value });
}
