import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../ui/games/games.css';
import { lottoFrameClosePath } from '../../domain/launch';
import { lotteryLaunchMachine } from '../../machines/lotteryLaunch.machine';
import { navigate } from '../../services/navigation';
import { CloseIcon, SpinnerIcon } from '../../ui/icons';

interface Props {
  mui?: string;
  playType?: string;
  gameId?: string;
}

/**
 * The lottery frame /m/lotto-h5/{mui}/{playType}/games/{gameId} (spec §2 "Lottery frame"): the game full screen
 * with a small corner close control, to /m/home with pageBack, else /m/game.
 */
export default function LottoFrameScreen({ mui = '', playType = 'trad', gameId = 'lobby' }: Props) {
  const { t } = useTranslation();
  const q = new URLSearchParams(useSearch());
  const frame = useActorRef(lotteryLaunchMachine, {
    input: { vendor: mui, gameCode: gameId, prizeMode: q.get('prize_mode') ?? 'Lott', playType },
  });
  const state = useSelector(frame, (s) => s);
  const close = () => navigate(lottoFrameClosePath(q.get('pageBack')));
  return (
    <div className="lotto-frame">
      <button type="button" className="lotto-frame-close" aria-label={t('games.closeGame')} onClick={close}>
        <CloseIcon size={18} />
      </button>
      {state.matches('playing') ? (
        <iframe title={t('games.lotteryGame')} src={state.context.url} allow="autoplay; fullscreen" />
      ) : state.matches('failed') ? (
        <div className="centered-state">
          <p>{t('games.launchFailed')}</p>
          <button type="button" className="btn btn-primary" onClick={() => frame.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="centered-state" aria-busy="true">
          <span className="spin">
            <SpinnerIcon size={32} />
          </span>
        </div>
      )}
    </div>
  );
}
