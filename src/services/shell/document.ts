/** The few document-level effects the app-level machines ask for; kept here so machines never touch the DOM. */
import { THEME_COLOURS, type Theme } from '../../domain/constants';

export type { Theme };

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('theme-dark', theme === 'dark');
  root.classList.toggle('theme-light', theme === 'light');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

export function applyLanguage(code: string): void {
  document.documentElement.lang = code.toLowerCase();
}

export function setBodyClass(name: string, on: boolean): void {
  document.body.classList.toggle(name, on);
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
