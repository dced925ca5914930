import { fromPromise } from 'xstate';
import type { SystemStatusResponse } from '../../domain/shell/site-config';
import type { languageMachine } from '../../machines/shell/language.machine';
import type { systemStatusMachine } from '../../machines/shell/systemStatus.machine';
import type { themeMachine } from '../../machines/shell/theme.machine';
import { applyLanguage, applyTheme } from '../../services/shell/document';
import { setRequestLanguage } from '../../services/shell/http';
import { loadLanguage } from '../../services/shell/i18n';
import { local, STORAGE_KEYS, setPreferenceCookie } from '../../services/shell/storage';
import { fetchSystemStatus } from '../../services/shell/system';
import { implement } from '../root';

/** The browser's status gate: the status call, and the status cached on this device (local storage). */
export const browserSystemStatus = implement<typeof systemStatusMachine>('systemStatus', {
  actors: {
    fetchStatus: fromPromise<SystemStatusResponse, void>(({ signal }) => fetchSystemStatus(signal)),
    readCachedStatus: fromPromise<SystemStatusResponse | null, void>(async () =>
      local.getJson<SystemStatusResponse>(STORAGE_KEYS.statusCache),
    ),
  },
  actions: {
    cacheStatus: (_, params) => {
      if (params.status) local.setJson(STORAGE_KEYS.statusCache, params.status);
    },
  },
});

/** The language's texts (i18next), the player's choice in local storage, the request header and `<html lang>`. */
export const browserLanguage = implement<typeof languageMachine>('language', {
  actors: {
    loadLanguage: fromPromise<string, { language: string }>(({ input }) => loadLanguage(input.language)),
  },
  actions: {
    storeChoice: (_, params) => local.set(STORAGE_KEYS.language, params.language),
    applyLanguage: (_, params) => {
      setRequestLanguage(params.language);
      applyLanguage(params.language);
    },
  },
});

function keepTheme(theme: 'dark' | 'light'): void {
  local.set(STORAGE_KEYS.theme, theme);
  setPreferenceCookie(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

/** The theme kept in local storage, mirrored in the cookie the server reads, applied to the document. */
export const browserTheme = implement<typeof themeMachine>('theme', {
  actors: { readStoredTheme: fromPromise<string | null, void>(async () => local.get(STORAGE_KEYS.theme)) },
  actions: { useDark: () => keepTheme('dark'), useLight: () => keepTheme('light') },
});

export const shellImplementations = [browserSystemStatus, browserLanguage, browserTheme] as const;
