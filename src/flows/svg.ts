import ELK from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { descriptionOf, readMachine, type TransitionInfo, transitionLabel } from './model';

/**
 * A machine as a self-contained SVG, laid out by elkjs (layered, compound nodes for nested states, parallel regions
 * dashed). Runs in Node and in the browser (the bundled elkjs, no worker, no online service). Text sizes are
 * estimated from character counts, so the output is the same on every machine.
 */

const FONT = 12;
const SMALL = 11;
const LINE = 15;
const WRAP = 38;

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

/** Estimated text width for the diagram font (wide letters count more). */
export function textWidth(text: string, size = FONT): number {
  let units = 0;
  for (const ch of text) {
    if (/[MWmw@%]/.test(ch)) units += 0.9;
    else if (/[A-Z0-9#&]/.test(ch)) units += 0.68;
    else if (/[il.,:;'|!\s]/.test(ch)) units += 0.3;
    else units += 0.55;
  }
  return Math.ceil(units * size);
}

export function wrap(text: string, width = WRAP): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** Coordinates with one decimal, so the file stays small and stable. */
function r(v: number): number {
  return Math.round(v * 10) / 10;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface NodeInfo {
  node: AnyStateNode;
  title: string;
  lines: string[];
  compound: boolean;
}

export async function toSvg(machine: AnyStateMachine): Promise<string> {
  const model = readMachine(machine);
  const infos = new Map<string, NodeInfo>();
  const initialOf = new Map<string, string>();

  const build = (node: AnyStateNode): ElkNode => {
    const kids = Object.values(node.states) as AnyStateNode[];
    const title = node.path.length ? node.key : node.id;
    const description = descriptionOf(node);
    const lines = description ? wrap(description) : [];
    const info: NodeInfo = { node, title, lines, compound: kids.length > 0 };
    infos.set(node.id, info);
    const textW = Math.max(textWidth(title, FONT + 1), ...lines.map((l) => textWidth(l, SMALL)));
    if (!kids.length) {
      return { id: node.id, width: Math.max(90, textW + 20), height: 28 + lines.length * LINE };
    }
    const header = 26 + lines.length * LINE;
    const childNodes = kids.map(build);
    if (node.type !== 'parallel' && node.initial?.target?.length) {
      const dot = `${node.id}::initial`;
      initialOf.set(dot, node.id);
      childNodes.unshift({ id: dot, width: 12, height: 12 });
    }
    return {
      id: node.id,
      children: childNodes,
      layoutOptions: {
        'elk.padding': `[top=${header + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${textW + 28}, ${header + 30})`,
        ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
      },
    };
  };

  const root = build(machine.root);
  const edges: ElkEdge[] = [];
  const edgeInfo = new Map<string, TransitionInfo | null>();
  for (const [dot, parentId] of initialOf) {
    const parent = infos.get(parentId)?.node;
    for (const target of (parent?.initial?.target ?? []) as AnyStateNode[]) {
      const id = `e${edges.length}`;
      edges.push({ id, sources: [dot], targets: [target.id] });
      edgeInfo.set(id, null);
    }
  }
  for (const t of model.transitions) {
    const label = transitionLabel(t);
    for (const target of t.targets.length ? t.targets : [t.source]) {
      const id = `e${edges.length}`;
      edges.push({
        id,
        sources: [t.source.id],
        targets: [target.id],
        labels: [{ text: label, width: textWidth(label, SMALL) + 8, height: LINE + 2 }],
      });
      edgeInfo.set(id, t);
    }
  }
  const graph: ElkNode = {
    id: '__diagram',
    children: [root],
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '46',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.randomSeed': '1',
    },
  };
  const elk = new ELK();
  const laid = (await elk.layout(graph as never)) as unknown as ElkNode;

  // Absolute positions of every node (edges are relative to their container).
  const abs = new Map<string, Point & { w: number; h: number; depth: number; parent?: string }>();
  const place = (n: ElkNode, ox: number, oy: number, depth: number, parent?: string) => {
    const x = r(ox + (n.x ?? 0));
    const y = r(oy + (n.y ?? 0));
    const entry: Point & { w: number; h: number; depth: number; parent?: string } = {
      x,
      y,
      w: r(n.width ?? 0),
      h: r(n.height ?? 0),
      depth,
    };
    if (parent) entry.parent = parent;
    abs.set(n.id, entry);
    for (const c of n.children ?? []) place(c, x, y, depth + 1, n.id);
  };
  place(laid, 0, 0, 0);

  const width = Math.ceil(laid.width ?? 0);
  const height = Math.ceil(laid.height ?? 0);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(machine.id)} state diagram" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
  );
  out.push(`<title>${esc(machine.id)}</title>`);
  out.push(
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#475569"/></marker></defs>',
  );
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);

  // Nodes, outermost first.
  const ordered = [...abs.entries()].filter(([id]) => id !== '__diagram').sort((a, b) => a[1].depth - b[1].depth);
  for (const [id, box] of ordered) {
    if (initialOf.has(id)) {
      out.push(`<circle cx="${r(box.x + box.w / 2)}" cy="${r(box.y + box.h / 2)}" r="6" fill="#0f172a"/>`);
      continue;
    }
    const info = infos.get(id);
    if (!info) continue;
    const parentNode = box.parent ? infos.get(box.parent)?.node : undefined;
    const region = parentNode?.type === 'parallel';
    const final = info.node.type === 'final';
    const fill = info.compound ? (box.depth % 2 === 0 ? '#f8fafc' : '#eef2ff') : '#e0f2fe';
    const stroke = info.compound ? '#64748b' : '#0369a1';
    const dash = region ? ' stroke-dasharray="6 4"' : '';
    out.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${final ? 3 : 1.2}"${dash}/>`,
    );
    const tx = box.x + (info.compound ? 10 : box.w / 2);
    const anchor = info.compound ? 'start' : 'middle';
    const kind = info.node.type === 'parallel' ? ' (parallel)' : '';
    out.push(
      `<text x="${r(tx)}" y="${r(box.y + 18)}" font-size="${FONT + 1}" font-weight="600" fill="#0f172a" text-anchor="${anchor}">${esc(info.title + kind)}</text>`,
    );
    info.lines.forEach((line, i) => {
      out.push(
        `<text x="${r(tx)}" y="${r(box.y + 18 + (i + 1) * LINE)}" font-size="${SMALL}" fill="#334155" text-anchor="${anchor}">${esc(line)}</text>`,
      );
    });
  }

  // Edges and their labels.
  for (const edge of laid.edges ?? []) {
    const base = edge.container && edge.container !== '__diagram' ? abs.get(edge.container) : undefined;
    const ox = base?.x ?? 0;
    const oy = base?.y ?? 0;
    const t = edgeInfo.get(edge.id);
    const color = t?.kind === 'after' ? '#b45309' : t?.kind === 'always' ? '#7c3aed' : '#475569';
    const dash = t?.kind === 'after' || t?.kind === 'always' ? ' stroke-dasharray="5 3"' : '';
    for (const s of edge.sections ?? []) {
      const pts = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => `${r(p.x + ox)},${r(p.y + oy)}`);
      out.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="1.3"${dash} marker-end="url(#arrow)"/>`,
      );
    }
    for (const label of edge.labels ?? []) {
      const lx = r((label.x ?? 0) + ox);
      const ly = r((label.y ?? 0) + oy);
      out.push(
        `<rect x="${lx}" y="${ly}" width="${label.width}" height="${label.height}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
      );
      out.push(
        `<text x="${r(lx + 4)}" y="${r(ly + label.height - 5)}" font-size="${SMALL}" fill="${color === '#475569' ? '#0f172a' : color}">${esc(label.text)}</text>`,
      );
    }
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
