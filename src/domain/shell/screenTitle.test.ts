import { describe, expect, it } from 'vitest';
import { documentTitle, screenKey, screenTitleSource } from './screenTitle';

const lobby = { name: 'gameLobbyCenter', titleFromCategory: true };
const login = { name: 'login' };

describe('document title (issue 11: screen title + site name)', () => {
  it("puts the screen's title before the site's name", () => {
    expect(documentTitle('Log in', 'Royal Demo Casino')).toBe('Log in | Royal Demo Casino');
  });

  it('gives one part alone when the other is empty, blank or the same', () => {
    expect(documentTitle('', 'Royal Demo Casino')).toBe('Royal Demo Casino');
    expect(documentTitle('  ', 'Royal Demo Casino')).toBe('Royal Demo Casino');
    expect(documentTitle('Slots', '')).toBe('Slots');
    expect(documentTitle(' Slots ', ' ')).toBe('Slots');
    expect(documentTitle('Royal Play', 'Royal Play')).toBe('Royal Play');
    expect(documentTitle('', '')).toBe('');
  });
});

describe("a screen's title source (§2 header)", () => {
  it('takes the category of the query on lobby routes', () => {
    expect(screenTitleSource(lobby, '?gameCategory=LIVE&gameClassify=hot')).toEqual({
      kind: 'category',
      category: 'LIVE',
    });
    expect(screenTitleSource(lobby, 'gameCategory=RNG')).toEqual({ kind: 'category', category: 'RNG' });
  });

  it("takes the route's name without a category, or on routes that are not titled by it", () => {
    expect(screenTitleSource(lobby, '')).toEqual({ kind: 'route', name: 'gameLobbyCenter' });
    expect(screenTitleSource(lobby, '?gameCategory=')).toEqual({ kind: 'route', name: 'gameLobbyCenter' });
    expect(screenTitleSource(login, '?gameCategory=LIVE')).toEqual({ kind: 'route', name: 'login' });
  });
});

describe('screen key (what counts as moving to another screen)', () => {
  it('is the path, plus the category on lobby routes', () => {
    expect(screenKey(login, '/m/login', '')).toBe('/m/login');
    expect(screenKey(lobby, '/m/gameLobbyCenter', '?gameCategory=RNG')).toBe('/m/gameLobbyCenter?gameCategory=RNG');
    expect(screenKey(lobby, '/m/gameLobbyCenter', '')).toBe('/m/gameLobbyCenter');
  });

  it('changes with the category; a tab or filter in the query leaves it alone', () => {
    const rng = screenKey(lobby, '/m/gameLobbyCenter', '?gameCategory=RNG');
    expect(screenKey(lobby, '/m/gameLobbyCenter', '?gameCategory=LIVE')).not.toBe(rng);
    expect(screenKey(lobby, '/m/gameLobbyCenter', '?gameCategory=RNG&gameClassify=hot')).toBe(rng);
    expect(screenKey(login, '/m/login', '?redirect=1')).toBe('/m/login');
  });
});
