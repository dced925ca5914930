import { assertEvent, assign, emit, setup } from 'xstate';
import { pickerLanguages, resolveLanguage, SHIPPED_LANGUAGES } from '../../domain/shell/languages';
import type { SiteConfig } from '../../domain/shell/site-config';
import { declaredCall, declaredEffect } from './declared';
import { followConfig } from './listeners';

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

export interface LanguageInput {
  /** The language the player chose on this device earlier (local storage, read by main.tsx), if any. */
  stored?: string | null;
}

const languageParams = ({ context }: { context: Context }) => ({ language: context.language });
const remember = ['rememberChoice', { type: 'storeChoice', params: languageParams }] as const;

/**
 * The interface language (spec §1, §2 language picker): stored locally or taken from config, default EN.
 * Only the active language's texts are downloaded. Other actors hear `changed` to reload their data.
 */
export const languageMachine = setup({
  types: {} as { context: Context; events: Events; emitted: LanguageEmitted; input: LanguageInput | undefined },
  actors: {
    loadLanguage: declaredCall<string, { language: string }>('language.loadLanguage'),
    followConfig,
  },
  guards: {
    isNewLanguage: ({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return event.language.toUpperCase() !== context.language;
    },
    configPicksAnotherLanguage: ({ context, event }) => {
      assertEvent(event, 'CONFIG_LOADED');
      return !context.chosenByPlayer && resolveLanguage(null, event.config.defaultLanguage) !== context.language;
    },
  },
  actions: {
    rememberChoice: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { previous: context.language, language: event.language.toUpperCase(), chosenByPlayer: true };
    }),
    /** Keeps the player's choice on this device (local storage, provided at the root). */
    storeChoice: declaredEffect<{ language: string }>(),
    adoptConfigLanguage: assign(({ context, event }) => {
      assertEvent(event, 'CONFIG_LOADED');
      return { previous: context.language, language: resolveLanguage(null, event.config.defaultLanguage) };
    }),
    /** Every language of the config, the shipped ones when it lists none (pickerLanguages). */
    storeLanguageList: assign(({ event }) => {
      assertEvent(event, 'CONFIG_LOADED');
      return { languages: pickerLanguages(event.config.languages) };
    }),
    /** The http client's language header and the document's `lang` (provided at the root). */
    applyLanguage: declaredEffect<{ language: string }>(),
    restorePrevious: assign(({ context }) => ({ language: context.previous })),
    announceChange: emit(({ context }) => ({ type: 'changed' as const, language: context.language })),
  },
}).createMachine({
  id: 'language',
  description: 'Loads and switches the interface language; tells other actors when it changed.',
  context: ({ input }) => {
    const stored = input?.stored ?? null;
    const language = resolveLanguage(stored, null);
    return { language, previous: language, languages: SHIPPED_LANGUAGES, chosenByPlayer: stored !== null };
  },
  invoke: { id: 'followConfig', src: 'followConfig' },
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
        onDone: { target: 'ready', actions: [{ type: 'applyLanguage', params: languageParams }, 'announceChange'] },
        onError: { target: 'failed', actions: 'restorePrevious' },
      },
    },
    ready: {
      description: 'Texts shown in the chosen language.',
      on: { CHANGE: { guard: 'isNewLanguage', target: 'loading', actions: remember } },
    },
    failed: {
      description: 'The texts could not be downloaded; the previous language stays and a new choice can be tried.',
      on: { CHANGE: { target: 'loading', actions: remember } },
    },
  },
});
