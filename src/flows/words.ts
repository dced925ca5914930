import type { AnyStateMachine } from 'xstate';
import { humanize, type MachineLabels, seconds } from './labels';
import { stateName, type TransitionInfo } from './model';

/**
 * A transition in a reviewer's words, from the machine's labels: what makes it happen ("The player taps Log in",
 * "when the member info call answers", "after 20 s") and under which condition ("if the form is valid").
 * Names nobody labelled fall back to the code name in words, so a diagram never breaks on a new name.
 */

const NO_LABELS: MachineLabels = { events: {} };

/** What an invoked actor is, as a noun: its label, else "the <name> call". */
export function actorWords(actorId: string, labels: MachineLabels = NO_LABELS): string {
  return labels.actors?.[actorId] ?? `the ${humanize(actorId)} call`;
}

/** A delay as a reader says it: its fixed value in seconds from the machine's `delays`, else its label. */
export function delayWords(delay: string | undefined, machine: AnyStateMachine, labels: MachineLabels = NO_LABELS) {
  if (!delay) return 'a while';
  const fixed = /^(\d+(?:\.\d+)?) ms$/.exec(delay);
  if (fixed) return seconds(Number(fixed[1]));
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof value === 'number') return seconds(value);
  return labels.delays?.[delay] ?? humanize(delay);
}

/** What makes the transition happen. */
export function triggerText(t: TransitionInfo, machine: AnyStateMachine, labels: MachineLabels = NO_LABELS): string {
  switch (t.kind) {
    case 'after':
      return `after ${delayWords(t.delay, machine, labels)}`;
    case 'always':
      return 'at once';
    case 'actorDone':
      return `when ${actorWords(t.actorId ?? '', labels)} answers`;
    case 'actorError':
      return `if ${actorWords(t.actorId ?? '', labels)} fails`;
    case 'stateDone':
      return `when ${humanize(stateName(t.source))} is done`;
    default:
      return (labels.events as Record<string, string>)[t.eventType] ?? humanize(t.eventType);
  }
}

/** A guard as a condition: `formValid` -> "the form is valid"; `!a` -> "not: a"; `a && b` -> "a and b". */
export function conditionText(guard: string, labels: MachineLabels = NO_LABELS): string {
  const one = (name: string) => {
    const bare = name.trim();
    if (bare.startsWith('!')) {
      const inner = bare.slice(1);
      return labels.guards?.[`!${inner}`] ?? `not: ${labels.guards?.[inner] ?? humanize(inner)}`;
    }
    return labels.guards?.[bare] ?? humanize(bare);
  };
  if (labels.guards?.[guard]) return labels.guards[guard];
  if (guard.includes('||')) return guard.split('||').map(one).join(' or ');
  if (guard.includes('&&')) return guard.split('&&').map(one).join(' and ');
  return one(guard);
}

/**
 * The condition of a guarded branch. Branches are tried in order, so an unguarded branch after guarded ones reads
 * "otherwise".
 */
export function guardText(t: TransitionInfo, labels: MachineLabels = NO_LABELS): string | undefined {
  if (t.guard) return `if ${conditionText(t.guard, labels)}`;
  return t.branches > 1 && t.branch > 0 ? 'otherwise' : undefined;
}

/** The whole label on one line: "The player taps Log in, if the form is valid". */
export function plainLabel(t: TransitionInfo, machine: AnyStateMachine, labels: MachineLabels = NO_LABELS): string {
  const guard = guardText(t, labels);
  return guard ? `${triggerText(t, machine, labels)}, ${guard}` : triggerText(t, machine, labels);
}

/** A step of a path for a reader: "From editing: The player taps Log in, if the form is valid → submitting." */
export function plainSentence(t: TransitionInfo, machine: AnyStateMachine, labels: MachineLabels = NO_LABELS): string {
  const where = t.targets.length ? t.targets.map(stateName).join(' and ') : `stays in ${stateName(t.source)}`;
  return `From ${stateName(t.source)}: ${plainLabel(t, machine, labels)} → ${where}.`;
}
