/** How the site runs (spec §1), as the platform adapter reports it. */
export type RunModeName = 'browser' | 'installed' | 'app';

/**
 * The extra headers of the login call (spec §7): `Device: OTHERS` when the site runs as an installed home-screen
 * app, none in a browser page or the native app shell (the shell identifies itself by its user agent).
 */
export function loginDeviceHeaders(mode: RunModeName): Record<string, string> {
  return mode === 'installed' ? { Device: 'OTHERS' } : {};
}
