import { describe, expect, it } from 'vitest';
import { passwordChangeDue, passwordChangeOf } from './passwordChange';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('passwordChangeDue', () => {
  it('asks an operator-issued password to be changed, whatever its age', () => {
    expect(passwordChangeDue({ mustChange: true, changedAt: now }, 0, now)).toBe('FIRST_LOGIN');
    expect(passwordChangeDue({ mustChange: true, changedAt: daysAgo(400) }, 30, now)).toBe('FIRST_LOGIN');
  });

  it('never expires a password when the maximum age is 0', () => {
    expect(passwordChangeDue({ mustChange: false, changedAt: daysAgo(10_000) }, 0, now)).toBeNull();
  });

  it('expires a password once it is as old as the maximum age', () => {
    expect(passwordChangeDue({ mustChange: false, changedAt: daysAgo(29.9) }, 30, now)).toBeNull();
    expect(passwordChangeDue({ mustChange: false, changedAt: daysAgo(30) }, 30, now)).toBe('EXPIRED');
  });
});

describe('passwordChangeOf', () => {
  it('keeps the two reasons and drops anything else', () => {
    expect(passwordChangeOf('FIRST_LOGIN')).toBe('FIRST_LOGIN');
    expect(passwordChangeOf('EXPIRED')).toBe('EXPIRED');
    for (const other of [null, undefined, '', 'first_login', 1, {}]) expect(passwordChangeOf(other)).toBeNull();
  });
});
