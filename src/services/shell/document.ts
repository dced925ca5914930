/** The few document-level effects the app-level machines ask for; kept here so machines never touch the DOM. */
import { THEME_COLOURS, type Theme } from '../../domain/constants';
import { documentLanguage } from '../../domain/shell/languages';

export type { Theme };

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('theme-dark', theme === 'dark');
  root.classList.toggle('theme-light', theme === 'light');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

/** A valid BCP 47 `lang` for the texts shown (English for a language without a translation). */
export function applyLanguage(code: string): void {
  document.documentElement.lang = documentLanguage(code);
}

export function setBodyClass(name: string, on: boolean): void {
  document.body.classList.toggle(name, on);
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
