import { describe, expect, it } from 'vitest';
import {
  appendPage,
  gameTitle,
  hasMorePages,
  isCrashGame,
  isProviderEntry,
  maskName,
  supportsFreePlay,
  tileStyle,
} from './games';

describe('game tile rules (§2)', () => {
  it('styles tiles by node id modulo 6 plus 1', () => {
    expect(tileStyle(0)).toBe(1);
    expect(tileStyle(5)).toBe(6);
    expect(tileStyle(6)).toBe(1);
    expect(tileStyle('13')).toBe(2);
  });
  it('knows crash games, names, providers and free play', () => {
    expect(isCrashGame({ gameClassifyNew: 'Slots,Crash' })).toBe(true);
    expect(isCrashGame({ gameClassifyNew: 'Slots' })).toBe(false);
    expect(gameTitle({ gameName: '', nodeName: 'Node' })).toBe('Node');
    expect(isProviderEntry({ isGameH5: 'VASSALAGE' })).toBe(true);
    expect(supportsFreePlay({ supportPlay: 0 })).toBe(true);
    expect(supportsFreePlay({ supportPlay: 1 })).toBe(false);
    expect(supportsFreePlay({})).toBe(false);
  });
  it('appends pages without repeats and stops at the last page', () => {
    expect(appendPage([{ nodeId: 1 }], [{ nodeId: 1 }, { nodeId: 2 }]).map((g) => g.nodeId)).toEqual([1, 2]);
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
  });
  it('masks customer names', () => {
    expect(maskName('player01')).toBe('pl***1');
    expect(maskName('ab')).toBe('a*');
  });
});
