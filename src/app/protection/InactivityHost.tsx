import { useSelector } from '@xstate/react';
import { inactivityMachine } from '../../machines/protection/inactivity.machine';
import { inactivityView, sameInactivityView } from '../../machines/protection/inactivity.view';
import { InactivityWarning } from '../../ui/protection/InactivityWarning';
import { useScreenActor } from '../system';

/** The inactivity warning and logout for a logged-in member (issue 16 tool 5), over every screen. */
export function InactivityHost() {
  const actor = useScreenActor(inactivityMachine);
  const view = useSelector(actor, inactivityView, sameInactivityView);
  if (!view.warning) return null;
  return <InactivityWarning secondsLeft={view.secondsLeft} onStay={() => actor.send({ type: 'STAY_LOGGED_IN' })} />;
}
