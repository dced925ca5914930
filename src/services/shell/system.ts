import { normaliseStatus, type SystemStatusResponse } from '../../domain/shell/site-config';
import { call } from './http';

/** Status and site config (spec §3 "Status response"; path in server/README.md). */
export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatusResponse> {
  const value = await call<unknown>('/wps/system/status', { signal });
  return normaliseStatus(value);
}
