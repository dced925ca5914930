import type { EventObject, StateValue } from 'xstate';

/** What the machine must show after a step: its state value, and (where the spec says) some context values. */
export interface Expectation {
  state: StateValue;
  /** Top-level context keys and their expected values (deep equality); other keys are not compared. */
  context?: Record<string, unknown>;
  /** The events the machine emits during the step (deep equality, in order); not compared when left out. */
  emitted?: (EventObject & Record<string, unknown>)[];
  /**
   * The events the machine sends to app-level actors during the step (navigator, notifications, session…), by
   * systemId (deep equality, in order); not compared when left out, `[]` when nothing may be sent.
   */
  sent?: Sent[];
  /** The declared effects (storage, the document…) the machine runs during the step, with their params. */
  effects?: Effect[];
  /**
   * What the screen reads: selectors of the journey's view module (`reads`) by name, and their values (deep
   * equality; a plain object by the keys it names, at every depth; an actor compares as `{ actor: id }`).
   */
  view?: Record<string, unknown>;
}

export interface Sent {
  to: string;
  event: EventObject & Record<string, unknown>;
}

export interface Effect {
  effect: string;
  params?: unknown;
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
  /** The machine's view module (`<name>.view.ts`), for steps that say what the screen reads (`view`). */
  reads?: Record<string, unknown>;
  /** The state (and context) right after start. */
  start: Expectation;
  steps: JourneyStep[];
}
