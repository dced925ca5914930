import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, localeFile } from '../../domain/shell/languages';

/** One lazy chunk per locale: only the active language is downloaded (issue 2, i18n). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json');

function loaderFor(code: string) {
  const file = localeFile(code) ?? localeFile(DEFAULT_LANGUAGE)!;
  return loaders[`../../../locales/${file}.json`];
}

let initialised: Promise<unknown> | null = null;

function init(): Promise<unknown> {
  initialised ??= i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
  });
  return initialised;
}

/** Loads a language's texts (once) and switches to it. EN is the fallback when a locale cannot be loaded. */
export async function loadLanguage(code: string): Promise<string> {
  await init();
  const load = loaderFor(code);
  // Under the name i18next looks texts up by (it reads PT-BR as pt-BR), or a regional language finds nothing.
  const lng = i18next.services.languageUtils.formatLanguageCode(
    localeFile(code) ? code.toUpperCase() : DEFAULT_LANGUAGE,
  );
  if (!i18next.hasResourceBundle(lng, 'translation')) {
    if (!load) throw new Error(`No locale for ${code}`);
    const module = await load();
    i18next.addResourceBundle(lng, 'translation', module.default, true, true);
  }
  await i18next.changeLanguage(lng);
  return lng;
}

export { i18next };
