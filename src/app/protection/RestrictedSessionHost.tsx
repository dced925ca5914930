import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { restrictedOf } from '../../domain/protection/exclusion';
import { pathTo } from '../../domain/shell/paths';
import { selectMember } from '../../machines/account/session.view';
import { navigate } from '../../services/shell/navigation';
import { Dialog } from '../../ui/Dialog';
import { useAppActor } from '../system';
import '../../ui/protection/exclusion.css';

/**
 * A self-excluded account's restricted session (issue 16 tool 4): the server answers only withdrawing and logout, so
 * on every address but withdraw a blocking notice says why and until when, and offers Withdraw and Log out (like the
 * forced password change's gate in the Shell).
 */
export function RestrictedSessionHost() {
  const { t } = useTranslation();
  const session = useAppActor('session');
  const member = useSelector(session, selectMember);
  const [location] = useLocation();
  const restricted = restrictedOf(member?.restricted);
  if (!restricted || location === pathTo('withdraw')) return null;
  const until = typeof member?.restrictedUntil === 'string' ? Date.parse(member.restrictedUntil) : Number.NaN;
  return (
    <Dialog variant="alert" labelledBy="restricted-title" describedBy="restricted-text">
      <div className="exclusion-confirm" data-testid="restricted-notice">
        <h2 id="restricted-title">{t('protection.exclusion.restricted.title')}</h2>
        <p id="restricted-text">
          {Number.isNaN(until)
            ? t('protection.exclusion.restricted.textPermanent')
            : t('protection.exclusion.restricted.text', { until })}
        </p>
        <p className="exclusion-note">{t('protection.exclusion.restricted.only')}</p>
        <div className="exclusion-actions">
          <button type="button" className="btn btn-secondary" onClick={() => session.send({ type: 'LOGOUT' })}>
            {t('protection.exclusion.restricted.logout')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => navigate(pathTo('withdraw'))}>
            {t('protection.exclusion.restricted.withdraw')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
