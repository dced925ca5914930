import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFile, SHIPPED_LANGUAGES } from '../../src/domain/shell/languages';

const dir = join(__dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
const enKeys = keysOf(load('en.json')).sort();

describe('locales', () => {
  it('ships a file for every language of the picker and nothing else', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual(SHIPPED_LANGUAGES.map((l) => `${localeFile(l.code)}.json`).sort());
  });

  it.each(SHIPPED_LANGUAGES.filter((l) => l.code !== 'EN').map((l) => [l.code, `${localeFile(l.code)}.json`]))(
    '%s has exactly the keys of en.json, each translated',
    (_code, file) => {
      const locale = load(file);
      const keys = keysOf(locale).sort();
      expect(
        keys.filter((k) => !enKeys.includes(k)),
        'keys en.json does not have',
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !keys.includes(k)),
        'keys missing',
      ).toEqual([]);
      const flat = (obj: Record<string, unknown>) =>
        Object.fromEntries(
          keysOf(obj).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], obj)]),
        );
      const en = flat(load('en.json'));
      const translated = flat(locale);
      // A few words are the same in every language (brand names, "OK", "VIP {{label}}"); most texts must differ.
      const same = Object.keys(en).filter(
        (k) => typeof en[k] === 'string' && (en[k] as string).length > 12 && en[k] === translated[k],
      );
      expect(same.length / Object.keys(en).length).toBeLessThan(0.05);
    },
  );

  it('keeps interpolation placeholders in every translation', () => {
    const en = load('en.json');
    for (const l of SHIPPED_LANGUAGES) {
      const locale = load(`${localeFile(l.code)}.json`);
      for (const key of keysOf(en)) {
        const get = (o: unknown) => key.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)?.[p], o);
        const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/{{\s*\w+\s*}}/g) ?? []).sort() : []);
        expect(placeholders(get(locale)), `${l.code} ${key}`).toEqual(placeholders(get(en)));
      }
    }
  });
});
