import { describe, expect, it } from 'vitest';
import { exclusionEnd, isActive, isPeriodOf, mayReplace, restrictedOf, SELF_EXCLUDED_ALLOWED_PATHS } from './exclusion';
import { exclusionRefusalMessage } from './exclusionRefusal';

const at = (iso: string) => new Date(iso);

describe('when a time-out or self-exclusion ends', () => {
  const from = at('2026-01-31T10:00:00.000Z');
  it('counts hours, days and weeks exactly, and months and years on the calendar', () => {
    expect(exclusionEnd('24h', from)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEnd('7d', from)?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(exclusionEnd('6w', from)?.toISOString()).toBe('2026-03-14T10:00:00.000Z');
    // 31 January + 1 month: the last day of February.
    expect(exclusionEnd('1m', from)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(exclusionEnd('6m', from)?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(exclusionEnd('1y', at('2028-02-29T00:00:00.000Z'))?.toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(exclusionEnd('5y', from)?.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(exclusionEnd('permanent', from)).toBeNull();
  });

  it('runs until its end, and a permanent one always', () => {
    const now = at('2026-02-01T10:00:00.000Z');
    expect(isActive({ until: at('2026-02-01T10:00:00.001Z') }, now)).toBe(true);
    expect(isActive({ until: now }, now)).toBe(false);
    expect(isActive({ until: null }, now)).toBe(true);
    expect(isActive(null, now)).toBe(false);
  });
});

describe('a block can only be made longer', () => {
  const year = { until: at('2027-01-01T00:00:00.000Z') };
  it('replaces the running one only when it ends no sooner', () => {
    expect(mayReplace(null, { until: at('2026-01-02T00:00:00.000Z') })).toBe(true);
    expect(mayReplace(year, { until: at('2026-12-31T23:59:59.999Z') })).toBe(false);
    expect(mayReplace(year, { until: at('2027-01-01T00:00:00.000Z') })).toBe(true);
    expect(mayReplace(year, { until: null })).toBe(true);
    expect(mayReplace({ until: null }, { until: at('2099-01-01T00:00:00.000Z') })).toBe(false);
    expect(mayReplace({ until: null }, { until: null })).toBe(true);
  });

  it('offers each tool its own periods', () => {
    expect(isPeriodOf('TIME_OUT', '6w')).toBe(true);
    expect(isPeriodOf('TIME_OUT', '6m')).toBe(false);
    expect(isPeriodOf('SELF_EXCLUSION', 'permanent')).toBe(true);
    expect(isPeriodOf('SELF_EXCLUSION', '24h')).toBe(false);
  });
});

describe('the restricted session', () => {
  it('reads its kind, and reaches withdrawing and logout but no game, deposit or bet', () => {
    expect(restrictedOf('SELF_EXCLUDED')).toBe('SELF_EXCLUDED');
    expect(restrictedOf(null)).toBeNull();
    expect(restrictedOf('self_excluded')).toBeNull();
    expect(SELF_EXCLUDED_ALLOWED_PATHS).toContain('/wps/transaction/withdraw');
    expect(SELF_EXCLUDED_ALLOWED_PATHS).toContain('/wps/session/logout');
    for (const path of ['/wps/deposit', '/wps/game/launchGame', '/wps/wallets/transfer', '/wps/member/nickname']) {
      expect(SELF_EXCLUDED_ALLOWED_PATHS).not.toContain(path);
    }
  });
});

describe('refusals in the player’s language', () => {
  it('names the end time of a time-out or self-exclusion, and knows a permanent one', () => {
    const until = '2026-11-25T10:00:00.000Z';
    expect(exclusionRefusalMessage({ code: 'ACCOUNT_TIMED_OUT', value: { until } })).toEqual({
      key: 'protection.exclusion.refusals.ACCOUNT_TIMED_OUT',
      params: { until: Date.parse(until) },
    });
    expect(exclusionRefusalMessage({ code: 'ACCOUNT_TIMED_OUT', value: {} })?.key).toBe(
      'protection.exclusion.refusals.ACCOUNT_TIMED_OUT_UNKNOWN',
    );
    expect(exclusionRefusalMessage({ code: 'ACCOUNT_SELF_EXCLUDED', value: { until: null } })?.key).toBe(
      'protection.exclusion.refusals.ACCOUNT_SELF_EXCLUDED_PERMANENT',
    );
    expect(exclusionRefusalMessage({ code: 'ACCOUNT_SELF_EXCLUDED', value: { until } })?.params).toEqual({
      until: Date.parse(until),
    });
    expect(exclusionRefusalMessage({ code: 'EXCLUSION_CANNOT_SHORTEN' })?.key).toBe(
      'protection.exclusion.refusals.EXCLUSION_CANNOT_SHORTEN',
    );
    expect(exclusionRefusalMessage({ code: 'LOGIN_FAILED' })).toBeNull();
    expect(exclusionRefusalMessage(null)).toBeNull();
  });
});
