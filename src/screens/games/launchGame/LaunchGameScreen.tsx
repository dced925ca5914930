import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { useScreenActor } from '../../../app/system';
import '../../../ui/games/games.css';
import { playTypeFor } from '../../../domain/games/prizeMode';
import { lotteryLaunchMachine } from '../../../machines/games/lotteryLaunch.machine';
import * as lotteryLaunchView from '../../../machines/games/lotteryLaunch.view';
import { LaunchFailed, LaunchWaiting } from '../../../ui/games/LaunchStatus';

/**
 * /m/launchGame (spec §2): the lottery launcher. Query playType (ent or trad), gameId, gameGroupId, prize_mode,
 * code, vendor, pageBack=home (and nodeId, for the recent games). The lotteryLaunch machine sends a visitor to
 * /m/login (§4); otherwise the lottery launcher call answers the frame's mui and game, and the frame opens with them.
 */
export default function LaunchGameScreen() {
  const q = new URLSearchParams(useSearch());
  const launcher = useScreenActor(lotteryLaunchMachine, {
    input: {
      vendor: q.get('vendor') || 'LOTT',
      gameCode: q.get('code') || q.get('gameId') || 'lobby',
      prizeMode: q.get('prize_mode') || 'Lott',
      playType: q.get('playType') === 'ent' ? 'ent' : playTypeFor(q.get('lottoMode') ?? ''),
      pageBack: q.has('pageBack'),
      nodeId: q.get('nodeId') ?? '',
    },
  });
  const failed = useSelector(launcher, lotteryLaunchView.failed);
  return failed ? <LaunchFailed onRetry={() => launcher.send({ type: 'RETRY' })} /> : <LaunchWaiting />;
}
