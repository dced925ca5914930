/**
 * Whether the flows page (/m/flows) is on: always in dev builds, and in production when the site config's
 * `flowsPage` flag is set (the shell passes the flag).
 */
export function isFlowsPageEnabled(flowsPageFlag?: boolean): boolean {
  return import.meta.env.DEV || flowsPageFlag === true;
}
