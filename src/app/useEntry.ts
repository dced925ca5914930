import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { TOAST_MS } from '../domain/constants';
import type { EntryDecision } from '../domain/shell/navigation';
import { selectCustomerServiceLink } from '../machines/shell/siteConfig.selectors';
import { navigate, openExternal } from '../services/shell/navigation';
import { useAppActor } from './system';

/** Carries out an entry decision of domain/navigation.ts: go, log in first, refuse with a toast, or prompt. */
export function useEntry(): (decision: EntryDecision) => void {
  const notificationsActor = useAppActor('notifications');
  const siteConfigActor = useAppActor('siteConfig');
  const csLink = useSelector(siteConfigActor, selectCustomerServiceLink);
  return useCallback(
    (decision: EntryDecision) => {
      switch (decision.kind) {
        case 'go':
          navigate(decision.path);
          return;
        case 'login':
          notificationsActor.send({
            type: 'TOAST',
            message: { key: 'errors.in_logged_login' },
            durationMs: TOAST_MS.info,
          });
          navigate('/m/login');
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
            confirmHref: '/m/register',
          });
          return;
        case 'chat':
          if (csLink) openExternal(csLink);
          else
            notificationsActor.send({
              type: 'TOAST',
              message: { key: 'errors.contact_service' },
              durationMs: TOAST_MS.info,
            });
          return;
      }
    },
    [csLink, notificationsActor.send],
  );
}
