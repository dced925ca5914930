/**
 * The HTML starts in the player's theme: the app mirrors the chosen theme into the `theme` cookie
 * (src/services/shell/storage.ts setPreferenceCookie), so the page and its first view do not blink from dark to light.
 */
import { THEME_COLOURS } from '../../src/domain/constants';

export const THEME_COOKIE = 'theme';

export function withTheme(html: string, theme: string | undefined): string {
  if (theme !== 'light') return html;
  return html
    .replace(/(<html[^>]*\bclass=")theme-dark(")/, '$1theme-light$2')
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${THEME_COLOURS.light}$2`);
}
