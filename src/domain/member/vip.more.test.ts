import { describe, expect, it } from 'vitest';
import { levelForTotal, levelNamed, memberLevel, progressOf, sortedLevels, type VipLevel } from './vip';

const level = (n: number, threshold: number, name = `VIP${n}`): VipLevel => ({
  level: n,
  name,
  threshold,
  rebatePercent: 0,
  upgradeBonus: 0,
  birthdayBonus: 0,
  monthlySalary: 0,
});
const LEVELS = [level(0, 0), level(1, 1000), level(2, 10000)];

describe('the order of the levels', () => {
  it('goes by threshold first, whatever the level numbers', () => {
    expect(sortedLevels([level(1, 100), level(5, 0)]).map((l) => l.level)).toEqual([5, 1]);
    expect(sortedLevels([level(5, 0), level(1, 100)]).map((l) => l.level)).toEqual([5, 1]);
  });

  it('puts the lower level first between equal thresholds', () => {
    expect(sortedLevels([level(2, 100), level(1, 100), level(0, 0)]).map((l) => l.level)).toEqual([0, 1, 2]);
    expect(sortedLevels([level(1, 100), level(2, 100), level(0, 0)]).map((l) => l.level)).toEqual([0, 1, 2]);
    expect(sortedLevels([level(0, 0), level(2, 100), level(1, 100)]).map((l) => l.level)).toEqual([0, 1, 2]);
  });
});

describe('levels by name and by total', () => {
  it('refuses an empty level list with its reason', () => {
    expect(() => levelForTotal([], 0)).toThrow('no VIP levels');
  });

  it('names no level for a blank label, even a level without a name', () => {
    const unnamed = [level(0, 0, ''), level(1, 1000)];
    expect(levelNamed(unnamed, '  ')).toBeNull();
    expect(levelNamed(unnamed, '')).toBeNull();
  });

  it('keeps the level the total earned when the granted one is the same level', () => {
    const earned = levelForTotal(LEVELS, 100_000);
    const granted = level(1, 1000, 'Granted VIP1');
    expect(memberLevel(LEVELS, 100_000, granted)).toBe(earned);
    expect(memberLevel(LEVELS, 100_000, level(2, 10000, 'Granted VIP2'))).toEqual(level(2, 10000, 'Granted VIP2'));
  });
});

describe('progress to the next level', () => {
  it('the next level is above the current one in both level and threshold', () => {
    const levels = [level(0, 0), level(1, 0), level(2, 1000)];
    expect(progressOf(levels, level(0, 0), 50_000)).toEqual({
      current: level(0, 0),
      next: level(2, 1000),
      toNextCents: 50_000,
      percent: 50,
    });
  });

  it('stays at 100 when the total has passed the next threshold already', () => {
    expect(progressOf(LEVELS, level(1, 1000), 2_000_000)).toEqual({
      current: level(1, 1000),
      next: level(2, 10000),
      toNextCents: 0,
      percent: 100,
    });
  });
});
