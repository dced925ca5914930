/**
 * System status of spec §4: 1 when maintenance is on (alone or with region restriction), 2 when only region
 * restriction applies, 0 when neither. 0 shows the app; 1 and 2 show their full-screen pages.
 */
export type SystemStatusCode = 0 | 1 | 2;

export function systemStatusCode(maintenance: boolean, regionRestriction: boolean): SystemStatusCode {
  if (maintenance) return 1;
  if (regionRestriction) return 2;
  return 0;
}
