import { setup } from 'xstate';
import { declaredCall, declaredEffect } from './declared';

type Events = { type: 'TOGGLE' } | { type: 'SET'; theme: 'dark' | 'light' };

/**
 * Dark (default) and light theme (spec §3 local flag `theme`, §9), kept in local storage and mirrored in a cookie so
 * the server's HTML starts in it (server/site/theme.ts).
 */
export const themeMachine = setup({
  types: {} as { events: Events },
  actors: {
    /** The theme stored on this device (local storage, provided at the root). */
    readStoredTheme: declaredCall<string | null>('theme.readStoredTheme'),
  },
  guards: {
    storedLight: ({ event }) => (event as unknown as { output: string | null }).output === 'light',
    wantsLight: ({ event }) => event.type === 'SET' && event.theme === 'light',
    wantsDark: ({ event }) => event.type === 'SET' && event.theme === 'dark',
  },
  actions: {
    /** Stores the choice, mirrors it in the `theme` cookie and applies it to the document (provided at the root). */
    useDark: declaredEffect(),
    useLight: declaredEffect(),
  },
}).createMachine({
  id: 'theme',
  description: 'The colour theme: dark by default, light on request, remembered on this device.',
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Reads the stored choice.',
      invoke: {
        id: 'readStoredTheme',
        src: 'readStoredTheme',
        onDone: [{ guard: 'storedLight', target: 'light' }, { target: 'dark' }],
        onError: { target: 'dark' },
      },
    },
    dark: {
      description: 'Dark theme.',
      entry: 'useDark',
      on: { TOGGLE: 'light', SET: { guard: 'wantsLight', target: 'light' } },
    },
    light: {
      description: 'Light theme.',
      entry: 'useLight',
      on: { TOGGLE: 'dark', SET: { guard: 'wantsDark', target: 'dark' } },
    },
  },
});
