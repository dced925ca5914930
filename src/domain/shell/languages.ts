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

/** A platform language code: two or three letters, maybe a region or script (EN, TY, PT-BR, ZH-HANT). */
export function isLanguageCode(code: string): boolean {
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i.test(code);
}

/**
 * The language to use: the stored one, else the configured default, else EN (§1). Any language the config may
 * list counts, with a translation or not (one without shows English texts), so a player's choice survives a reload.
 */
export function resolveLanguage(stored: string | null, configured: string | null | undefined): string {
  for (const candidate of [stored, configured]) {
    if (candidate && isLanguageCode(candidate)) return candidate.toUpperCase();
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The languages both pickers list (home's and the drawer's): every language of the site config, named as the config
 * names it, whether this build ships its translation or not; the shipped ones when the config lists none.
 */
export function pickerLanguages(configured: readonly { code: string; name?: string }[]): LanguageOption[] {
  const seen = new Set<string>();
  const out: LanguageOption[] = [];
  for (const language of configured) {
    const code = language.code.toUpperCase();
    if (!isLanguageCode(code) || seen.has(code)) continue;
    seen.add(code);
    const shippedName = SHIPPED_LANGUAGES.find((l) => l.code === code)?.name;
    out.push({ code, name: language.name?.trim() || shippedName || code });
  }
  return out.length > 0 ? out : SHIPPED_LANGUAGES;
}

/** BCP 47 tags of the platform codes that differ from their lower-cased form or are not ISO 639 codes. */
const TAG_BY_CODE: Record<string, string> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  KR: 'ko',
  'PT-BR': 'pt-BR',
};

/** Platform codes whose lower-cased form is the ISO 639-1 code of the same language. */
const PLAIN_CODES = new Set(['EN', 'TH', 'VI', 'ID', 'HI', 'KO', 'JA', 'MY', 'ES', 'KM', 'MS', 'PT', 'TA', 'UR']);

/** The BCP 47 tag of a language, or null when the code is not one this site knows (TY). */
export function languageTag(code: string): string | null {
  const upper = code.toUpperCase();
  return TAG_BY_CODE[upper] ?? (PLAIN_CODES.has(upper) ? upper.toLowerCase() : null);
}

/**
 * The `lang` of the page: the chosen language's tag when this build ships its texts, else `en`, the language of the
 * texts actually shown (a language without a translation falls back to English).
 */
export function documentLanguage(code: string): string {
  return (localeFile(code) && languageTag(code)) || 'en';
}
