import type { LabelItem } from './edges';
import { STYLE_COLOR } from './legend';

/**
 * Text measuring and wrapping for the SVG diagrams. Sizes are estimated from character counts (no font is read), so
 * the output is the same on every machine and in the browser.
 */

export const FONT = 12;
export const SMALL = 11;
export const CODE = 9;

export interface Line {
  text: string;
  size: number;
  color: string;
  weight?: 'bold';
  italic?: boolean;
  mono?: boolean;
}

/** Estimated text width (wide letters count more; monospace counts every character alike). */
export function textWidth(text: string, size = FONT, mono = false): number {
  if (mono) return Math.ceil(text.length * size * 0.62);
  let units = 0;
  for (const ch of text) {
    if (/[MW@%…]/.test(ch)) units += 0.95;
    else if (/[mw]/.test(ch)) units += 0.85;
    else if (/[A-Z0-9#&↻]/.test(ch)) units += 0.7;
    else if (/[il.,:;'’|!\s]/.test(ch)) units += 0.3;
    else units += 0.56;
  }
  return Math.ceil(units * size);
}

/** Words into lines of at most `width` characters (a longer word keeps a line of its own). */
export function wrap(text: string, width: number): string[] {
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

/** The lines of one label item: its trigger, its condition (italic), its code names (small, monospace). */
export function itemLines(item: LabelItem, width: number, marker = ''): Line[] {
  const color = STYLE_COLOR[item.style];
  const trigger = `${marker}${item.trigger}${item.restarts ? ' (starts over)' : ''}`;
  const lines: Line[] = wrap(trigger, width).map((text) => ({ text, size: SMALL, color }));
  if (item.condition) {
    for (const text of wrap(item.condition, width)) lines.push({ text, size: SMALL, color, italic: true });
  }
  for (const text of wrap(item.code, Math.round(width * 1.1))) {
    lines.push({ text, size: CODE, color: '#64748b', mono: true });
  }
  return lines;
}

export function lineHeight(line: Line): number {
  return Math.round(line.size * 1.3);
}

export function blockHeight(lines: readonly Line[]): number {
  return lines.reduce((h, l) => h + lineHeight(l), 0);
}

export function blockWidth(lines: readonly Line[]): number {
  return Math.max(0, ...lines.map((l) => textWidth(l.text, l.size, l.mono) * (l.weight ? 1.08 : l.italic ? 1.07 : 1)));
}

/** Coordinates with one decimal, so the file stays small and stable. */
export function r(v: number): number {
  return Math.round(v * 10) / 10;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Lines of text as SVG, the first baseline at `y`. */
export function textSvg(lines: readonly Line[], x: number, y: number, anchor: 'start' | 'middle' = 'start'): string[] {
  const out: string[] = [];
  let baseline = y;
  for (const line of lines) {
    const attrs = [
      `x="${r(x)}"`,
      `y="${r(baseline)}"`,
      `font-size="${line.size}"`,
      `fill="${line.color}"`,
      anchor === 'middle' ? 'text-anchor="middle"' : '',
      line.weight ? 'font-weight="600"' : '',
      line.italic ? 'font-style="italic"' : '',
      line.mono ? 'font-family="ui-monospace, Menlo, Consolas, monospace"' : '',
    ].filter(Boolean);
    out.push(`<text ${attrs.join(' ')}>${esc(line.text)}</text>`);
    baseline += lineHeight(line);
  }
  return out;
}
