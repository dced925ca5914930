import { describe, expect, it } from 'vitest';
import { noticeDate, queryIndex, selectedHelpIndex } from './selection';

const items = [
  { key: 'about', title: 'About us', content: '<p>a</p>' },
  { key: 'terms', title: 'Terms', content: '<p>t</p>' },
  { key: 'privacy', title: 'Privacy', content: '<p>p</p>' },
];

describe('queryIndex (§2 query i)', () => {
  it('reads a whole number inside the list', () => {
    expect(queryIndex('0', 3)).toBe(0);
    expect(queryIndex('2', 3)).toBe(2);
  });
  it('refuses anything else', () => {
    for (const bad of [null, '', '3', '-1', '1.5', ' 1', 'x', '1e1', '9999999']) expect(queryIndex(bad, 3)).toBeNull();
    expect(queryIndex('0', 0)).toBeNull();
  });
});

describe('selectedHelpIndex (§2 help centre: i selects, default the first; the terms by key)', () => {
  it('selects by index, the first by default or for a bad index', () => {
    expect(selectedHelpIndex(items, { i: '2', key: null })).toBe(2);
    expect(selectedHelpIndex(items, { i: null, key: null })).toBe(0);
    expect(selectedHelpIndex(items, { i: '7', key: null })).toBe(0);
  });
  it('a key wins over the index; an unknown key falls back to the index', () => {
    expect(selectedHelpIndex(items, { i: '2', key: 'terms' })).toBe(1);
    expect(selectedHelpIndex([items[2]!, items[0]!, items[1]!], { i: null, key: 'terms' })).toBe(2);
    expect(selectedHelpIndex(items, { i: '2', key: 'nope' })).toBe(2);
  });
  it('has nothing to select in an empty list', () => {
    expect(selectedHelpIndex([], { i: '0', key: 'terms' })).toBeNull();
  });
});

describe('noticeDate (year/month/day)', () => {
  it('formats the start date, and nothing for a missing or odd one', () => {
    expect(noticeDate('2026-11-24')).toBe('2026/11/24');
    expect(noticeDate(undefined)).toBe('');
    expect(noticeDate('soon')).toBe('');
  });
});
