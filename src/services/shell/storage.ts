/** The one place that touches Web Storage. Keys are the spec's (§3 "Local flags", session info). */

export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  autoLogin: 'autoLogin',
  webclip: 'WEBCLIP',
  showLogin: 'showLogin',
  videoTime: 'videoTime',
  statusCache: 'statusCache',
  rememberedLogin: 'rememberedLogin',
  /** Per popup group (B, A, A+F), the signature of the announcement list the player closed (JSON). */
  popupSignature: 'announcementPopupSignature',
  downloadDismissed: 'downloadDismissed',
  downloadPopupDismissed: 'downloadPopupDismissed',
  a2hsDismissed: 'a2hsGuideDismissed',
} as const;

export const SESSION_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  /** '1' when this tab's session began with a password login (non-secret; in place of §3's PSW password). */
  passwordLogin: 'passwordLogin',
  registerForm: 'registerFormCache',
} as const;

/** Keys of earlier versions that held a password; removed at start (services/account/session dropLegacySecrets). */
export const LEGACY_SESSION_KEYS = { sessionPassword: 'PSW' } as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled (private mode, quota): the app keeps working without it
  }
}

function store(kind: 'local' | 'session') {
  const area = () => (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage);
  return {
    get: (key: string): string | null => safe(() => area().getItem(key), null),
    set: (key: string, value: string): void => safe(() => area().setItem(key, value), undefined),
    remove: (key: string): void => safe(() => area().removeItem(key), undefined),
    getJson<T>(key: string): T | null {
      const raw = this.get(key);
      if (raw == null) return null;
      return safe(() => JSON.parse(raw) as T, null);
    },
    setJson(key: string, value: unknown): void {
      this.set(key, JSON.stringify(value));
    },
    clear: (): void => safe(() => area().clear(), undefined),
  };
}

export const local = store('local');
export const session = store('session');

/**
 * A preference the server reads too, kept in a cookie besides local storage: with the theme, the HTML the server
 * draws (its first views) starts in the player's colours instead of blinking from dark to light.
 */
export function setPreferenceCookie(name: string, value: string): void {
  safe(() => {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
  }, undefined);
}
