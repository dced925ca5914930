import { parsePopupMemory } from '../../domain/messages/popup';
import { dropLegacySecrets, loadPasswordLogin, loadSessionInfo } from '../../services/account/session';
import { prefersReducedMotion } from '../../services/shell/platform';
import { local, STORAGE_KEYS } from '../../services/shell/storage';
import type { RootInput } from '../root';

/** What the browser knows at start (storage, randomness), read once by main.tsx as the root's input. */
export function browserRootInput(): RootInput {
  dropLegacySecrets();
  const info = loadSessionInfo();
  return {
    session: info ? { info, passwordLogin: loadPasswordLogin() } : null,
    language: local.get(STORAGE_KEYS.language),
    cdnPick: Math.random(),
    popupMemory: parsePopupMemory(local.getJson(STORAGE_KEYS.popupSignature)),
    reducedMotion: prefersReducedMotion(),
    showLogin: local.get(STORAGE_KEYS.showLogin) === '1',
  };
}
