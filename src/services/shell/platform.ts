import type { RegisterMethod } from '../../domain/constants';

/** How the site runs (spec §1): a browser page, an installed home-screen web app, or inside the native app shell. */
export type RunMode = 'browser' | 'installed' | 'app';

/** The native shells add this marker to their user agent. */
const APP_USER_AGENT = /\b(RoyalPlayApp|GamingAppShell)\b/i;

export function isAppShell(userAgent: string = navigator.userAgent): boolean {
  return APP_USER_AGENT.test(userAgent);
}

export function isInstalledWebApp(): boolean {
  const standaloneNavigator = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneNavigator || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

/** The player asked their system for reduced motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function runMode(): RunMode {
  if (isAppShell()) return 'app';
  if (isInstalledWebApp()) return 'installed';
  return 'browser';
}

/** Registration method (§3): APP in the shell, PWA installed, WEBCLIP from an iOS home-screen clip, else H5. */
export function registerMethod(webclip: boolean): RegisterMethod {
  const mode = runMode();
  if (mode === 'app') return 'APP';
  if (mode === 'installed') return webclip ? 'WEBCLIP' : 'PWA';
  return 'H5';
}

export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

export function isSafari(userAgent: string = navigator.userAgent): boolean {
  return /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|Chrome|Android/i.test(userAgent);
}

/** Marks the document so styles can differ in the app shell (§9: an app user-agent match adds an 'app' class). */
export function markRunMode(): void {
  document.documentElement.classList.toggle('app', isAppShell());
  document.documentElement.classList.toggle('standalone', isInstalledWebApp());
}
