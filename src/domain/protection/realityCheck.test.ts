import { describe, expect, it } from 'vitest';
import {
  apiErrorCode,
  formatPlayTime,
  msUntilDue,
  parseRealityCheckSetting,
  parseRealityCheckStatus,
  playedSecondsOf,
  realityCheckDue,
} from './realityCheck';

const at = (iso: string) => new Date(iso);
const start = at('2026-11-24T10:00:00.000Z');

describe('realityCheckDue', () => {
  it('is due one interval after the first bet, not a second before', () => {
    const times = { intervalMinutes: 10, startedAt: start, lastAnsweredAt: null };
    expect(realityCheckDue(times, at('2026-11-24T10:09:59.999Z'))).toEqual({
      dueAt: at('2026-11-24T10:10:00.000Z'),
      due: false,
    });
    expect(realityCheckDue(times, at('2026-11-24T10:10:00.000Z')).due).toBe(true);
    expect(realityCheckDue(times, at('2026-11-24T11:00:00.000Z')).due).toBe(true);
  });

  it('counts the next interval from the last answer', () => {
    const times = { intervalMinutes: 10, startedAt: start, lastAnsweredAt: at('2026-11-24T10:13:00.000Z') };
    expect(realityCheckDue(times, at('2026-11-24T10:22:59.000Z'))).toEqual({
      dueAt: at('2026-11-24T10:23:00.000Z'),
      due: false,
    });
  });

  it('has no check when the interval is off or nothing was played', () => {
    expect(realityCheckDue({ intervalMinutes: 0, startedAt: start, lastAnsweredAt: null }, at('2027-01-01'))).toEqual({
      dueAt: null,
      due: false,
    });
    expect(realityCheckDue({ intervalMinutes: 10, startedAt: null, lastAnsweredAt: null }, at('2027-01-01'))).toEqual({
      dueAt: null,
      due: false,
    });
  });
});

describe('play time', () => {
  it('counts whole seconds since the first bet, never negative', () => {
    expect(playedSecondsOf(null, start)).toBe(0);
    expect(playedSecondsOf(start, at('2026-11-24T10:10:05.900Z'))).toBe(605);
    expect(playedSecondsOf(start, at('2026-11-24T09:00:00.000Z'))).toBe(0);
  });

  it('reads as m:ss, or h:mm:ss from an hour on', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(605)).toBe('10:05');
    expect(formatPlayTime(3909)).toBe('1:05:09');
    expect(formatPlayTime(-3)).toBe('0:00');
  });
});

describe('msUntilDue', () => {
  const status = {
    dueAt: '2026-11-24T10:10:00.000Z',
    due: false,
    sessionStartedAt: start.toISOString(),
    playedSeconds: 300,
  };
  it('is the time from the status moment to the due check', () => {
    expect(msUntilDue(status)).toBe(300_000);
    expect(msUntilDue({ ...status, due: true })).toBe(0);
    expect(msUntilDue({ ...status, dueAt: null })).toBeNull();
    expect(msUntilDue({ ...status, playedSeconds: 900 })).toBe(0);
  });
});

describe('reading answers', () => {
  it('keeps what is well formed and defaults the rest', () => {
    expect(parseRealityCheckStatus({ intervalMinutes: 10, net: -1.5, due: true, dueAt: 'nonsense' })).toEqual({
      intervalMinutes: 10,
      sessionStartedAt: null,
      playedSeconds: 0,
      net: -1.5,
      dueAt: null,
      due: true,
    });
    expect(parseRealityCheckSetting({ intervalMinutes: 20, intervals: [0, 'x', 20] })).toEqual({
      enabled: true,
      intervalMinutes: 20,
      intervals: [0, 20],
    });
    expect(parseRealityCheckSetting(null)).toEqual({ enabled: true, intervalMinutes: 0, intervals: [] });
  });

  it('names the code of a refused call', () => {
    expect(apiErrorCode({ code: 'REALITY_CHECK_NOT_DUE' })).toBe('REALITY_CHECK_NOT_DUE');
    expect(apiErrorCode(new Error('x'))).toBe('');
    expect(apiErrorCode(null)).toBe('');
  });
});
