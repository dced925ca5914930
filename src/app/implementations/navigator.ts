import { fromCallback } from 'xstate';
import type { NavigatorEvent } from '../../machines/shell/navigator';
import { goBack, navigate, openExternal } from '../../services/shell/navigation';

/** The browser's navigator: history pushes that wouter hears, Back, and external links. */
export const browserNavigator = fromCallback<NavigatorEvent>(({ receive }) => {
  receive((event) => {
    if (event.type === 'NAVIGATE') navigate(event.to, { replace: event.replace === true });
    else if (event.type === 'BACK') goBack();
    else openExternal(event.url);
  });
});
