import { fromPromise, setup } from 'xstate';
import { applyTheme } from '../../services/shell/document';
import { local, STORAGE_KEYS, setPreferenceCookie } from '../../services/shell/storage';

type Events = { type: 'TOGGLE' } | { type: 'SET'; theme: 'dark' | 'light' };

/**
 * Dark (default) and light theme (spec §3 local flag `theme`, §9), kept in local storage and mirrored in a cookie so
 * the server's HTML starts in it (server/site/theme.ts).
 */
export const themeMachine = setup({
  types: {} as { events: Events },
  actors: {
    readStoredTheme: fromPromise<string | null>(async () => local.get(STORAGE_KEYS.theme)),
  },
  guards: {
    storedLight: ({ event }) => (event as unknown as { output: string | null }).output === 'light',
    wantsLight: ({ event }) => event.type === 'SET' && event.theme === 'light',
    wantsDark: ({ event }) => event.type === 'SET' && event.theme === 'dark',
  },
  actions: {
    useDark: () => {
      local.set(STORAGE_KEYS.theme, 'dark');
      setPreferenceCookie(STORAGE_KEYS.theme, 'dark');
      applyTheme('dark');
    },
    useLight: () => {
      local.set(STORAGE_KEYS.theme, 'light');
      setPreferenceCookie(STORAGE_KEYS.theme, 'light');
      applyTheme('light');
    },
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
