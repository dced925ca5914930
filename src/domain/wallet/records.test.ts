import { describe, expect, it } from 'vitest';
import { netDirection, parseRecordsQuery, recordsSearch, roundCategories } from './records';

describe('parseRecordsQuery', () => {
  it('reads the tab and the filters of the address', () => {
    expect(parseRecordsQuery('?tab=money&range=7d&kind=DEPOSIT&category=rng')).toEqual({
      tab: 'money',
      range: '7d',
      category: 'RNG',
      kind: 'DEPOSIT',
    });
  });

  it('reads missing or unknown values as the defaults', () => {
    const defaults = { tab: 'rounds', range: 'today', category: '', kind: 'ALL' };
    expect(parseRecordsQuery('')).toEqual(defaults);
    expect(parseRecordsQuery('?tab=admin&range=1y&kind=BONUS&category=<script>')).toEqual(defaults);
  });
});

describe('recordsSearch', () => {
  it('keeps what the address holds and writes the change', () => {
    expect(recordsSearch('?tab=money&kind=WITHDRAW', { range: '30d' })).toBe('?tab=money&range=30d&kind=WITHDRAW');
    expect(recordsSearch('?range=7d', { tab: 'money' })).toBe('?tab=money&range=7d');
  });

  it('leaves the defaults out', () => {
    expect(recordsSearch('?tab=money&range=7d&category=LIVE', { tab: 'rounds', range: 'today', category: '' })).toBe(
      '',
    );
  });
});

describe('netDirection', () => {
  it('reads a net amount by its cents, so gain and loss read without colour', () => {
    expect(netDirection(0.006)).toBe('gain');
    expect(netDirection(-0.006)).toBe('loss');
    expect(netDirection(-0.004)).toBe('even');
  });
});

describe('roundCategories', () => {
  it('offers the game types with vendors, and the one the address names', () => {
    const mapping = { RNG: ['BGS'], LIVE: ['EVO'], FISH: [], PROVIDER: ['BGS'] };
    expect(roundCategories(mapping)).toEqual(['RNG', 'LIVE']);
    expect(roundCategories(mapping, 'FISH')).toEqual(['RNG', 'LIVE', 'FISH']);
  });
});
