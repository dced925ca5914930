import { i18next } from '../shell/i18n';

/** The language every content call sends besides its own fields (the merchant code comes in as an argument). */
export function language(): string {
  return (i18next.language || 'EN').toUpperCase();
}
