import { type ExclusionPeriod, type ExclusionTool, isPeriodOf } from '../../domain/protection/exclusion';
import { call } from '../shell/http';

/** Time-out and self-exclusion calls (server/README.md "Player protection"). */

export interface ExclusionSettings {
  enabled: boolean;
  periods: ExclusionPeriod[];
}

/** GET /wps/protection/exclusion: one tool's periods on offer (periods the site does not know are left out). */
export async function fetchExclusionSettings(tool: ExclusionTool, signal?: AbortSignal): Promise<ExclusionSettings> {
  const value = await call<Record<string, { enabled?: unknown; periods?: unknown } | undefined>>(
    '/wps/protection/exclusion',
    { signal },
  );
  const own = value?.[tool === 'TIME_OUT' ? 'timeOut' : 'selfExclusion'];
  const periods = Array.isArray(own?.periods)
    ? own.periods.filter((p): p is ExclusionPeriod => typeof p === 'string' && isPeriodOf(tool, p))
    : [];
  return { enabled: own?.enabled === true && periods.length > 0, periods };
}

/** POST /wps/protection/exclusion: starts it at once; the answer names its end (null: permanent). */
export async function startExclusion(
  input: { tool: ExclusionTool; period: ExclusionPeriod; password: string },
  signal?: AbortSignal,
): Promise<{ until: string | null }> {
  const value = await call<{ until?: unknown }>('/wps/protection/exclusion', { method: 'POST', body: input, signal });
  return { until: typeof value?.until === 'string' ? value.until : null };
}
