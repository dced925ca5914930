import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../../app/system';
import { selectLoginPopupMessageKey, selectLoginPopupOpen } from '../../../machines/account/loginPopup.view';
import { Dialog } from '../../../ui/Dialog';
import { CloseIcon } from '../../../ui/icons';
import { useAccountConfig } from '../shared/accountScreen';
import { LoginForm } from './LoginScreen';

/**
 * The login popup (spec §2 "login popups", §4 login modal): the login form in a dialog over the current screen,
 * shown while the `loginPopup` actor is open. It says why it opened (§8), and closes itself once a session exists
 * (the machine hears it); the body class and the saved showLogin flag are the machine's effects.
 */
export function LoginModal() {
  const popup = useAppActor('loginPopup');
  const open = useSelector(popup, selectLoginPopupOpen);
  if (!open) return null;
  return <LoginPopupDialog onClose={() => popup.send({ type: 'CLOSE' })} />;
}

function LoginPopupDialog({ onClose }: { onClose: () => void }) {
  const popup = useAppActor('loginPopup');
  const { t } = useTranslation();
  const config = useAccountConfig();
  const messageKey = useSelector(popup, selectLoginPopupMessageKey);

  return (
    <Dialog
      variant="sheet"
      labelledBy="login-modal-title"
      describedBy={messageKey ? 'login-modal-reason' : undefined}
      onDismiss={onClose}
    >
      {/* A link of the form (forgot password, sign up) leaves the screen: the popup goes with it. */}
      <div
        className="sheet login-modal"
        onClickCapture={(e) => {
          if ((e.target as Element).closest('a[href]')) onClose();
        }}
      >
        <div className="login-modal-head">
          <h2 id="login-modal-title">{t('account.login.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {messageKey && (
          <p className="login-modal-reason" id="login-modal-reason">
            {t(messageKey)}
          </p>
        )}
        {config.ready && <LoginForm variant="modal" />}
      </div>
    </Dialog>
  );
}
