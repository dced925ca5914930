import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectLoginPopupOpen } from '../machines/account/loginPopup.view';
import { useAppActor } from './system';

/** The login form loads with the popup, not with every screen. */
const LoginModal = lazy(() => import('../screens/account/login/LoginModal').then((m) => ({ default: m.LoginModal })));

/** The login popup over whatever screen is shown, while the `loginPopup` actor is open (spec §4 login modal). */
export function LoginPopupHost() {
  const open = useSelector(useAppActor('loginPopup'), selectLoginPopupOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
