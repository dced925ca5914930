import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../ui/games/games.css';
import { lottoFrameClosePath } from '../../domain/launch';
import { handedOverUrl, lotteryLaunchMachine } from '../../machines/lotteryLaunch.machine';
import { navigate, navigationState } from '../../services/navigation';
import { LaunchFailed, LaunchWaiting } from '../../ui/games/LaunchStatus';
import { CloseIcon } from '../../ui/icons';

interface Props {
  mui?: string;
  playType?: string;
  gameId?: string;
}

/**
 * The lottery frame /m/lotto-h5/{mui}/{playType}/games/{gameId} (spec §2 "Lottery frame"): the game full screen
 * with a small corner close control, to /m/home with pageBack, else /m/game. The launcher hands the game page over
 * with the navigation; a reloaded frame asks the lottery launcher again (vendor in the query).
 */
export default function LottoFrameScreen({ playType = 'trad', gameId = 'lobby' }: Props) {
  const { t } = useTranslation();
  const q = new URLSearchParams(useSearch());
  const frame = useActorRef(lotteryLaunchMachine, {
    input: {
      vendor: q.get('vendor') || 'LOTT',
      gameCode: gameId,
      prizeMode: q.get('prize_mode') ?? 'Lott',
      playType: playType === 'ent' ? 'ent' : 'trad',
      pageBack: q.has('pageBack'),
      url: handedOverUrl(navigationState()),
    },
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
        <LaunchFailed onRetry={() => frame.send({ type: 'RETRY' })} />
      ) : (
        <LaunchWaiting text={false} />
      )}
    </div>
  );
}
