import { type DrawnEdge, edgeStyle } from './edges';
import { STYLE_COLOR } from './legend';
import { blockHeight, esc, itemLines, type Line, r, SMALL, textSvg } from './text';

/**
 * For diagrams too wide with their words on the arrows: each arrow carries a number and the words are listed under
 * the drawing, in one or two columns, like the key of a map.
 */

const PAD = 12;
const GAP = 18;
const INDENT = 26;

/** A numbered badge on an arrow, in the arrow's colour. */
export function badgeSvg(n: number, x: number, y: number, w: number, h: number, edge: DrawnEdge): string {
  const color = STYLE_COLOR[edgeStyle(edge)];
  return [
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="#ffffff" stroke="${color}" stroke-width="1.2"/>`,
    `<text x="${r(x + w / 2)}" y="${r(y + h - 4)}" font-size="${SMALL}" font-weight="600" fill="${color}" text-anchor="middle">${n}</text>`,
  ].join('\n');
}

export function badgeSize(n: number): { width: number; height: number } {
  return { width: 10 + String(n).length * 8, height: 17 };
}

function entryLines(n: number, edge: DrawnEdge, chars: number): { head: Line; lines: Line[] } {
  const route = `${edge.source.path.length ? edge.source.key : edge.source.id} → ${edge.target.key}`;
  return {
    head: { text: `${n}  ${route}`, size: SMALL, color: '#0f172a', weight: 'bold' },
    lines: edge.items.flatMap((item) => itemLines(item, chars)),
  };
}

/** The key's SVG parts, placed below `top`, and the height it takes. */
export function keySvg(edges: readonly DrawnEdge[], width: number, top: number): { parts: string[]; height: number } {
  const columns = width >= 600 ? 2 : 1;
  const columnW = (width - 2 * PAD - (columns - 1) * GAP) / columns;
  const chars = Math.max(16, Math.floor((columnW - INDENT) / 6.3));
  const entries = edges.map((edge, i) => entryLines(i + 1, edge, chars));
  const heights = entries.map((e) => blockHeight([e.head, ...e.lines]) + 6);
  const total = heights.reduce((a, b) => a + b, 0);
  const parts: string[] = [
    `<text x="${PAD}" y="${top + PAD + 12}" font-size="${SMALL}" font-weight="600" fill="#0f172a">${esc('What the numbered arrows mean')}</text>`,
  ];
  const start = top + PAD + 30;
  let column = 0;
  let y = start;
  let tallest = 0;
  entries.forEach((entry, i) => {
    // Column-major, balanced: the next column starts once this one holds its share.
    if (column < columns - 1 && y - start >= total / columns) {
      column++;
      y = start;
    }
    const x = PAD + column * (columnW + GAP);
    parts.push(...textSvg([entry.head], x, y));
    parts.push(...textSvg(entry.lines, x + INDENT, y + blockHeight([entry.head])));
    y += heights[i]!;
    tallest = Math.max(tallest, y - start);
  });
  return { parts, height: tallest + PAD + 30 };
}
