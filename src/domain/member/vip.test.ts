import { describe, expect, it } from 'vitest';
import { earnedUpgrades, levelForTotal, levelNamed, memberLevel, progressOf, type VipLevel } from './vip';

const level = (n: number, threshold: number): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  threshold,
  rebatePercent: 0,
  upgradeBonus: n * 10,
  birthdayBonus: 0,
  monthlySalary: 0,
});
// Listed out of order on purpose: the rules sort by threshold.
const LEVELS = [level(2, 10000), level(0, 0), level(1, 1000), level(3, 50000)];

describe('VIP levels', () => {
  it('the level is the highest threshold reached, the threshold itself included', () => {
    expect(levelForTotal(LEVELS, 0).name).toBe('VIP0');
    expect(levelForTotal(LEVELS, 99_999).name).toBe('VIP0');
    expect(levelForTotal(LEVELS, 100_000).name).toBe('VIP1');
    expect(levelForTotal(LEVELS, 1_000_000).name).toBe('VIP2');
    expect(levelForTotal(LEVELS, 99_000_000).name).toBe('VIP3');
  });

  it('a granted level is a floor that play can pass', () => {
    const granted = levelNamed(LEVELS, ' vip1 ');
    expect(granted?.level).toBe(1);
    expect(levelNamed(LEVELS, '')).toBeNull();
    expect(levelNamed(LEVELS, 'GOLD')).toBeNull();
    expect(memberLevel(LEVELS, 0, granted).name).toBe('VIP1');
    expect(memberLevel(LEVELS, 1_000_000, granted).name).toBe('VIP2');
    expect(memberLevel(LEVELS, 0, null).name).toBe('VIP0');
  });

  it('upgrade bonuses are earned for levels reached above the granted one, never for the base level', () => {
    expect(earnedUpgrades(LEVELS, 0, null)).toEqual([]);
    expect(earnedUpgrades(LEVELS, 1_000_000, null).map((l) => l.level)).toEqual([1, 2]);
    expect(earnedUpgrades(LEVELS, 1_000_000, level(1, 1000)).map((l) => l.level)).toEqual([2]);
    expect(earnedUpgrades(LEVELS, 50_000, level(1, 1000))).toEqual([]);
  });

  it('progress runs from the current threshold to the next, floored; 100 at the top', () => {
    expect(progressOf(LEVELS, level(0, 0), 50_000)).toMatchObject({ percent: 50, toNextCents: 50_000 });
    expect(progressOf(LEVELS, level(0, 0), 99_999)).toMatchObject({ percent: 99, toNextCents: 1 });
    expect(progressOf(LEVELS, level(1, 1000), 550_000)).toMatchObject({ percent: 50, toNextCents: 450_000 });
    expect(progressOf(LEVELS, level(1, 1000), 100_000).next?.name).toBe('VIP2');
    // A granted level above the total: no progress yet, the whole way still to go.
    expect(progressOf(LEVELS, level(1, 1000), 0)).toMatchObject({ percent: 0, toNextCents: 1_000_000 });
    expect(progressOf(LEVELS, level(3, 50000), 1)).toEqual({
      current: level(3, 50000),
      next: null,
      toNextCents: 0,
      percent: 100,
    });
  });

  it('refuses an empty level list', () => {
    expect(() => levelForTotal([], 0)).toThrow();
  });
});
