import { describe, expect, it } from 'vitest';
import { at, table } from '../../../tests/support/restingSnapshot';
import { depositMachine } from './deposit.machine';
import * as view from './deposit.view';

describe('deposit screen selectors (deposit machine)', () => {
  const leaves = [
    'checking',
    'leaving',
    'result.fetching',
    'result.waiting',
    'result.failed',
    'result.shown',
    'loading',
    'loadFailed',
    'ready.opening',
    'ready.choosing',
    'ready.editing',
    'ready.preparing',
    'ready.submitting',
    'ready.instructions',
    'toGateway',
  ];
  const context = {};

  it('shows the pane of each state', () => {
    expect(
      Object.fromEntries(leaves.map((leaf) => [leaf, view.selectPane(at(depositMachine, leaf, context))])),
    ).toEqual({
      checking: 'loading',
      leaving: 'leaving',
      'result.fetching': 'result',
      'result.waiting': 'result',
      'result.failed': 'result',
      'result.shown': 'result',
      loading: 'loading',
      loadFailed: 'loadFailed',
      'ready.opening': 'form',
      'ready.choosing': 'channels',
      'ready.editing': 'form',
      'ready.preparing': 'form',
      'ready.submitting': 'form',
      'ready.instructions': 'instructions',
      toGateway: 'toGateway',
    });
  });

  it('each flag is true in exactly its states', () => {
    expect(
      table(depositMachine, leaves, context, {
        sending: view.selectSending,
        resultChecking: view.selectResultChecking,
        resultFailed: view.selectResultFailed,
        memberAllowed: view.selectMemberAllowed,
      }),
    ).toEqual({
      sending: ['ready.preparing', 'ready.submitting'],
      resultChecking: ['result.fetching', 'result.waiting'],
      resultFailed: ['result.failed'],
      memberAllowed: leaves.filter((leaf) => leaf !== 'checking' && leaf !== 'leaving'),
    });
  });

  it('gives the phase text', () => {
    expect(view.selectPhase(at(depositMachine, 'ready.choosing', context))).toBe('{"ready":"choosing"}');
  });
});
