/**
 * A session's device as a player recognises it ("Chrome on Android", "Safari on iPhone"), parsed from the
 * User-Agent; an installed home-screen app (the site's `Device` header) says so. Only the label is stored, never
 * the raw header (it fingerprints the browser).
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|CriOS|Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Home-screen app on iPhone", "Unknown device" (at most 60 characters). */
export function deviceLabel(userAgent: string | undefined, deviceHeader: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const system = firstMatch(SYSTEMS, ua);
  const app = (deviceHeader ?? '').trim() !== '';
  const browser = app ? 'Home-screen app' : firstMatch(BROWSERS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
