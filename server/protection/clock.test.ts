import { describe, expect, it } from 'vitest';
import { createClock } from './clock';

describe('the protection clock', () => {
  it('reads the real time plus what the tests moved it by, and only moves forward', () => {
    let real = Date.UTC(2026, 10, 24, 12, 0, 0);
    const clock = createClock(() => real);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:00:00.000Z');
    clock.advance(24 * 60 * 60_000);
    real += 1000;
    expect(clock.now().toISOString()).toBe('2026-11-25T12:00:01.000Z');
    expect(clock.offsetMs()).toBe(24 * 60 * 60_000);
    expect(() => clock.advance(-1)).toThrow();
    expect(() => clock.advance(Number.NaN)).toThrow();
    expect(clock.offsetMs()).toBe(24 * 60 * 60_000);
  });
});
