import type { EventObject, StateValue } from 'xstate';

/** What the machine must show after a step: its state value, and (where the spec says) some context values. */
export interface Expectation {
  state: StateValue;
  /** Top-level context keys and their expected values (deep equality); other keys are not compared. */
  context?: Record<string, unknown>;
  /** The events the machine emits during the step (deep equality, in order); not compared when left out. */
  emitted?: (EventObject & Record<string, unknown>)[];
}

/** One step of a journey: what happens, then what the spec says the machine shows. */
export type JourneyStep = Expectation &
  (
    | { send: EventObject & Record<string, unknown> }
    /** The invoked actor with this id answers (its promise resolves with `output`). */
    | { resolve: string; output?: unknown }
    /** The invoked actor with this id fails (its promise rejects with `error`, default a generic Error). */
    | { reject: string; error?: unknown }
    /** Time passes on the simulated clock (ms). */
    | { wait: number }
  );

/**
 * A sequence written from the spec, with fixed expected states: unlike generated paths (derived from the machine),
 * it catches a transition that points at the wrong target.
 */
export interface Journey {
  /** The catalog machine's id. */
  machine: string;
  name: string;
  /** The spec section it follows, e.g. '§4 Favourite toggle'. */
  spec: string;
  input?: unknown;
  /** The state (and context) right after start. */
  start: Expectation;
  steps: JourneyStep[];
}
