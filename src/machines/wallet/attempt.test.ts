import { describe, expect, it } from 'vitest';
import { codeOf, errorOf, errorValueOf, sameAttempt } from './attempt';

describe('attempt: reading a failed call by shape', () => {
  it('codeOf gives the string code of an object, null for null, non-objects and non-string codes', () => {
    expect(codeOf({ code: 'INVALID_INPUT' })).toBe('INVALID_INPUT');
    expect(codeOf(null)).toBeNull();
    expect(codeOf(undefined)).toBeNull();
    expect(codeOf('INVALID_INPUT')).toBeNull();
    expect(codeOf({ code: 5 })).toBeNull();
    expect(codeOf({})).toBeNull();
  });

  it('errorValueOf gives the value of an object, null for null and non-objects', () => {
    expect(errorValueOf({ value: { fields: { a: 'b' } } })).toEqual({ fields: { a: 'b' } });
    expect(errorValueOf({ value: 0 })).toBe(0);
    expect(errorValueOf(null)).toBeNull();
    expect(errorValueOf(undefined)).toBeNull();
    expect(errorValueOf('text')).toBeNull();
    expect(errorValueOf(7)).toBeNull();
    expect(errorValueOf({})).toBeUndefined();
  });

  it('errorOf gives the error an event carries', () => {
    const error = new Error('x');
    expect(errorOf({ type: 'xstate.error.actor', error })).toBe(error);
    expect(errorOf({ type: 'x' })).toBeUndefined();
  });

  it('sameAttempt compares payloads field by field', () => {
    expect(sameAttempt(null, { a: 1 })).toBe(false);
    expect(sameAttempt({ payload: { a: 1, b: 'x' }, key: 'k' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameAttempt({ payload: { a: 1, b: 'x' }, key: 'k' }, { a: 1, b: 'y' })).toBe(false);
    expect(sameAttempt({ payload: { a: 1 } as Record<string, unknown>, key: 'k' }, { a: 1, b: 2 })).toBe(false);
  });
});
