import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachineLabels } from './labels';
import { readMachine, type TransitionInfo, type TransitionKind } from './model';
import { guardText, triggerText } from './words';

/**
 * What a diagram draws for a machine's transitions: one arrow per pair of states (all the transitions between them
 * listed on it), and the transitions that stay in their state listed inside the state's box instead of as loops,
 * which would widen the drawing without telling more.
 */

export type ItemStyle = 'event' | 'timer' | 'always' | 'answered' | 'failed';

export interface LabelItem {
  /** What makes it happen, in plain words. */
  trigger: string;
  /** "if …" / "otherwise" for a guarded branch. */
  condition?: string;
  /** The code names, small print for developers: `SUBMIT [formValid]`. */
  code: string;
  style: ItemStyle;
  /** The state is left and entered again (timers restart, calls start over). */
  restarts: boolean;
}

export interface DrawnEdge {
  source: AnyStateNode;
  target: AnyStateNode;
  items: LabelItem[];
}

export interface DrawnTransitions {
  edges: DrawnEdge[];
  /** Transitions that stay in their state, by state id. */
  staying: Map<string, LabelItem[]>;
}

const STYLE: Record<TransitionKind, ItemStyle> = {
  event: 'event',
  after: 'timer',
  always: 'always',
  actorDone: 'answered',
  actorError: 'failed',
  stateDone: 'answered',
};

function codeName(t: TransitionInfo): string {
  const head =
    t.kind === 'after'
      ? `after ${t.delay ?? ''}`.trim()
      : t.kind === 'actorDone'
        ? `done: ${t.actorId}`
        : t.kind === 'actorError'
          ? `error: ${t.actorId}`
          : t.eventType;
  return t.guard ? `${head} [${t.guard}]` : head;
}

export function labelItem(t: TransitionInfo, machine: AnyStateMachine, labels?: MachineLabels): LabelItem {
  const item: LabelItem = {
    trigger: triggerText(t, machine, labels),
    code: codeName(t),
    style: STYLE[t.kind],
    restarts: t.reenter,
  };
  const condition = guardText(t, labels);
  if (condition) item.condition = condition;
  return item;
}

export function drawnTransitions(machine: AnyStateMachine, labels?: MachineLabels): DrawnTransitions {
  const model = readMachine(machine);
  const edges = new Map<string, DrawnEdge>();
  const staying = new Map<string, LabelItem[]>();
  for (const t of model.transitions) {
    const item = labelItem(t, machine, labels);
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      if (target === t.source) {
        const list = staying.get(t.source.id) ?? [];
        list.push(item);
        staying.set(t.source.id, list);
        continue;
      }
      const key = `${t.source.id}\u0000${target.id}`;
      const edge = edges.get(key) ?? { source: t.source, target, items: [] };
      edge.items.push(item);
      edges.set(key, edge);
    }
  }
  return { edges: [...edges.values()], staying };
}

/** One style for a whole arrow: its items' style when they agree, else a plain event arrow. */
export function edgeStyle(edge: DrawnEdge): ItemStyle {
  const first = edge.items[0]?.style ?? 'event';
  return edge.items.every((i) => i.style === first) ? first : 'event';
}
