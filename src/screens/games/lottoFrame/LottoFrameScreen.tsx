import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ScreenHeading } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import '../../../ui/games/games.css';
import { frameStartUrl } from '../../../app/implementations/games';
import { useNavigator } from '../../../app/useNavigator';
import { lottoFrameClosePath } from '../../../domain/games/launch';
import { lotteryLaunchMachine } from '../../../machines/games/lotteryLaunch.machine';
import * as lotteryLaunchView from '../../../machines/games/lotteryLaunch.view';
import { LaunchFailed, LaunchWaiting } from '../../../ui/games/LaunchStatus';
import { CloseIcon } from '../../../ui/icons';

interface Props {
  playType?: string;
  gameId?: string;
}

/**
 * The lottery frame /m/lotto-h5/{mui}/{playType}/games/{gameId} (spec §2 "Lottery frame"): the game full screen
 * with a small corner close control, to /m/home with pageBack, else /m/game. The launcher hands the game page over
 * once, in memory (app/implementations/games.ts frameStartUrl); a reloaded frame, or one come back to with Back or Forward, asks the lottery
 * launcher again (vendor in the query). The route's {mui} is the launcher's answer and is not needed to ask again.
 */
export default function LottoFrameScreen({ playType = 'trad', gameId = 'lobby' }: Props) {
  const nav = useNavigator();
  const { t } = useTranslation();
  const q = new URLSearchParams(useSearch());
  const vendor = q.get('vendor') || 'LOTT';
  const play = playType === 'ent' ? 'ent' : 'trad';
  const frame = useScreenActor(lotteryLaunchMachine, {
    input: {
      vendor,
      gameCode: gameId,
      prizeMode: q.get('prize_mode') ?? 'Lott',
      playType: play,
      pageBack: q.has('pageBack'),
      inFrame: true,
      url: frameStartUrl({ vendor, playType: play, gameId }),
    },
  });
  const playing = useSelector(frame, lotteryLaunchView.playing);
  const failed = useSelector(frame, lotteryLaunchView.failed);
  const close = () => nav.go(lottoFrameClosePath(q.get('pageBack')));
  const session = useAppActor('session');
  // Orders placed in the frame move the balance: leaving it, the header loads it again (issue 14 item 5).
  useEffect(() => () => session.send({ type: 'REFRESH_WALLET' }), [session]);
  return (
    <div className="lotto-frame">
      {/* Full screen, no title bar: the screen's title is there for assistive technology only. */}
      <ScreenHeading hidden />
      <button type="button" className="lotto-frame-close" aria-label={t('games.closeGame')} onClick={close}>
        <CloseIcon size={18} />
      </button>
      {playing !== null ? (
        <iframe title={t('games.lotteryGame')} src={playing} allow="autoplay; fullscreen" />
      ) : failed ? (
        <LaunchFailed onRetry={() => frame.send({ type: 'RETRY' })} />
      ) : (
        <LaunchWaiting text={false} />
      )}
    </div>
  );
}
