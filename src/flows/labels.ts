import type { AnyStateMachine, EventFromLogic } from 'xstate';

/**
 * The plain-language words of one machine's diagram, written in `src/machines/<area>/<area>.labels.ts`.
 * A reviewer reads these instead of code names; code names stay on the diagram as small print.
 */
export interface MachineLabels<EventType extends string = string> {
  /** Every event type the machine declares: who does what ("The player taps Log in", "Member info arrived"). */
  events: Record<EventType, string>;
  /** Invoked actors by invoke id, as a noun: "the member info call" (read as "when the member info call answers"). */
  actors?: Record<string, string>;
  /** Guards by name, as a condition: "the form is valid" (read as "if the form is valid"). */
  guards?: Record<string, string>;
  /** Delays computed from context (no fixed value), as a noun: "the toast's time on screen". */
  delays?: Record<string, string>;
}

/** The event types a machine declares in its `types`. */
export type EventTypeOf<M extends AnyStateMachine> = EventFromLogic<M>['type'];

/**
 * Labels for one machine, checked against its declared events: `tsc` fails when an event type has no label or a
 * label names an event the machine does not declare.
 */
export function labelsFor<M extends AnyStateMachine>(labels: MachineLabels<EventTypeOf<M>>): MachineLabels {
  return labels as MachineLabels;
}

/** Labels of every machine of an area, by machine id. */
export type AreaLabels = Record<string, MachineLabels>;

/** A code name in words, for names nobody labelled yet: `fetchMember` -> `fetch member`, `SEND_SMS` -> `send sms`. */
export function humanize(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

/** Milliseconds as a reader says them: 200 -> "0.2 s", 1500 -> "1.5 s", 20000 -> "20 s". */
export function seconds(ms: number): string {
  const s = Math.round((ms / 1000) * 10) / 10;
  return `${s} s`;
}
