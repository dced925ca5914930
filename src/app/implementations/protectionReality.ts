import { fromPromise } from 'xstate';
import type { RealityCheckSetting, RealityCheckStatus } from '../../domain/protection/realityCheck';
import type { realityCheckMachine } from '../../machines/protection/realityCheck.machine';
import type { realityCheckSettingMachine } from '../../machines/protection/realityCheckSetting.machine';
import {
  answerRealityCheck,
  fetchRealityCheckSetting,
  fetchRealityCheckStatus,
  saveRealityCheckInterval,
} from '../../services/protection/realityCheck';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for reality checks and session time (issue 16). */
export const protectionRealityImplementations: ImplementationEntry[] = [
  implement<typeof realityCheckMachine>('realityCheck', {
    actors: {
      loadStatus: fromPromise<RealityCheckStatus, void>(({ signal }) => fetchRealityCheckStatus(signal)),
      answerCheck: fromPromise<RealityCheckStatus, { action: 'CONTINUE' | 'LOGOUT' }>(({ input, signal }) =>
        answerRealityCheck(input.action, signal),
      ),
    },
  }),
  implement<typeof realityCheckSettingMachine>('realityCheckSetting', {
    actors: {
      loadSetting: fromPromise<RealityCheckSetting, void>(({ signal }) => fetchRealityCheckSetting(signal)),
      saveInterval: fromPromise<void, { intervalMinutes: number }>(({ input, signal }) =>
        saveRealityCheckInterval(input.intervalMinutes, signal),
      ),
    },
  }),
];
