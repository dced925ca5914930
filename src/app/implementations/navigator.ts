import { fromCallback } from 'xstate';
import type { NavigatorEvent } from '../../machines/shell/navigator';
import { goBack, navigate, openExternal } from '../../services/shell/navigation';

/**
 * The browser's navigator: history pushes that wouter hears, Back, and external links. A page opened outside (a
 * game, a payment page) may move the player's money: once the player has left the site's window for it and comes
 * back, the session loads the wallet again so the header balance follows (issue 14 item 5; ignored without a session).
 */
export const browserNavigator = fromCallback<NavigatorEvent>(({ receive, system }) => {
  let opened = false;
  let left = false;
  const watch = () => {
    if (!opened) return;
    if (document.hidden || !document.hasFocus()) left = true;
    else if (left) {
      opened = left = false;
      system.get('session')?.send({ type: 'REFRESH_WALLET' });
    }
  };
  const events = ['focus', 'blur', 'visibilitychange'];
  for (const type of events) addEventListener(type, watch);
  receive((event) => {
    if (event.type === 'NAVIGATE') navigate(event.to, { replace: event.replace === true });
    else if (event.type === 'BACK') goBack();
    else {
      openExternal(event.url);
      opened = true;
    }
  });
  return () => {
    for (const type of events) removeEventListener(type, watch);
  };
});
