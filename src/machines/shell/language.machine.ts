import { assign, emit, fromPromise, setup } from 'xstate';
import { pickerLanguages, resolveLanguage, SHIPPED_LANGUAGES } from '../../domain/shell/languages';
import type { SiteConfig } from '../../domain/shell/site-config';
import { applyLanguage } from '../../services/shell/document';
import { setRequestLanguage } from '../../services/shell/http';
import { loadLanguage } from '../../services/shell/i18n';
import { local, STORAGE_KEYS } from '../../services/shell/storage';

interface Context {
  /** The language shown (or being loaded). */
  language: string;
  /** The language that was shown before a change; kept when the new one fails to load. */
  previous: string;
  languages: { code: string; name: string }[];
  /** The player chose a language on this device: the config's default does not override it. */
  chosenByPlayer: boolean;
}

type Events = { type: 'CHANGE'; language: string } | { type: 'CONFIG_LOADED'; config: SiteConfig };

export type LanguageEmitted = { type: 'changed'; language: string };

/**
 * The interface language (spec §1, §2 language picker): stored locally or taken from config, default EN.
 * Only the active language's texts are downloaded. Other actors hear `changed` to reload their data.
 */
export const languageMachine = setup({
  types: {} as { context: Context; events: Events; emitted: LanguageEmitted },
  actors: {
    loadLanguage: fromPromise<string, { language: string }>(({ input }) => loadLanguage(input.language)),
  },
  guards: {
    isNewLanguage: ({ context, event }) => event.type === 'CHANGE' && event.language.toUpperCase() !== context.language,
    configPicksAnotherLanguage: ({ context, event }) =>
      event.type === 'CONFIG_LOADED' &&
      !context.chosenByPlayer &&
      resolveLanguage(null, event.config.defaultLanguage) !== context.language,
  },
  actions: {
    rememberChoice: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      local.set(STORAGE_KEYS.language, event.language.toUpperCase());
      return { previous: context.language, language: event.language.toUpperCase(), chosenByPlayer: true };
    }),
    adoptConfigLanguage: assign(({ context, event }) => {
      if (event.type !== 'CONFIG_LOADED') return {};
      return { previous: context.language, language: resolveLanguage(null, event.config.defaultLanguage) };
    }),
    storeLanguageList: assign(({ event }) => {
      if (event.type !== 'CONFIG_LOADED' || event.config.languages.length === 0) return {};
      return { languages: pickerLanguages(event.config.languages) };
    }),
    applyLanguage: ({ context }) => {
      setRequestLanguage(context.language);
      applyLanguage(context.language);
    },
    restorePrevious: assign(({ context }) => ({ language: context.previous })),
    announceChange: emit(({ context }) => ({ type: 'changed' as const, language: context.language })),
  },
}).createMachine({
  id: 'language',
  description: 'Loads and switches the interface language; tells other actors when it changed.',
  context: () => {
    const stored = local.get(STORAGE_KEYS.language);
    const language = resolveLanguage(stored, null);
    return { language, previous: language, languages: SHIPPED_LANGUAGES, chosenByPlayer: stored !== null };
  },
  initial: 'loading',
  on: {
    CONFIG_LOADED: [
      {
        guard: 'configPicksAnotherLanguage',
        target: '.loading',
        actions: ['storeLanguageList', 'adoptConfigLanguage'],
      },
      { actions: 'storeLanguageList' },
    ],
  },
  states: {
    loading: {
      description: "Downloading the language's texts.",
      invoke: {
        id: 'loadLanguage',
        src: 'loadLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'ready', actions: ['applyLanguage', 'announceChange'] },
        onError: { target: 'failed', actions: 'restorePrevious' },
      },
    },
    ready: {
      description: 'Texts shown in the chosen language.',
      on: { CHANGE: { guard: 'isNewLanguage', target: 'loading', actions: 'rememberChoice' } },
    },
    failed: {
      description: 'The texts could not be downloaded; the previous language stays and a new choice can be tried.',
      on: { CHANGE: { target: 'loading', actions: 'rememberChoice' } },
    },
  },
});
