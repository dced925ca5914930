import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { LEGEND } from './legend';
import { MAX_WIDTH, toSvg } from './svg';

const widthOf = (svg: string) => Number(/ width="(\d+)"/.exec(svg)?.[1]);

describe('toSvg', () => {
  it('writes plain words on the arrows, code names in small print, staying transitions inside and the legend', async () => {
    const machine = createMachine({
      id: 'small',
      initial: 'editing',
      states: {
        editing: { on: { CHANGE: {}, SUBMIT: 'sent' } },
        sent: { type: 'final' },
      },
    });
    const svg = await toSvg(machine, { events: { CHANGE: 'The player types', SUBMIT: 'The player taps Send' } });
    expect(svg).toContain('>The player taps Send</text>');
    expect(svg).toContain('>↻ The player types</text>');
    expect(svg).toMatch(/font-size="9"[^>]*>SUBMIT<\/text>/);
    for (const entry of LEGEND) expect(svg).toContain(entry.text);
    expect(svg).not.toContain('numbered arrows');
  });

  it('numbers the arrows and lists their words below when the words would not fit the width', async () => {
    const targets = Array.from({ length: 7 }, (_, i) => `choice${i}`);
    const machine = createMachine({
      id: 'wide',
      initial: 'menu',
      states: {
        menu: { on: Object.fromEntries(targets.map((t) => [`PICK_${t.toUpperCase()}`, t])) },
        ...Object.fromEntries(targets.map((t) => [t, {}])),
      },
    });
    const events = Object.fromEntries(
      targets.map((t) => [`PICK_${t.toUpperCase()}`, `The player picks the rather long option called ${t}`]),
    );
    const svg = await toSvg(machine, { events });
    expect(widthOf(svg)).toBeLessThanOrEqual(MAX_WIDTH);
    expect(svg).toContain('What the numbered arrows mean');
    expect(svg).toContain('>7  menu → choice6</text>');
  });
});
