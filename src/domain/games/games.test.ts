import { describe, expect, it } from 'vitest';
import {
  appendPage,
  gameIcon,
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

describe('game tile rules, edges (§2 Game tile, §3 Game)', () => {
  it('styles any node id 1 to 6, and a node id that is no number as style 1', () => {
    expect(tileStyle(-7)).toBe(2);
    expect(tileStyle(7.9)).toBe(2);
    expect(tileStyle('x')).toBe(1);
    expect(tileStyle(Number.POSITIVE_INFINITY)).toBe(1);
  });
  it('knows a crash game by its new classify list or by the classify Crash, in any case', () => {
    expect(isCrashGame({ gameClassifyNew: 'slots,CRASH' })).toBe(true);
    expect(isCrashGame({ gameClassify: 'crash' })).toBe(true);
    expect(isCrashGame({ gameClassify: 'Crash Royale' })).toBe(false);
    expect(isCrashGame({ gameClassify: 'NoCrash' })).toBe(false);
    expect(isCrashGame({})).toBe(false);
  });
  it('names a tile by its game name, else node name, else display name', () => {
    expect(gameTitle({ gameName: 'Game', nodeName: 'Node', displayName: 'Shown' })).toBe('Game');
    expect(gameTitle({ displayName: 'Shown' })).toBe('Shown');
    expect(gameTitle({})).toBe('');
  });
  it('shows the small mobile icon first, then the icon, the shown icon, the large icon', () => {
    const all = { nodeId: 1, mobileSmallIcon: 's', iconUrl: 'i', showIcon: 'h', mobileLargeIcon: 'l' };
    expect(gameIcon(all)).toBe('s');
    expect(gameIcon({ ...all, mobileSmallIcon: '' })).toBe('i');
    expect(gameIcon({ nodeId: 1, showIcon: 'h', mobileLargeIcon: 'l' })).toBe('h');
    expect(gameIcon({ nodeId: 1, mobileLargeIcon: 'l' })).toBe('l');
    expect(gameIcon({ nodeId: 1 })).toBe('');
  });
  it('a provider entry is VASSALAGE only; free play needs supportPlay 0, also as text', () => {
    expect(isProviderEntry({ isGameH5: 'GAME' })).toBe(false);
    expect(isProviderEntry({})).toBe(false);
    expect(supportsFreePlay({ supportPlay: '0' })).toBe(true);
  });
  it('keeps the shown order and the page order when appending; no more pages past the last', () => {
    expect(appendPage([{ nodeId: 3 }, { nodeId: '1' }], [{ nodeId: 1 }, { nodeId: 5 }, { nodeId: 4 }])).toEqual([
      { nodeId: 3 },
      { nodeId: '1' },
      { nodeId: 5 },
      { nodeId: 4 },
    ]);
    expect(hasMorePages(3, 2)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });
  it('keeps a name already masked; masks short names to their first letter', () => {
    expect(maskName('pl***1')).toBe('pl***1');
    expect(maskName('abc')).toBe('ab***c');
    expect(maskName('a')).toBe('a*');
    expect(maskName('')).toBe('*');
  });
});

describe('winner names (§3 Winner entry)', () => {
  it('keeps a name the platform masked already', () => {
    expect(maskName('ab*cdef')).toBe('ab*cdef');
  });
});
