import type { AnyActorLogic, AnyStateMachine, EventObject } from 'xstate';

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
