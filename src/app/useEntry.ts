import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { TOAST_MS } from '../domain/constants';
import type { EntryDecision } from '../domain/shell/navigation';
import { pathTo } from '../domain/shell/paths';
import { sendToLogin } from '../machines/account/loginRedirect';
import { selectServiceLink } from '../machines/messages/customerService.view';
import { requestNavigation } from '../machines/shell/navigator';
import { useAppActor, useRootActor } from './system';

/**
 * Carries out an entry decision of domain/navigation.ts: go, log in first (the login page, or the login popup over
 * the screen), refuse with a toast, or prompt. The chat opens the customer service's service link (§3, §7
 * customerService); without one the player is told to contact customer service (contact_service).
 */
export function useEntry(): (decision: EntryDecision) => void {
  const { system } = useRootActor();
  const notificationsActor = useAppActor('notifications');
  const loginPopupActor = useAppActor('loginPopup');
  const csLink = useSelector(useAppActor('customerService'), selectServiceLink);
  return useCallback(
    (decision: EntryDecision) => {
      switch (decision.kind) {
        case 'go':
          requestNavigation(system, { type: 'NAVIGATE', to: decision.path });
          return;
        case 'login':
          sendToLogin(system);
          return;
        case 'loginPopup':
          loginPopupActor.send({ type: 'OPEN', reason: 'memberOnly', continueTo: decision.continueTo });
          return;
        case 'refuse':
          notificationsActor.send({ type: 'TOAST', message: { key: decision.messageKey }, durationMs: TOAST_MS.info });
          return;
        case 'registerPrompt':
          notificationsActor.send({
            type: 'CONFIRM',
            title: { key: 'errors.in_popup_prompt' },
            message: { key: 'shell.registerPrompt' },
            confirmLabel: { key: 'shell.registerNow' },
            confirmHref: pathTo('register'),
          });
          return;
        case 'chat':
          if (csLink) requestNavigation(system, { type: 'OPEN_EXTERNAL', url: csLink });
          else
            notificationsActor.send({
              type: 'TOAST',
              message: { key: 'errors.contact_service' },
              durationMs: TOAST_MS.info,
            });
          return;
      }
    },
    [csLink, notificationsActor.send, loginPopupActor.send, system],
  );
}
