import { describe, expect, it } from 'vitest';
import {
  parsePopupMemory,
  popupGroupOf,
  popupHtmlToRem,
  popupLinkOf,
  popupShowFlag,
  popupSignature,
  popupStartDate,
  sameAnnouncements,
} from './popup';

const item = (title: string, content = '<p>x</p>', id = title) => ({ id, title, content });

describe('popup group (§4)', () => {
  it('visitors B, members A, members on their first login A plus F', () => {
    expect(popupGroupOf({ loggedIn: false })).toBe('B');
    expect(popupGroupOf({ loggedIn: false, firstTimeLogin: true })).toBe('B');
    expect(popupGroupOf({ loggedIn: true, firstTimeLogin: false })).toBe('A');
    expect(popupGroupOf({ loggedIn: true })).toBe('A');
    expect(popupGroupOf({ loggedIn: true, firstTimeLogin: true })).toBe('AF');
  });
});

describe('list signature and show flag (§4 titles plus contents)', () => {
  it('changes with any title or content, and with the order and number of entries', () => {
    const base = popupSignature([item('a'), item('b')]);
    expect(popupSignature([item('a'), item('b')])).toBe(base);
    expect(popupSignature([item('a'), item('B')])).not.toBe(base);
    expect(popupSignature([item('a'), item('b', '<p>y</p>')])).not.toBe(base);
    expect(popupSignature([item('b'), item('a')])).not.toBe(base);
    expect(popupSignature([item('a')])).not.toBe(base);
    // Title and content are kept apart: moving text from one to the other is a change.
    expect(popupSignature([item('ab', '')])).not.toBe(popupSignature([item('a', 'b')]));
    expect(base).toMatch(/^2:[0-9a-f]{8}$/);
  });

  it('the flag is true until the group closed this very list; an empty list has nothing to show', () => {
    const list = [item('a')];
    expect(popupShowFlag({}, 'B', list)).toBe(true);
    expect(popupShowFlag({ B: popupSignature(list) }, 'B', list)).toBe(false);
    // Another group's memory does not count.
    expect(popupShowFlag({ A: popupSignature(list) }, 'B', list)).toBe(true);
    expect(popupShowFlag({ B: popupSignature(list) }, 'B', [item('a', 'changed')])).toBe(true);
    expect(popupShowFlag({}, 'B', [])).toBe(false);
  });

  it('reads a saved memory back keeping only well-formed group entries', () => {
    expect(parsePopupMemory({ B: '1:abc', A: 3, AF: 'x'.repeat(65), Z: 'y' })).toEqual({ B: '1:abc' });
    expect(parsePopupMemory(null)).toEqual({});
    expect(parsePopupMemory(['B'])).toEqual({});
    expect(parsePopupMemory('B')).toEqual({});
  });

  it('the same announcements are the same ids in the same order', () => {
    expect(sameAnnouncements([item('a', '', '1')], [item('b', 'c', '1')])).toBe(true);
    expect(sameAnnouncements([item('a', '', '1')], [item('a', '', '2')])).toBe(false);
    expect(sameAnnouncements([item('a', '', '1')], [])).toBe(false);
  });
});

describe('px to rem (§2: divided by 100)', () => {
  it('converts sizes inside tags (style attributes too) and leaves text alone', () => {
    expect(popupHtmlToRem('<p style="font-size:28px;margin: 0 10px -5px 0.5px">20px wide</p>')).toBe(
      '<p style="font-size:0.28rem;margin: 0 0.1rem -0.05rem 0.005rem">20px wide</p>',
    );
    expect(popupHtmlToRem('<span style="font-size:32PX">$50</span>')).toBe(
      '<span style="font-size:0.32rem">$50</span>',
    );
    expect(popupHtmlToRem('<img width="300" style="width:150px">')).toBe('<img width="300" style="width:1.5rem">');
    // "px" only as a unit: a word that merely starts with px stays.
    expect(popupHtmlToRem('<p class="pxbox 12pxs">')).toBe('<p class="pxbox 12pxs">');
  });
});

describe('link kind (§2)', () => {
  it('http... opens outside, a path navigates in the app', () => {
    expect(popupLinkOf('https://example.com/terms')).toEqual({ kind: 'external', url: 'https://example.com/terms' });
    expect(popupLinkOf(' http://x.test ')).toEqual({ kind: 'external', url: 'http://x.test' });
    expect(popupLinkOf('/m/register')).toEqual({ kind: 'app', path: '/m/register' });
    expect(popupLinkOf('activity')).toEqual({ kind: 'app', path: '/m/activity' });
    expect(popupLinkOf('./activity?x=1')).toEqual({ kind: 'app', path: '/m/activity?x=1' });
    expect(popupLinkOf('mailto:help@example.com')).toEqual({ kind: 'external', url: 'mailto:help@example.com' });
  });
});

describe('start date (§2 year/month/day)', () => {
  it('reads the server date, with or without a time', () => {
    expect(popupStartDate('2026-01-31')).toBe('2026/01/31');
    expect(popupStartDate('2026-01-31 08:00:00')).toBe('2026/01/31');
    expect(popupStartDate(undefined)).toBe('');
    expect(popupStartDate('soon')).toBe('soon');
  });
});
