import { describe, expect, it } from 'vitest';
import { EMPTY_ANNOUNCEMENTS } from './announcements.machine';
import { selectNotices } from './announcements.view';

describe('announcements view without local reads (§4)', () => {
  it('gives the notices exactly as the server sent them', () => {
    const player = [
      { id: '1', title: 'A', content: '', read: false },
      { id: '2', title: 'B', content: '', read: true },
    ];
    const snapshot = { context: { data: { ...EMPTY_ANNOUNCEMENTS, player } } };
    expect(selectNotices(snapshot)).toBe(player);
  });
});
