import { LEGEND, type LegendSymbol, STYLE_COLOR, STYLE_DASH } from './legend';
import { SMALL, textWidth } from './text';

/**
 * The legend drawn under a diagram: one symbol and a few words per entry, in rows that fit `width`.
 */

const SWATCH = 30;
const ROW = 20;
const GAP = 16;
const PAD = 12;

function swatch(symbol: LegendSymbol, x: number, y: number): string {
  const mid = y - 4;
  switch (symbol) {
    case 'initial':
      return `<circle cx="${x + 6}" cy="${mid}" r="5" fill="#0f172a"/><polyline points="${x + 11},${mid} ${x + 26},${mid}" stroke="#334155" stroke-width="1.3" marker-end="url(#arrow-event)"/>`;
    case 'final':
      return `<rect x="${x}" y="${mid - 7}" width="26" height="14" rx="4" fill="#e0f2fe" stroke="#0f172a" stroke-width="3"/>`;
    case 'region':
      return `<rect x="${x}" y="${mid - 7}" width="26" height="14" rx="4" fill="#f8fafc" stroke="#64748b" stroke-dasharray="6 4"/>`;
    case 'any':
      return `<rect x="${x}" y="${mid - 7}" width="26" height="14" rx="7" fill="#ffffff" stroke="#64748b" stroke-dasharray="3 2"/>`;
    case 'guard':
      return `<text x="${x}" y="${y}" font-size="${SMALL}" font-style="italic" fill="#334155">if …</text>`;
    case 'staying':
      return `<text x="${x + 4}" y="${y}" font-size="${SMALL + 2}" fill="#334155">↻</text>`;
    default: {
      const dash = STYLE_DASH[symbol] ? ` stroke-dasharray="${STYLE_DASH[symbol]}"` : '';
      return `<polyline points="${x},${mid} ${x + 26},${mid}" stroke="${STYLE_COLOR[symbol]}" stroke-width="1.5"${dash} marker-end="url(#arrow-${symbol})"/>`;
    }
  }
}

/** The legend's SVG parts, placed below `top`, and the room it takes. */
export function legendSvg(width: number, top: number): { parts: string[]; width: number; height: number } {
  const parts: string[] = [];
  let x = PAD;
  let y = top + PAD + 12;
  parts.push(`<text x="${PAD}" y="${y}" font-size="${SMALL}" font-weight="600" fill="#0f172a">How to read this</text>`);
  y += ROW;
  for (const entry of LEGEND) {
    const w = SWATCH + 6 + textWidth(entry.text, SMALL);
    if (x > PAD && x + w > width - PAD) {
      x = PAD;
      y += ROW;
    }
    parts.push(swatch(entry.symbol, x, y));
    parts.push(`<text x="${x + SWATCH + 6}" y="${y}" font-size="${SMALL}" fill="#334155">${entry.text}</text>`);
    x += w + GAP;
  }
  const height = y - top + PAD;
  parts.unshift(
    `<line x1="${PAD}" y1="${top + 4}" x2="${width - PAD}" y2="${top + 4}" stroke="#cbd5e1" stroke-width="1"/>`,
  );
  return { parts, width, height };
}
