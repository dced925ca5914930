import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { pathTo, ROUTE_PATHS } from '../../domain/shell/paths';
import { selectWallet } from '../../machines/account/session.view';
import { realityCheckMachine } from '../../machines/protection/realityCheck.machine';
import * as view from '../../machines/protection/realityCheck.view';
import { RealityCheckDialog, SessionClock } from '../../ui/protection/RealityCheckDialog';
import { useAppActor, useScreenActor } from '../system';

/** The lottery frame's paths start with this (its route's part before the first parameter). */
const LOTTO_FRAME_PREFIX = ROUTE_PATHS.lottoFrame[0].split(':')[0] ?? '';

/** Where the session clock shows: the lottery frame's corner, or the header of the game screens. */
function clockPlace(pathname: string): 'corner' | 'header' | null {
  if (pathname.startsWith(LOTTO_FRAME_PREFIX)) return 'corner';
  if (pathname.startsWith(pathTo('game')) || pathname.startsWith(pathTo('launchGame'))) return 'header';
  return null;
}

/**
 * The reality check over every screen during play, and the session time while playing (issue 16 tool 2). The dialog
 * is native-modal (top layer), so it also covers the lottery frame; the frame's orders wait meanwhile because the
 * server refuses bets until the check is answered.
 */
export function RealityCheckHost() {
  const actor = useScreenActor(realityCheckMachine);
  const session = useAppActor('session');
  const wallet = useSelector(session, selectWallet);
  const shown = useSelector(actor, view.checkShown);
  const played = useSelector(actor, view.playedSeconds);
  const net = useSelector(actor, view.sessionNet);
  const busy = useSelector(actor, view.answering);
  const failed = useSelector(actor, view.answerFailed);
  const interval = useSelector(actor, view.intervalMinutes);
  const [pathname] = useLocation();
  const place = clockPlace(pathname);
  const header = useHeader(place === 'header', pathname);
  return (
    <>
      {shown && (
        <RealityCheckDialog
          playedSeconds={played ?? 0}
          net={net}
          currencySymbol={wallet?.currencySymbol ?? ''}
          intervalMinutes={interval}
          busy={busy}
          failed={failed}
          onContinue={() => actor.send({ type: 'CONTINUE' })}
          onHistory={() => actor.send({ type: 'SEE_HISTORY' })}
          onLogout={() => actor.send({ type: 'LOG_OUT' })}
        />
      )}
      {played !== null && place === 'corner' && <SessionClock seconds={played} corner />}
      {played !== null && header && createPortal(<SessionClock seconds={played} corner={false} />, header)}
    </>
  );
}

/** The title bar of the screen shown (rendered by the shell, found after it paints). */
function useHeader(wanted: boolean, pathname: string): HTMLElement | null {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new screen has its own title bar to find
  useEffect(() => {
    if (!wanted) {
      setHeader(null);
      return;
    }
    const find = () => setHeader(document.querySelector<HTMLElement>('header.title-bar'));
    find();
    // The screen's chunk may still be loading: look again once it has painted.
    const timer = window.setTimeout(find, 500);
    return () => window.clearTimeout(timer);
  }, [wanted, pathname]);
  return header;
}
