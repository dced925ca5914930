import { describe, expect, it } from 'vitest';
import { type ActiveSession, otherSessionCount, parseSessions, sessionsRefusal } from './sessions';

const session = (id: string, current: boolean): ActiveSession => ({
  id,
  device: 'Chrome on Android',
  ip: '10.0.0.*',
  createdAt: '',
  lastSeenAt: '',
  current,
});

describe('parseSessions', () => {
  it('reads only object rows', () => {
    expect(
      parseSessions({ content: [Object.assign(() => undefined, { id: 'f', current: true }), { id: 'a' }] }),
    ).toEqual([{ id: 'a', device: '', ip: '', createdAt: '', lastSeenAt: '', current: false }]);
  });
});

describe('otherSessionCount', () => {
  it('counts the sessions other than this one', () => {
    expect(otherSessionCount([session('a', true), session('b', false), session('c', false)])).toBe(2);
    expect(otherSessionCount([session('a', true)])).toBe(0);
    expect(otherSessionCount([])).toBe(0);
  });
});

describe('sessionsRefusal', () => {
  it('reads no error at all as a failed call', () => {
    expect(sessionsRefusal(null)).toEqual({ key: 'member.security.sessions.failed' });
    expect(sessionsRefusal(undefined)).toEqual({ key: 'member.security.sessions.failed' });
  });
});
