import { useMemo } from 'react';
import { useAppActor } from './system';

/**
 * What a screen's link or button asks of the app-level navigator (machines/shell/navigator.ts): the same actor the
 * machines ask, so screens touch neither the history nor the window.
 */
export function useNavigator() {
  const navigator = useAppActor('navigator');
  return useMemo(
    () => ({
      go: (to: string, options: { replace?: boolean } = {}) =>
        navigator.send({ type: 'NAVIGATE', to, replace: options.replace }),
      back: () => navigator.send({ type: 'BACK' }),
      openExternal: (url: string) => navigator.send({ type: 'OPEN_EXTERNAL', url }),
    }),
    [navigator],
  );
}
