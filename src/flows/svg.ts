import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type DrawnEdge, drawnTransitions, edgeStyle } from './edges';
import { badgeSize, badgeSvg, keySvg } from './keySvg';
import type { MachineLabels } from './labels';
import { STYLE_COLOR, STYLE_DASH } from './legend';
import { legendSvg } from './legendSvg';
import { descriptionOf } from './model';
import { blockHeight, blockWidth, esc, FONT, itemLines, type Line, r, SMALL, textSvg, wrap } from './text';

/**
 * A machine as a self-contained SVG for a phone or an A4 page, laid out top to bottom by elkjs (layered, compound
 * nodes for nested states, parallel regions stacked and dashed). Arrows carry plain-language labels with the code
 * names in small print; transitions that stay in their state are listed inside its box; a legend closes the drawing.
 * When no wrapping of the words fits the width, the arrows carry numbers and the words are listed under the drawing.
 * Runs in Node and in the browser (the bundled elkjs, no worker, no online service); text sizes are estimated, so
 * the output is the same on every machine.
 */

/** A4 portrait at 96 dpi is 794 px: every diagram fits in this width. */
export const MAX_WIDTH = 794;

/** Layouts tried in turn until the drawing fits MAX_WIDTH: words on the arrows first, numbered arrows after. */
const ATTEMPTS: Attempt[] = [
  { width: 30, numbered: false },
  { width: 24, numbered: false },
  { width: 19, numbered: false },
  { width: 24, numbered: true },
  { width: 19, numbered: true },
  { width: 15, numbered: true },
];

/** How far over MAX_WIDTH a layout with words on the arrows may be for narrower wrapping to be worth a try. */
const INLINE_REACH = 1.25;

interface ElkLabel {
  text: string;
  width: number;
  height: number;
  x?: number;
  y?: number;
}
interface ElkNode {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  children?: ElkNode[];
  edges?: ElkEdge[];
  layoutOptions?: Record<string, string>;
}
interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: ElkLabel[];
  container?: string;
  sections?: { startPoint: Point; endPoint: Point; bendPoints?: Point[] }[];
}
interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  w: number;
  h: number;
  depth: number;
  parent?: string;
}

interface NodeInfo {
  node: AnyStateNode;
  lines: Line[];
  compound: boolean;
}

interface Layout {
  laid: ElkNode;
  infos: Map<string, NodeInfo>;
  initialOf: Map<string, string>;
  edgeOf: Map<string, DrawnEdge>;
  labelLines: Map<string, Line[]>;
  numbered: boolean;
}

/** A state's box text: its name, its description, then what it handles without leaving. */
function nodeLines(node: AnyStateNode, staying: ReturnType<typeof drawnTransitions>['staying'], width: number) {
  const kind = node.type === 'parallel' ? ' (parallel)' : '';
  const lines: Line[] = [
    { text: `${node.path.length ? node.key : node.id}${kind}`, size: FONT + 1, color: '#0f172a', weight: 'bold' },
  ];
  const description = descriptionOf(node);
  if (description) {
    for (const text of wrap(description, width + 4)) lines.push({ text, size: SMALL, color: '#334155' });
  }
  for (const item of staying.get(node.id) ?? []) lines.push(...itemLines(item, width, '↻ '));
  return lines;
}

/**
 * Layered, top to bottom, compact. Set on every compound state too: elkjs reads spacings from each node's own
 * options even when the hierarchy is laid out as one graph.
 */
const LAYOUT: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '30',
  'elk.spacing.nodeNode': '18',
  'elk.spacing.edgeLabel': '3',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeNode': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // Labels go to the layer with room for them, not always midway, which keeps the drawing narrow.
  'elk.layered.edgeLabels.centerLabelPlacementStrategy': 'SPACE_EFFICIENT_LAYER',
  'elk.randomSeed': '1',
};

/** The tag arrows start from when a compound state sends them into itself, whichever of its states is active. */
const ANY = '::any';
export const ANY_TEXT = 'any state';
const ANY_SIZE = { w: 70, h: 18 };

/** How a layout is tried: the wrapping width, and whether arrows carry their words or a number keyed below. */
interface Attempt {
  width: number;
  numbered: boolean;
}

async function layout(
  machine: AnyStateMachine,
  labels: MachineLabels | undefined,
  { width, numbered }: Attempt,
): Promise<Layout> {
  const drawn = drawnTransitions(machine, labels);
  const infos = new Map<string, NodeInfo>();
  const initialOf = new Map<string, string>();
  const edges: ElkEdge[] = [];

  // Arrows a compound state sends into itself start at an "any state" tag inside it, not at its own border.
  const isInside = (inner: AnyStateNode, outer: AnyStateNode) =>
    inner !== outer && outer.path.every((key, i) => inner.path[i] === key);
  const anyTags = new Set(drawn.edges.filter((e) => isInside(e.target, e.source)).map((e) => e.source.id));

  const build = (node: AnyStateNode): ElkNode => {
    const kids = Object.values(node.states) as AnyStateNode[];
    const lines = nodeLines(node, drawn.staying, width);
    infos.set(node.id, { node, lines, compound: kids.length > 0 });
    const textW = blockWidth(lines);
    const textH = blockHeight(lines);
    if (!kids.length) return { id: node.id, width: Math.max(90, textW + 20), height: textH + 14 };
    const childNodes = kids.map(build);
    if (node.type === 'parallel') {
      // Regions have no arrows between them; a hidden chain stacks them instead of setting them side by side.
      for (let i = 1; i < kids.length; i++) {
        edges.push({ id: `chain${edges.length}`, sources: [kids[i - 1]!.id], targets: [kids[i]!.id] });
      }
    } else if (node.initial?.target?.length) {
      const dot = `${node.id}::initial`;
      initialOf.set(dot, node.id);
      childNodes.unshift({ id: dot, width: 12, height: 12 });
    }
    if (anyTags.has(node.id)) childNodes.unshift({ id: `${node.id}${ANY}`, width: ANY_SIZE.w, height: ANY_SIZE.h });
    return {
      id: node.id,
      children: childNodes,
      layoutOptions: {
        'elk.padding': `[top=${textH + 16},left=12,bottom=12,right=12]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textW + 24}, ${textH + 40})`,
        ...LAYOUT,
      },
    };
  };

  const root = build(machine.root);
  for (const [dot, parentId] of initialOf) {
    for (const target of (infos.get(parentId)?.node.initial?.target ?? []) as AnyStateNode[]) {
      edges.push({ id: `init${edges.length}`, sources: [dot], targets: [target.id] });
    }
  }
  const edgeOf = new Map<string, DrawnEdge>();
  const labelLines = new Map<string, Line[]>();
  for (const edge of drawn.edges) {
    const id = `e${edges.length}`;
    const lines = edge.items.flatMap((item) => itemLines(item, width));
    labelLines.set(id, lines);
    edgeOf.set(id, edge);
    const size = numbered ? badgeSize(edgeOf.size) : { width: blockWidth(lines) + 8, height: blockHeight(lines) + 4 };
    const source = isInside(edge.target, edge.source) ? `${edge.source.id}${ANY}` : edge.source.id;
    edges.push({ id, sources: [source], targets: [edge.target.id], labels: [{ text: id, ...size }] });
  }
  const graph: ElkNode = {
    id: '__diagram',
    children: [root],
    edges,
    layoutOptions: { ...LAYOUT, 'elk.padding': '[top=12,left=12,bottom=12,right=12]' },
  };
  const laid = (await new ELK().layout(graph as never)) as unknown as ElkNode;
  return { laid, infos, initialOf, edgeOf, labelLines, numbered };
}

/** Draws a machine (see the file comment). */
export async function toSvg(machine: AnyStateMachine, labels?: MachineLabels): Promise<string> {
  let best: Layout | undefined;
  let hopelessInline = false;
  for (const attempt of ATTEMPTS) {
    if (hopelessInline && !attempt.numbered) continue;
    const candidate = await layout(machine, labels, attempt);
    const width = candidate.laid.width ?? 0;
    if (!best || width < (best.laid.width ?? 0)) best = candidate;
    if (width <= MAX_WIDTH) {
      best = candidate;
      break;
    }
    // Narrower wrapping gains about a sixth: far wider than the page, words on the arrows will not fit.
    hopelessInline ||= !attempt.numbered && width > MAX_WIDTH * INLINE_REACH;
  }
  return draw(machine, best!);
}

function draw(machine: AnyStateMachine, { laid, infos, initialOf, edgeOf, labelLines, numbered }: Layout): string {
  // Absolute positions of every node (edges are relative to their container).
  const abs = new Map<string, Box>();
  const place = (n: ElkNode, ox: number, oy: number, depth: number, parent?: string) => {
    const x = r(ox + (n.x ?? 0));
    const y = r(oy + (n.y ?? 0));
    const box: Box = { x, y, w: r(n.width ?? 0), h: r(n.height ?? 0), depth };
    if (parent) box.parent = parent;
    abs.set(n.id, box);
    for (const c of n.children ?? []) place(c, x, y, depth + 1, n.id);
  };
  place(laid, 0, 0, 0);

  const diagramW = Math.ceil(laid.width ?? 0);
  const diagramH = Math.ceil(laid.height ?? 0);
  const footW = Math.min(MAX_WIDTH, Math.max(diagramW, 420));
  const key = numbered ? keySvg([...edgeOf.values()], footW, diagramH) : { parts: [], height: 0 };
  const legend = legendSvg(footW, diagramH + key.height);
  const width = Math.max(diagramW, legend.width);
  const height = diagramH + key.height + legend.height;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(machine.id)} state diagram" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
  );
  out.push(`<title>${esc(machine.id)}</title>`);
  const markers = Object.entries(STYLE_COLOR).map(
    ([style, color]) =>
      `<marker id="arrow-${style}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${color}"/></marker>`,
  );
  out.push(`<defs>${markers.join('')}</defs>`);
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);

  // Nodes, outermost first.
  const ordered = [...abs.entries()].filter(([id]) => id !== '__diagram').sort((a, b) => a[1].depth - b[1].depth);
  for (const [id, box] of ordered) {
    if (id.endsWith(ANY)) {
      out.push(
        `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${r(box.h / 2)}" fill="#ffffff" stroke="#64748b" stroke-dasharray="3 2"/>`,
        `<text x="${r(box.x + box.w / 2)}" y="${r(box.y + box.h - 6)}" font-size="${SMALL}" fill="#334155" text-anchor="middle">${ANY_TEXT}</text>`,
      );
      continue;
    }
    if (initialOf.has(id)) {
      out.push(`<circle cx="${r(box.x + box.w / 2)}" cy="${r(box.y + box.h / 2)}" r="6" fill="#0f172a"/>`);
      continue;
    }
    const info = infos.get(id);
    if (!info) continue;
    const region = box.parent ? infos.get(box.parent)?.node.type === 'parallel' : false;
    const final = info.node.type === 'final';
    const fill = info.compound ? (box.depth % 2 === 0 ? '#f8fafc' : '#eef2ff') : '#e0f2fe';
    const stroke = final ? '#0f172a' : info.compound ? '#64748b' : '#0369a1';
    const dash = region ? ' stroke-dasharray="6 4"' : '';
    out.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${final ? 3.5 : 1.2}"${dash}/>`,
    );
    out.push(...textSvg(info.lines, box.x + 10, box.y + 17));
  }

  // Arrows, then their labels on top.
  const labelsOut: string[] = [];
  for (const edge of laid.edges ?? []) {
    if (edge.id.startsWith('chain')) continue;
    const base = edge.container && edge.container !== '__diagram' ? abs.get(edge.container) : undefined;
    const ox = base?.x ?? 0;
    const oy = base?.y ?? 0;
    const drawn = edgeOf.get(edge.id);
    const style = drawn ? edgeStyle(drawn) : 'event';
    const dash = STYLE_DASH[style] ? ` stroke-dasharray="${STYLE_DASH[style]}"` : '';
    for (const s of edge.sections ?? []) {
      const pts = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => `${r(p.x + ox)},${r(p.y + oy)}`);
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${STYLE_COLOR[style]}" stroke-width="1.3"${dash} marker-end="url(#arrow-${style})"/>`,
      );
    }
    for (const label of edge.labels ?? []) {
      const lx = r((label.x ?? 0) + ox);
      const ly = r((label.y ?? 0) + oy);
      if (numbered && drawn) {
        labelsOut.push(badgeSvg([...edgeOf.keys()].indexOf(edge.id) + 1, lx, ly, label.width, label.height, drawn));
        continue;
      }
      labelsOut.push(
        `<rect x="${lx}" y="${ly}" width="${r(label.width)}" height="${r(label.height)}" rx="3" fill="#ffffff" fill-opacity="0.92"/>`,
      );
      const lines = labelLines.get(edge.id) ?? [];
      labelsOut.push(...textSvg(lines, lx + 4, ly + 2 + (lines[0]?.size ?? SMALL)));
    }
  }
  out.push(...labelsOut, ...key.parts, ...legend.parts, '</svg>');
  return `${out.join('\n')}\n`;
}
