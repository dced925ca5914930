import type { ItemStyle } from './edges';

/**
 * How to read a diagram: the same key on every SVG, in every Mermaid file and on the index page.
 */

export type LegendSymbol = 'initial' | 'final' | 'region' | 'any' | 'guard' | 'staying' | ItemStyle;

export interface LegendEntry {
  symbol: LegendSymbol;
  text: string;
}

export const LEGEND: readonly LegendEntry[] = [
  { symbol: 'initial', text: 'where it starts' },
  { symbol: 'final', text: 'final state' },
  { symbol: 'region', text: 'parallel region: runs alongside the others' },
  { symbol: 'any', text: 'from whichever state of the box is active' },
  { symbol: 'event', text: 'a person or another part of the site acts' },
  { symbol: 'guard', text: 'guarded branch, tried in order' },
  { symbol: 'timer', text: 'timer ("after 20 s")' },
  { symbol: 'always', text: 'decided at once, no waiting' },
  { symbol: 'answered', text: 'a call answered' },
  { symbol: 'failed', text: 'a call failed' },
  { symbol: 'staying', text: 'handled without leaving the state' },
];

/** Arrow and text colours per style, shared by the arrows, their labels and the legend. */
export const STYLE_COLOR: Record<ItemStyle, string> = {
  event: '#334155',
  timer: '#b45309',
  always: '#6d28d9',
  answered: '#15803d',
  failed: '#b91c1c',
};

/** Dashed arrows for what nobody does: timers and immediate decisions. */
export const STYLE_DASH: Record<ItemStyle, string> = {
  event: '',
  timer: '6 3',
  always: '2 3',
  answered: '',
  failed: '',
};

/** The legend as Markdown bullet lines, for the index page. */
export function legendMarkdown(): string[] {
  const words: Record<LegendSymbol, string> = {
    initial: 'black dot and arrow',
    final: 'thick border',
    region: 'dashed box',
    any: '"any state" tag',
    guard: 'italic "if …" line',
    staying: '↻ line inside a box',
    event: 'grey arrow',
    timer: 'amber dashed arrow',
    always: 'violet dotted arrow',
    answered: 'green arrow',
    failed: 'red arrow',
  };
  return [
    ...LEGEND.map((e) => `- **${words[e.symbol]}**: ${e.text}`),
    '- **numbered arrow**: on the largest diagrams, its words are listed under the drawing',
  ];
}
