import { describe, expect, it } from 'vitest';
import ptBr from '../../../locales/pt-br.json';
import { i18next, loadLanguage } from './i18n';

describe('loadLanguage', () => {
  it('shows the texts of a regional language (PT-BR), not its keys', async () => {
    await loadLanguage('PT-BR');
    expect(i18next.t('shell.promotion')).toBe(ptBr.shell.promotion);
    expect(i18next.t('shell.promotion')).not.toBe('shell.promotion');
  });

  it('shows English for a language this build has no texts for', async () => {
    await loadLanguage('TY');
    expect(i18next.t('shell.promotion')).toBe('Promotion');
  });
});
