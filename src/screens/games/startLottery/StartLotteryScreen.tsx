import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../../ui/games/games.css';
import { useAppActor } from '../../../app/system';
import { SpinnerIcon } from '../../../ui/icons';

/**
 * /m/startLottery?vendor=V&code=C: starts a lottery game (default: the lottery lobby) through the launch flow (§4):
 * a visitor goes to login, a member to the lottery launcher.
 */
export default function StartLotteryScreen() {
  const launchActor = useAppActor('launch');
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const vendor = (params.get('vendor') || params.get('vassalage') || 'LOTT').toUpperCase();
  const code = params.get('code') || params.get('gameCode') || 'lobby';
  const restoring = useSelector(sessionActor, (s) => s.matches('restoring'));
  const lottoMode = params.get('lottoMode') ?? '';
  const launched = useRef(false);
  useEffect(() => {
    if (restoring || launched.current) return;
    launched.current = true;
    launchActor.send({
      type: 'LAUNCH',
      game: { nodeId: `${vendor}-${code}`, vassalage: vendor, gameCode: code, gameId: code, lottoMode },
    });
  }, [restoring, vendor, code, lottoMode, launchActor.send]);
  return (
    <div className="centered-state" aria-busy="true">
      <span className="spin">
        <SpinnerIcon size={32} />
      </span>
      <p>{t('games.starting')}</p>
    </div>
  );
}
