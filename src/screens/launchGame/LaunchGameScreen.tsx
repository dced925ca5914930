import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import '../../ui/games/games.css';
import { sessionActor } from '../../app/actors';
import { playTypeFor } from '../../domain/prizeMode';
import { lotteryLaunchMachine } from '../../machines/lotteryLaunch.machine';
import { selectIsLoggedIn } from '../../machines/session.selectors';
import { navigate } from '../../services/navigation';
import { LaunchFailed, LaunchWaiting } from '../../ui/games/LaunchStatus';

/**
 * /m/launchGame (spec §2): the lottery launcher. Query playType (ent or trad), gameId, gameGroupId, prize_mode,
 * code, vendor, pageBack=home. Without a session it goes to /m/login (§4); otherwise the lottery launcher call
 * answers the frame's mui and game, and the lottery frame opens with them.
 */
export default function LaunchGameScreen() {
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const restoring = useSelector(sessionActor, (s) => s.matches('restoring'));
  useEffect(() => {
    if (!restoring && !loggedIn) navigate('/m/login', { replace: true });
  }, [restoring, loggedIn]);
  return restoring || !loggedIn ? <LaunchWaiting /> : <LotteryLauncher />;
}

function LotteryLauncher() {
  const q = new URLSearchParams(useSearch());
  const launcher = useActorRef(lotteryLaunchMachine, {
    input: {
      vendor: q.get('vendor') || 'LOTT',
      gameCode: q.get('code') || q.get('gameId') || 'lobby',
      prizeMode: q.get('prize_mode') || 'Lott',
      playType: q.get('playType') === 'ent' ? 'ent' : playTypeFor(q.get('lottoMode') ?? ''),
      pageBack: q.has('pageBack'),
    },
  });
  const failed = useSelector(launcher, (s) => s.matches('failed'));
  return failed ? <LaunchFailed onRetry={() => launcher.send({ type: 'RETRY' })} /> : <LaunchWaiting />;
}
