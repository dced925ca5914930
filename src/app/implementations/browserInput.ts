import { loadSessionInfo, loadSessionPassword } from '../../services/account/session';
import { local, STORAGE_KEYS } from '../../services/shell/storage';
import type { RootInput } from '../root';

/** What the browser knows at start (storage, randomness), read once by main.tsx as the root's input. */
export function browserRootInput(): RootInput {
  const info = loadSessionInfo();
  return {
    session: info ? { info, sessionPassword: loadSessionPassword() } : null,
    language: local.get(STORAGE_KEYS.language),
    cdnPick: Math.random(),
  };
}
