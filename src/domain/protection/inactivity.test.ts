import { describe, expect, it } from 'vitest';
import { idleMs, sessionIdle, warningDelayMs, warningSecondsOf } from './inactivity';

const settings = { enabled: true, idleMinutes: 30, warningSeconds: 60 };

describe('inactivity rules', () => {
  it('a session is idle once the whole idle time has passed since the last activity', () => {
    const last = 1_000_000;
    expect(sessionIdle(settings, last, last + idleMs(settings) - 1)).toBe(false);
    expect(sessionIdle(settings, last, last + 30 * 60_000)).toBe(true);
    expect(sessionIdle(settings, last, last + 31 * 60_000)).toBe(true);
  });

  it('nothing is idle when the tool is off or no activity was ever recorded', () => {
    expect(sessionIdle({ ...settings, enabled: false }, 0, 10 * 60 * 60_000)).toBe(false);
    expect(sessionIdle(settings, null, 10 * 60 * 60_000)).toBe(false);
  });

  it('the warning starts the countdown before the end', () => {
    expect(warningDelayMs(settings)).toBe(29 * 60_000);
    expect(warningDelayMs({ idleMinutes: 5, warningSeconds: 30 })).toBe(4.5 * 60_000);
  });

  it('a countdown longer than the idle time starts at once and lasts the idle time', () => {
    expect(warningSecondsOf({ idleMinutes: 1, warningSeconds: 300 })).toBe(60);
    expect(warningDelayMs({ idleMinutes: 1, warningSeconds: 300 })).toBe(0);
    expect(warningSecondsOf({ idleMinutes: 1, warningSeconds: 0 })).toBe(1);
  });
});
