import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  documentLanguage,
  isLanguageCode,
  languageTag,
  pickerLanguages,
  SHIPPED_LANGUAGES,
} from './languages';

describe('the language pickers list (issue 10)', () => {
  it('lists every language of the config, a language without a translation file too, named by the config', () => {
    const listed = pickerLanguages([
      { code: 'EN', name: 'English' },
      { code: 'TY', name: 'Ty Language' },
      { code: 'ja', name: '' },
    ]);
    expect(listed).toEqual([
      { code: 'EN', name: 'English' },
      { code: 'TY', name: 'Ty Language' },
      { code: 'JA', name: '日本語' },
    ]);
  });

  it('names a language by its code when neither the config nor the build names it; skips repeats and junk', () => {
    expect(pickerLanguages([{ code: 'TY' }, { code: 'ty', name: 'Again' }, { code: '<b>' }])).toEqual([
      { code: 'TY', name: 'TY' },
    ]);
  });

  it('falls back to the shipped languages when the config lists none', () => {
    expect(pickerLanguages([])).toBe(SHIPPED_LANGUAGES);
  });
});

describe('the lang of the page (BCP 47)', () => {
  it('maps platform codes to BCP 47 tags', () => {
    expect(languageTag('CN')).toBe('zh-CN');
    expect(languageTag('PT-BR')).toBe('pt-BR');
    expect(languageTag('KR')).toBe('ko');
    expect(languageTag('ja')).toBe('ja');
    expect(languageTag('TY')).toBeNull();
  });

  it('is English for a language whose texts fall back to English', () => {
    expect(documentLanguage('TY')).toBe('en');
    expect(documentLanguage('ES')).toBe('en');
    expect(documentLanguage('CN')).toBe('zh-CN');
    expect(documentLanguage('JA')).toBe('ja');
  });
});

describe('language codes and tags (spec §1, §2 flag mapping)', () => {
  it('ships exactly the languages of the locale files, each named', () => {
    const files = readdirSync(resolve(__dirname, '..', '..', '..', 'locales')).map((f) => f.replace(/\.json$/, ''));
    expect(SHIPPED_LANGUAGES.map((l) => l.code.toLowerCase()).sort()).toEqual(files.sort());
    expect(SHIPPED_LANGUAGES[0]).toEqual({ code: 'EN', name: 'English' });
    expect(DEFAULT_LANGUAGE).toBe('EN');
  });

  it('takes two or three letters with an optional region or script of 2 to 8 letters or digits', () => {
    for (const code of ['EN', 'ty', 'FIL', 'PT-BR', 'zh-Hant', 'ES-419']) expect(isLanguageCode(code), code).toBe(true);
    for (const code of ['E', 'ENGL', 'PT-', 'PT-B', 'ZH-ABCDEFGHI', 'PT_BR', 'PT-B!', 'EN ', '']) {
      expect(isLanguageCode(code), code).toBe(false);
    }
  });

  it('trims the name the config gives', () => {
    expect(pickerLanguages([{ code: 'TY', name: '  Ty  ' }])).toEqual([{ code: 'TY', name: 'Ty' }]);
  });

  it('tags every platform code of the flag mapping that names a known language', () => {
    const tags = Object.fromEntries(
      'CN TW KR PT-BR EN TH VI ID HI KO JA MY ES KM MS PT TA UR TY'.split(' ').map((c) => [c, languageTag(c)]),
    );
    expect(tags).toEqual({
      CN: 'zh-CN',
      TW: 'zh-TW',
      KR: 'ko',
      'PT-BR': 'pt-BR',
      EN: 'en',
      TH: 'th',
      VI: 'vi',
      ID: 'id',
      HI: 'hi',
      KO: 'ko',
      JA: 'ja',
      MY: 'my',
      ES: 'es',
      KM: 'km',
      MS: 'ms',
      PT: 'pt',
      TA: 'ta',
      UR: 'ur',
      TY: null,
    });
  });
});
