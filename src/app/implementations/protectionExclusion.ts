import { fromPromise } from 'xstate';
import type { ExclusionPeriod, ExclusionTool } from '../../domain/protection/exclusion';
import type { ExclusionSettingsOutput } from '../../machines/protection/exclusionRequest';
import type { selfExclusionMachine } from '../../machines/protection/selfExclusion.machine';
import type { timeOutMachine } from '../../machines/protection/timeOut.machine';
import { fetchExclusionSettings, startExclusion } from '../../services/protection/exclusion';
import { type ImplementationEntry, implement } from '../root';

type StartInput = { tool: ExclusionTool; period: ExclusionPeriod; password: string };

const actorsFor = (tool: ExclusionTool) => ({
  loadSettings: fromPromise<ExclusionSettingsOutput, void>(({ signal }) => fetchExclusionSettings(tool, signal)),
  start: fromPromise<{ until: string | null }, StartInput>(({ input, signal }) => startExclusion(input, signal)),
});

/** Browser implementations of the machines for time-out and self-exclusion (issue 16). */
export const protectionExclusionImplementations: ImplementationEntry[] = [
  implement<typeof timeOutMachine>('timeOut', { actors: actorsFor('TIME_OUT') }),
  implement<typeof selfExclusionMachine>('selfExclusion', { actors: actorsFor('SELF_EXCLUSION') }),
];
