import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_WIDTH } from '../../src/flows/svg';
import { catalog } from '../../src/machines/catalog';

/**
 * Every committed diagram fits a phone-width page or an A4 page (794 px at 96 dpi) at its own scale: the width
 * attribute and the drawing's viewBox agree, so nothing is shrunk to fit. flows-up-to-date proves these files are
 * what `npm run flows` writes today.
 */
const dir = resolve(__dirname, '..', '..', 'docs', 'flows');

describe('docs/flows diagrams', () => {
  it(`are each at most ${MAX_WIDTH} px wide`, () => {
    const svgs = readdirSync(dir).filter((n) => n.endsWith('.svg'));
    expect(svgs).toHaveLength(catalog.length);
    const tooWide: string[] = [];
    for (const name of svgs) {
      const head = readFileSync(resolve(dir, name), 'utf8').split('\n', 1)[0] ?? '';
      const width = Number(/ width="(\d+(?:\.\d+)?)"/.exec(head)?.[1]);
      const viewBoxWidth = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(head)?.[1]);
      expect(viewBoxWidth, name).toBe(width);
      if (!(width <= MAX_WIDTH)) tooWide.push(`${name}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });
});
