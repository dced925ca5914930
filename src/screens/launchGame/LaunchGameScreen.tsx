import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../ui/games/games.css';
import { sessionActor } from '../../app/actors';
import { lottoFramePath } from '../../domain/launch';
import { playTypeFor } from '../../domain/prizeMode';
import { selectIsLoggedIn } from '../../machines/session.selectors';
import { navigate } from '../../services/navigation';
import { SpinnerIcon } from '../../ui/icons';

/**
 * /m/launchGame (spec §2): the lottery launcher. Query playType (ent or trad), gameId, gameGroupId, prize_mode,
 * code, vendor, pageBack=home. Without a session it goes to /m/login (§4); otherwise to the lottery frame.
 */
export default function LaunchGameScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const restoring = useSelector(sessionActor, (s) => s.matches('restoring'));
  useEffect(() => {
    if (restoring) return;
    const q = new URLSearchParams(search);
    if (!loggedIn) {
      navigate('/m/login', { replace: true });
      return;
    }
    const playType = q.get('playType') === 'ent' ? 'ent' : playTypeFor(q.get('lottoMode') ?? '');
    const vendor = q.get('vendor') || 'LOTT';
    const code = q.get('code') || q.get('gameId') || 'lobby';
    navigate(lottoFramePath(vendor, playType, code, q.get('prize_mode') || 'Lott', q.has('pageBack')), {
      replace: true,
    });
  }, [restoring, loggedIn, search]);
  return (
    <div className="centered-state" aria-busy="true">
      <span className="spin">
        <SpinnerIcon size={32} />
      </span>
      <p>{t('games.starting')}</p>
    </div>
  );
}
