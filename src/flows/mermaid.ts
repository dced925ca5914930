import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachineLabels } from './labels';
import { descriptionOf, readMachine, type TransitionInfo, transitionLabel } from './model';
import { plainLabel } from './words';

/**
 * A machine as Mermaid `stateDiagram-v2` text, top to bottom: nested and parallel states (regions split by `--`),
 * initial and final markers, every declared transition labelled in plain language (from the machine's labels) with
 * its code name in brackets, each state's description (`id : description` for leaves, a note for compound states),
 * and the legend as comments. Deterministic: document order, no timestamps.
 */

/** The legend in Mermaid's own symbols, as comments (Mermaid draws no legend). */
export const MERMAID_LEGEND = [
  'How to read this:',
  '  filled dot: where it starts; ringed dot: a final state',
  '  dashed divider inside a box: parallel regions, running alongside each other',
  '  label: plain words, then the code names in brackets',
  '  "if …": a guarded branch, tried in order; "otherwise": the branch left when none matched',
  '  "after 20 s": a timer; "at once": decided without waiting',
  '  "when … answers" / "if … fails": a call answered / failed',
  '  an arrow back to its own state: handled without leaving it',
];

export function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, '_');
}

function clean(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/"/g, "'")
    .replace(/;/g, ',')
    .replace(/[{}]/g, '')
    .trim();
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** Where an edge is declared: the deepest state that holds both ends (never inside one end itself). */
function edgeScope(t: TransitionInfo, root: AnyStateNode): AnyStateNode {
  const ends = t.targets.length ? t.targets : [t.source];
  let prefix = t.source.path.slice(0, Math.max(0, t.source.path.length - 1));
  for (const end of ends) {
    const limit = Math.max(0, end.path.length - 1);
    let n = 0;
    while (n < prefix.length && n < limit && prefix[n] === end.path[n]) n++;
    prefix = prefix.slice(0, n);
  }
  let scope = root;
  for (const key of prefix) scope = (scope.states as Record<string, AnyStateNode>)[key] ?? scope;
  return scope;
}

export function toMermaid(machine: AnyStateMachine, title?: string, labels?: MachineLabels): string {
  const model = readMachine(machine);
  const root = machine.root;
  const byScope = new Map<AnyStateNode | null, TransitionInfo[]>();
  for (const t of model.transitions) {
    // Transitions of the root itself (global events) are drawn outside the root's box.
    const scope = t.source === root ? null : edgeScope(t, root);
    const list = byScope.get(scope) ?? [];
    list.push(t);
    byScope.set(scope, list);
  }
  const lines: string[] = ['stateDiagram-v2', '  direction TB'];
  if (title) lines.push(`  %% ${clean(title)}`);
  for (const line of MERMAID_LEGEND) lines.push(`  %% ${line}`);

  // Mermaid draws no second text size: the code names follow the plain words in brackets.
  const edgeText = (t: TransitionInfo) => `${plainLabel(t, machine, labels)} (${transitionLabel(t)})`;
  const edgeLine = (t: TransitionInfo, pad: string) => {
    const from = mermaidId(t.source);
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) lines.push(`${pad}${from} --> ${mermaidId(target)} : ${clean(edgeText(t))}`);
  };

  const emit = (node: AnyStateNode, depth: number) => {
    const pad = '  '.repeat(depth);
    const id = mermaidId(node);
    const name = node.path.length ? node.key : node.id;
    const kids = children(node);
    const description = descriptionOf(node);
    if (kids.length === 0) {
      lines.push(`${pad}state "${clean(name)}" as ${id}`);
      if (description) lines.push(`${pad}${id} : ${clean(description)}`);
      if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
      return;
    }
    lines.push(`${pad}state "${clean(name)}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    if (node.type === 'parallel') {
      kids.forEach((kid, i) => {
        if (i > 0) lines.push(`${pad}  --`);
        emit(kid, depth + 1);
      });
    } else {
      const initial = (node.initial?.target ?? []) as AnyStateNode[];
      for (const target of initial) lines.push(`${pad}  [*] --> ${mermaidId(target)}`);
      for (const kid of kids) emit(kid, depth + 1);
    }
    for (const t of byScope.get(node) ?? []) edgeLine(t, `${pad}  `);
    lines.push(`${pad}}`);
    if (description) lines.push(`${pad}note right of ${id} : ${clean(description)}`);
  };

  lines.push(`  [*] --> ${mermaidId(root)}`);
  emit(root, 1);
  for (const t of byScope.get(null) ?? []) edgeLine(t, '  ');
  return `${lines.join('\n')}\n`;
}
