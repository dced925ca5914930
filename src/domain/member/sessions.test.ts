import { describe, expect, it } from 'vitest';
import { otherSessionCount, parseSessions, sessionsRefusal } from './sessions';

describe('parseSessions', () => {
  it('keeps rows with an id, this device first, and reads missing fields as empty', () => {
    const list = parseSessions({
      content: [
        { id: 'a', device: 'Chrome on Android', ip: '10.0.0.*', createdAt: 'x', lastSeenAt: 'y', current: false },
        { id: 'b', device: 'Safari on iPhone', current: true },
        { device: 'no id' },
        null,
        'text',
      ],
    });
    expect(list.map((s) => s.id)).toEqual(['b', 'a']);
    expect(list[0]).toEqual({
      id: 'b',
      device: 'Safari on iPhone',
      ip: '',
      createdAt: '',
      lastSeenAt: '',
      current: true,
    });
    expect(otherSessionCount(list)).toBe(1);
  });

  it('answers an empty list for anything that is not a list', () => {
    expect(parseSessions(null)).toEqual([]);
    expect(parseSessions({ content: 'x' })).toEqual([]);
  });
});

describe('sessionsRefusal', () => {
  it('tells a session already gone apart from a failed call', () => {
    expect(sessionsRefusal({ code: 'NOT_FOUND' })).toEqual({ key: 'member.security.sessions.gone' });
    expect(sessionsRefusal(new Error('offline'))).toEqual({ key: 'member.security.sessions.failed' });
    expect(sessionsRefusal({ code: 'PASSWORD_CHANGE_REQUIRED' })).toEqual({
      key: 'member.security.errors.PASSWORD_CHANGE_REQUIRED',
    });
  });
});
