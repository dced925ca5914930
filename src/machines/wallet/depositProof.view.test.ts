import { describe, expect, it } from 'vitest';
import { at } from '../../../tests/support/restingSnapshot';
import { depositProofMachine } from './depositProof.machine';
import * as view from './depositProof.view';

describe('deposit proof selectors (§9: up to 3 images, retry a failed upload)', () => {
  const file = { name: 'proof.png' };
  const base = { depositId: 'D1', count: 1, attached: ['a.png'], notice: null, file: null };

  it('gives the count, the attached images and the notice', () => {
    const s = at(depositProofMachine, 'idle', { ...base, notice: 'failed' });
    expect(view.selectCount(s)).toBe(1);
    expect(view.selectAttached(s)).toEqual(['a.png']);
    expect(view.selectNotice(s)).toBe('failed');
  });

  it('uploading holds in its state only', () => {
    expect(view.selectUploading(at(depositProofMachine, 'uploading', base))).toBe(true);
    expect(view.selectUploading(at(depositProofMachine, 'idle', base))).toBe(false);
  });

  it('the picker shows while fewer than 3 images are attached', () => {
    expect(view.selectCanAdd(at(depositProofMachine, 'idle', { ...base, count: 2 }))).toBe(true);
    expect(view.selectCanAdd(at(depositProofMachine, 'idle', { ...base, count: 3 }))).toBe(false);
    expect(view.selectCanAdd(at(depositProofMachine, 'idle', { ...base, count: 4 }))).toBe(false);
  });

  it('a retry shows only when idle after a failure with the image kept', () => {
    const failed = { ...base, notice: 'failed', file };
    expect(view.selectCanRetry(at(depositProofMachine, 'idle', failed))).toBe(true);
    expect(view.selectCanRetry(at(depositProofMachine, 'uploading', failed))).toBe(false);
    expect(view.selectCanRetry(at(depositProofMachine, 'idle', { ...failed, notice: 'uploaded' }))).toBe(false);
    expect(view.selectCanRetry(at(depositProofMachine, 'idle', { ...failed, notice: null }))).toBe(false);
    expect(view.selectCanRetry(at(depositProofMachine, 'idle', { ...failed, file: null }))).toBe(false);
  });
});
