/** Interface languages (spec §1, §2 "Language picker"). */

export interface LanguageOption {
  /** The code the platform uses (EN, CN, PT-BR, ...). */
  code: string;
  /** The language's own name. */
  name: string;
}

/** Languages this build ships a translation for (`locales/<file>.json`). */
export const SHIPPED_LANGUAGES: LanguageOption[] = [
  { code: 'EN', name: 'English' },
  { code: 'CN', name: '简体中文' },
  { code: 'TH', name: 'ไทย' },
  { code: 'VI', name: 'Tiếng Việt' },
  { code: 'ID', name: 'Bahasa Indonesia' },
  { code: 'PT-BR', name: 'Português (Brasil)' },
  { code: 'HI', name: 'हिन्दी' },
  { code: 'KO', name: '한국어' },
  { code: 'JA', name: '日本語' },
];

export const DEFAULT_LANGUAGE = 'EN';

/** §2 flag mapping: language code -> country flag (ISO 3166 alpha-2). EN shows the US flag. */
const FLAG_BY_LANGUAGE: Record<string, string> = {
  CN: 'CN',
  EN: 'US',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'PT',
  TA: 'IN',
  TW: 'TW',
  UR: 'PK',
  TY: 'TH',
  'PT-BR': 'BR',
};

/** The flag for a language as an emoji (regional indicator letters), so no image is downloaded. */
export function languageFlag(code: string): string {
  const country = FLAG_BY_LANGUAGE[code.toUpperCase()];
  if (!country) return '🏳️';
  return String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The locale file of a language, or null when this build has no translation for it. */
export function localeFile(code: string): string | null {
  const shipped = SHIPPED_LANGUAGES.some((l) => l.code === code.toUpperCase());
  return shipped ? code.toLowerCase() : null;
}

/** The language to use: the stored one if shipped, else the configured default if shipped, else EN (§1). */
export function resolveLanguage(stored: string | null, configured: string | null | undefined): string {
  for (const candidate of [stored, configured]) {
    if (candidate && localeFile(candidate)) return candidate.toUpperCase();
  }
  return DEFAULT_LANGUAGE;
}
