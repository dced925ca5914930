import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../machines/shell/notifications.machine';
import * as notificationsView from '../machines/shell/notifications.view';
import { Dialog, TopLayer } from '../ui/Dialog';
import { SpinnerIcon } from '../ui/icons';
import { useAppActor } from './system';

/** Renders a Message: a translation key with parameters, or a server's own text. */
export function useMessageText(): (message: Message | undefined) => string {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return '';
    return 'text' in message ? message.text : t(message.key, message.params);
  };
}

/** Toasts, dialogs and the loading indicator, drawn from the notifications actor's state (no timers here). */
export function NotificationsHost() {
  const notificationsActor = useAppActor('notifications');
  const { t } = useTranslation();
  const text = useMessageText();
  const toast = useSelector(notificationsActor, notificationsView.toast);
  const dialog = useSelector(notificationsActor, notificationsView.dialog);
  const closing = useSelector(notificationsActor, notificationsView.dialogClosing);
  const loading = useSelector(notificationsActor, notificationsView.loading);
  const confirmButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <TopLayer>
        <div aria-live="polite">
          {toast && (
            <div className={`toast toast-${toast.kind}`} role="status" key={toast.id}>
              {text(toast.message)}
            </div>
          )}
        </div>
      </TopLayer>
      {dialog && (
        <Dialog
          key={dialog.id}
          variant="alert"
          labelledBy="dialog-title"
          describedBy="dialog-message"
          onDismiss={() => notificationsActor.send({ type: 'DIALOG_CANCEL' })}
          onBackdrop={() => notificationsActor.send({ type: 'DIALOG_MASK' })}
          initialFocus={confirmButton}
          closing={closing}
        >
          <div className="dialog">
            <h2 id="dialog-title">{dialog.title ? text(dialog.title) : t('common.popupTitle')}</h2>
            <p id="dialog-message">{text(dialog.message)}</p>
            <div className="dialog-actions">
              {dialog.kind === 'confirm' && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => notificationsActor.send({ type: 'DIALOG_CANCEL' })}
                >
                  {dialog.cancelLabel ? text(dialog.cancelLabel) : t('common.cancel')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-primary"
                ref={confirmButton}
                onClick={() => notificationsActor.send({ type: 'DIALOG_CONFIRM' })}
              >
                {dialog.confirmLabel
                  ? text(dialog.confirmLabel)
                  : t(dialog.kind === 'confirm' ? 'common.submit' : 'common.ok')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
      {loading && (
        <TopLayer>
          <div className="loading-overlay" role="alert" aria-busy="true">
            <div className="loading-box">
              <span className="spin">
                <SpinnerIcon size={32} />
              </span>
              <span>{loading.message ? text(loading.message) : t('common.loading')}</span>
            </div>
          </div>
        </TopLayer>
      )}
    </>
  );
}
