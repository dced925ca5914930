import { describe, expect, it } from 'vitest';
import { documentLanguage, languageTag, pickerLanguages, SHIPPED_LANGUAGES } from './languages';

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
