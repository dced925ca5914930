import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppActor } from '../../../app/system';
import { selectIsLoggedIn, selectStartingFreePlay } from '../../../machines/account/session.view';
import '../../../ui/form/form.css';
import { pathTo } from '../../../domain/shell/paths';

/** /m/trail: free trial (spec §4 "Free play": loading toast, trial-play call, then home once a trial session exists). */
export default function TrailScreen() {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const starting = useSelector(sessionActor, selectStartingFreePlay);
  return (
    <div className="account-page feedback-page">
      <div className="account-card trial-card">
        <h2 className="trial-title">{t('account.freePlay.heading')}</h2>
        <p className="feedback-intro">{t('account.freePlay.subtitle')}</p>
        {loggedIn ? (
          <>
            <p>{t('account.freePlay.already')}</p>
            <Link href={pathTo('home')} className="btn btn-primary btn-block">
              {t('account.freePlay.goHome')}
            </Link>
          </>
        ) : (
          <>
            <ul>
              <li>{t('account.freePlay.point1')}</li>
              <li>{t('account.freePlay.point2')}</li>
              <li>{t('account.freePlay.point3')}</li>
            </ul>
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={starting}
              aria-busy={starting}
              onClick={() => sessionActor.send({ type: 'FREE_PLAY' })}
            >
              {t('account.freePlay.start')}
            </button>
            <p className="account-links">
              <Link href={pathTo('register')}>{t('account.freePlay.register')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
