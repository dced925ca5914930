import { i18next } from '../shell/i18n';

/**
 * What every content call sends besides its own fields: the merchant code (site config) and the language.
 * The app shell registers the merchant getter once the config is known (`configureContent`).
 */
let merchantOf: () => string = () => '';

export function configureContent(options: { merchant: () => string }): void {
  merchantOf = options.merchant;
}

export function merchant(): string {
  return merchantOf();
}

export function language(): string {
  return (i18next.language || 'EN').toUpperCase();
}
