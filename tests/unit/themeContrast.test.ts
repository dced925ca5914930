import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * WCAG 2.2 AA contrast of the theme tokens (src/ui/theme.css), in both themes: every pair of a text (or icon, or
 * focus line) token and a background token that the stylesheets put together. A token change that breaks one fails
 * here before any page is drawn. Gradients are checked at each of their stops.
 */

const css = readFileSync(join(__dirname, '../../src/ui/theme.css'), 'utf8');

/** The custom properties declared in the first rule whose selector list is `selector`. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const tokens: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*([^;]+);/g))
    tokens[name as string] = (value as string).trim();
  return tokens;
}

const dark = tokensOf(':root,\n.theme-dark');
// The light theme overrides some tokens; the rest are the dark ones (`:root`).
const light = { ...dark, ...tokensOf('.theme-light') };

/** The solid colours of a token: itself, or each stop of a gradient. */
function coloursOf(theme: Record<string, string>, token: string): string[] {
  const value = theme[token];
  if (!value) throw new Error(`no token --${token}`);
  const hexes = value.match(/#[0-9a-f]{6}\b/gi);
  if (!hexes) throw new Error(`--${token} is not a hex colour or gradient: ${value}`);
  return hexes;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = 4.5;
const PAGE = ['bg', 'bg-elevated', 'bg-card', 'bg-input'];

/**
 * [foreground token, background tokens, minimum ratio]. Text needs 4.5:1; the same tokens draw icons, focus outlines
 * and the marks of selected controls, which need 3:1 (WCAG 1.4.11), so 4.5 covers them.
 */
const PAIRS: [string, string[], number][] = [
  ['text', PAGE, TEXT],
  ['text-muted', PAGE, TEXT],
  ['accent-ink', PAGE, TEXT],
  ['danger', ['bg', 'bg-elevated', 'bg-card'], TEXT],
  ['success', ['bg', 'bg-elevated', 'bg-card'], TEXT],
  ['info', PAGE, TEXT],
  ['accent-text', ['accent', 'accent-gradient'], TEXT],
  ['on-brand', ['brand-gradient'], TEXT],
  ['brand-highlight', ['brand-gradient'], TEXT],
  ['badge-text', ['badge-bg'], TEXT],
  ['text-inverse', ['text'], TEXT],
];

describe.each([
  ['dark', dark],
  ['light', light],
])('the %s theme meets WCAG 2.2 AA contrast', (_name, theme) => {
  const cases = PAIRS.flatMap(([fg, bgs, min]) => bgs.map((bg) => [fg, bg, min] as const));
  it.each(cases)('--%s on --%s: at least %s:1', (fg, bg, min) => {
    for (const f of coloursOf(theme, fg))
      for (const b of coloursOf(theme, bg)) expect(contrast(f, b), `${f} on ${b}`).toBeGreaterThanOrEqual(min);
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The light accent before the text-safe token: 2.95:1 on white.
    expect(contrast('#c98a00', '#ffffff')).toBeCloseTo(2.95, 2);
  });
});
