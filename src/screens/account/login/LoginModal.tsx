import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../../../app/system';
import { useBodyClass } from '../../../app/useBodyClass';
import { selectIsLoggedIn } from '../../../machines/account/session.view';
import { Dialog } from '../../../ui/Dialog';
import { CloseIcon } from '../../../ui/icons';
import { useAccountConfig } from '../shared/accountScreen';
import { LoginForm } from './LoginScreen';

export const LOGIN_MODAL_BODY_CLASS = 'login-modal-open';

/**
 * The login modal variant (spec §4 "Login modal open adds a body class; close removes it"): the same login form in
 * a dialog over the current page; it closes itself once the session exists.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const config = useAccountConfig();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);

  useBodyClass(LOGIN_MODAL_BODY_CLASS);
  useEffect(() => {
    if (loggedIn) onClose();
  }, [loggedIn, onClose]);

  return (
    <Dialog variant="sheet" labelledBy="login-modal-title" onDismiss={onClose}>
      <div className="sheet login-modal">
        <div className="login-modal-head">
          <h2 id="login-modal-title">{t('account.login.title')}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {config.ready && <LoginForm variant="modal" />}
      </div>
    </Dialog>
  );
}
