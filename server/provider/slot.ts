/**
 * The demo slot: three reels on one strip, a pay table, and the outcome of given reel stops (pure, so a test can
 * compute the return to player exactly from the table: 7682 / 8000 = 96.025 %).
 */

export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** How often each symbol stands on a reel's strip (20 stops a reel). */
export const SYMBOL_WEIGHTS: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 1,
  BAR: 2,
  BELL: 3,
  PLUM: 4,
  LEMON: 5,
  CHERRY: 5,
};

/** Three of a kind pays this many times the bet. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 240,
  BAR: 60,
  BELL: 30,
  PLUM: 18,
  LEMON: 12,
  CHERRY: 10,
};

/** Exactly two cherries anywhere pay this many times the bet. */
export const TWO_CHERRIES = 2;

/** One reel's strip: the symbols spread so equal ones rarely stand next to each other. */
export const REEL_STRIP: readonly SlotSymbol[] = (() => {
  const left = { ...SYMBOL_WEIGHTS };
  const strip: SlotSymbol[] = [];
  while (strip.length < Object.values(SYMBOL_WEIGHTS).reduce((a, b) => a + b, 0)) {
    for (const symbol of SLOT_SYMBOLS) {
      if (left[symbol] > 0) {
        strip.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return strip;
})();

/** The multiplier of a line of three symbols. */
export function slotMultiplier(line: readonly SlotSymbol[]): number {
  const [a, b, c] = line;
  if (a && a === b && b === c) return THREE_OF_A_KIND[a];
  return line.filter((symbol) => symbol === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

export interface SlotOutcome {
  game: 'slot';
  stops: number[];
  symbols: SlotSymbol[];
  multiplier: number;
}

/** The outcome of three reel stops (each in 0..REEL_STRIP.length-1). */
export function slotOutcome(stops: readonly number[]): SlotOutcome {
  if (stops.length !== 3) throw new Error('a slot round needs three reel stops');
  const symbols = stops.map((stop) => {
    const symbol = REEL_STRIP[stop];
    if (symbol === undefined) throw new Error(`reel stop ${stop} is off the strip`);
    return symbol;
  });
  return { game: 'slot', stops: [...stops], symbols, multiplier: slotMultiplier(symbols) };
}
