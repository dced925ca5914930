import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryQuery,
  filterOtherCategories,
  hasViewAll,
  lobbyTabs,
  menuCategories,
  pageTypeFor,
} from './categories';

describe('category map and menus (§2, §3, §4)', () => {
  it('maps categories to game list queries', () => {
    expect(categoryQuery('CRASH')).toEqual({ gameType: 'RNG', gameClassify: 'Crash' });
    expect(categoryQuery('LIVE').gameClassify).toBe('ALL');
    expect(categoryQuery('ELOTT').gameType).toBe('TCG_SEA');
    expect(categoryQuery('NEW').isNew).toBe(true);
  });
  it('orders the menu home first then lobby, hiding categories the mapping lacks', () => {
    const mapping = { RNG: ['PG'], LIVE: ['EVO'], FISH: ['JDB'], SPORTS: ['SABA'], MEGAWAY: [], BG: ['BG'] };
    expect(menuCategories(mapping)).toEqual(['LOBBY', 'NEW', 'LIVE', 'SPORTS', 'FISH', 'BG']);
    expect(menuCategories({ ...mapping, CRASH: ['SPX'] })[1]).toBe('CRASH');
  });
  it('gives pageType all for the lobby and list for any other category', () => {
    expect(pageTypeFor('LOBBY')).toBe('all');
    expect(pageTypeFor('LIVE')).toBe('list');
  });
  it('has no view-all for SPORTS and COCKFIGHT', () => {
    expect(hasViewAll('SPORTS')).toBe(false);
    expect(hasViewAll('COCKFIGHT')).toBe(false);
    expect(hasViewAll('RNG')).toBe(true);
  });
  it('shows NEW only for slots and extra classes only when more than one', () => {
    expect(lobbyTabs('RNG', ['Crash'])).toEqual(['ALL', 'NEW', 'FAV']);
    expect(lobbyTabs('LIVE', ['Baccarat', 'Roulette'])).toEqual(['ALL', 'FAV', 'Baccarat', 'Roulette']);
  });
  it('lists other categories without electronic lottery, and routes each', () => {
    expect(filterOtherCategories('RNG', { RNG: ['a'], LIVE: ['b'], ELOTT: ['c'], FISH: [] })).toEqual(['LIVE']);
    expect(categoryPath('PROVIDER')).toBe('/m/providers?gameCategory=PROVIDER');
    expect(categoryPath('HOT')).toBe('/m/hot');
    expect(categoryPath('LIVE')).toBe('/m/gameLobbyCenter?gameCategory=LIVE');
  });
});
