import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine's definition read as data: every state node and every declared transition (each guarded branch on its
 * own, `always` and `after` included). The diagrams, the plain-words paths and the coverage check all use it.
 */

export type TransitionKind = 'event' | 'after' | 'always' | 'actorDone' | 'actorError' | 'stateDone';

export interface TransitionInfo {
  /** Stable name: `sourceStateId -> eventType`, plus ` #<branch>` when the event has several branches. */
  key: string;
  /** `sourceStateId -> eventType` (names every branch at once, for `fixtures.unreachable`). */
  groupKey: string;
  source: AnyStateNode;
  /** The event type; `always` for eventless transitions. */
  eventType: string;
  kind: TransitionKind;
  guard?: string;
  delay?: string;
  /** The invoked actor id for `actorDone` / `actorError`. */
  actorId?: string;
  targets: AnyStateNode[];
  actions: string[];
  reenter: boolean;
  branch: number;
  branches: number;
  def: AnyTransitionDefinition;
}

export interface MachineModel {
  machine: AnyStateMachine;
  /** Every state node but the root, in document order. */
  states: AnyStateNode[];
  transitions: TransitionInfo[];
  byDef: Map<AnyTransitionDefinition, TransitionInfo>;
}

/** All state nodes below `node`, depth first, in document order. */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (const child of Object.values(node.states) as AnyStateNode[]) {
    out.push(child, ...stateNodesOf(child));
  }
  return out;
}

type GuardLike =
  | string
  | { type?: unknown; params?: unknown }
  | ((...args: never[]) => unknown)
  | { guards?: unknown[]; check?: unknown };

/** A guard as a reviewer reads it: its name, or `!a`, `a && b`, `a || b` for the built-in combinators. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  const g = guard as GuardLike;
  if (typeof g === 'string') return g;
  const withGuards = g as { guards?: unknown[]; check?: { name?: string } };
  if (Array.isArray(withGuards.guards) && withGuards.check) {
    const parts = withGuards.guards.map((inner) => guardName(inner) ?? 'inline');
    const checkName = withGuards.check.name ?? '';
    if (/not/i.test(checkName)) return `!${parts[0] ?? 'inline'}`;
    if (/and/i.test(checkName)) return parts.join(' && ');
    if (/or/i.test(checkName)) return parts.join(' || ');
    if (/stateIn/i.test(checkName)) return 'in state';
    return parts.join(', ');
  }
  if (typeof g === 'object' && typeof (g as { type?: unknown }).type === 'string') return (g as { type: string }).type;
  return 'inline guard';
}

function actionNames(actions: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const a of actions) {
    if (typeof a === 'string') out.push(a);
    else if (a && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string') {
      out.push((a as { type: string }).type);
    }
  }
  return out;
}

function kindOf(eventType: string): { kind: TransitionKind; actorId?: string } {
  if (eventType.startsWith('xstate.after.')) return { kind: 'after' };
  if (eventType.startsWith('xstate.done.actor.')) return { kind: 'actorDone', actorId: eventType.slice(18) };
  if (eventType.startsWith('xstate.error.actor.')) return { kind: 'actorError', actorId: eventType.slice(19) };
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone' };
  return { kind: 'event' };
}

function info(
  source: AnyStateNode,
  eventType: string,
  def: AnyTransitionDefinition,
  branch: number,
  branches: number,
): TransitionInfo {
  const groupKey = `${source.id} -> ${eventType}`;
  const { kind, actorId } =
    eventType === 'always' ? { kind: 'always' as const, actorId: undefined } : kindOf(eventType);
  const delayRaw = (def as { delay?: unknown }).delay;
  const delay =
    kind === 'after' && delayRaw !== undefined
      ? typeof delayRaw === 'number'
        ? `${delayRaw} ms`
        : String(delayRaw)
      : undefined;
  const result: TransitionInfo = {
    key: branches > 1 ? `${groupKey} #${branch + 1}` : groupKey,
    groupKey,
    source,
    eventType,
    kind,
    targets: (def.target ?? []) as AnyStateNode[],
    actions: actionNames(def.actions as readonly unknown[]),
    reenter: def.reenter === true,
    branch,
    branches,
    def,
  };
  const guard = guardName(def.guard);
  if (guard) result.guard = guard;
  if (delay) result.delay = delay;
  if (actorId) result.actorId = actorId;
  return result;
}

/** Reads the machine's definition: its states and declared transitions. */
export function readMachine(machine: AnyStateMachine): MachineModel {
  const states = stateNodesOf(machine.root);
  const transitions: TransitionInfo[] = [];
  for (const node of [machine.root, ...states]) {
    for (const [eventType, defs] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
      defs.forEach((def, i) => {
        transitions.push(info(node, eventType, def, i, defs.length));
      });
    }
    const always = (node.always ?? []) as AnyTransitionDefinition[];
    always.forEach((def, i) => {
      transitions.push(info(node, 'always', def, i, always.length));
    });
  }
  const byDef = new Map<AnyTransitionDefinition, TransitionInfo>();
  for (const t of transitions) byDef.set(t.def, t);
  return { machine, states, transitions, byDef };
}

/** A state's name relative to its machine (`dialog.opening`); the machine id for the root. */
export function stateName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : node.id;
}

/** What makes the transition happen, in words. */
export function triggerWords(t: TransitionInfo): string {
  switch (t.kind) {
    case 'after':
      return `after ${t.delay ?? 'a delay'}`;
    case 'always':
      return 'immediately';
    case 'actorDone':
      return `when ${t.actorId} succeeds`;
    case 'actorError':
      return `when ${t.actorId} fails`;
    case 'stateDone':
      return `when ${stateName(t.source)} is done`;
    default:
      return `on ${t.eventType}`;
  }
}

/** "From idle, on SUBMIT when formValid, go to submitting (doing setForm)." */
export function transitionSentence(t: TransitionInfo): string {
  const guard = t.guard ? ` when ${t.guard}` : '';
  const where = t.targets.length
    ? `go to ${t.targets.map(stateName).join(' and ')}`
    : t.reenter
      ? `re-enter ${stateName(t.source)}`
      : 'stay';
  const doing = t.actions.length ? ` (doing ${t.actions.join(', ')})` : '';
  return `From ${stateName(t.source)}, ${triggerWords(t)}${guard}, ${where}${doing}.`;
}

/** A short edge label for diagrams: `EVENT [guard]`, `after delay [guard]`, `always [guard]`. */
export function transitionLabel(t: TransitionInfo): string {
  let head: string;
  switch (t.kind) {
    case 'after':
      head = `after ${t.delay ?? ''}`.trim();
      break;
    case 'always':
      head = 'always';
      break;
    case 'actorDone':
      head = `done: ${t.actorId}`;
      break;
    case 'actorError':
      head = `error: ${t.actorId}`;
      break;
    case 'stateDone':
      head = 'done';
      break;
    default:
      head = t.eventType;
  }
  return t.guard ? `${head} [${t.guard}]` : head;
}

/** The node's plain-English description, if it has one. */
export function descriptionOf(node: AnyStateNode): string | undefined {
  const d = (node as { description?: unknown }).description ?? (node.config as { description?: unknown }).description;
  return typeof d === 'string' && d.trim() ? d.trim() : undefined;
}
