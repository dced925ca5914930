import { fromPromise } from 'xstate';
import type { LimitSaveOutcome, LimitsState, LimitTarget } from '../../domain/protection/limitsState';
import type { LimitSaveRequest, limitsSettingsMachine } from '../../machines/protection/limitsSettings.machine';
import { cancelLimit, confirmLimit, fetchLimits, saveLimit } from '../../services/protection/limits';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for deposit, loss and wager limits (issue 16). */
export const protectionLimitsImplementations: ImplementationEntry[] = [
  implement<typeof limitsSettingsMachine>('limitsSettings', {
    actors: {
      loadLimits: fromPromise<LimitsState, void>(({ signal }) => fetchLimits(signal)),
      saveLimit: fromPromise<{ outcome: LimitSaveOutcome; state: LimitsState }, LimitSaveRequest>(({ input, signal }) =>
        saveLimit(input, signal),
      ),
      confirmLimit: fromPromise<LimitsState, LimitTarget>(({ input, signal }) => confirmLimit(input, signal)),
      cancelLimit: fromPromise<LimitsState, LimitTarget>(({ input, signal }) => cancelLimit(input, signal)),
    },
  }),
];
