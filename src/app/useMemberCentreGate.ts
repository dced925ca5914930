import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type EntryDecision, memberCentreEntry } from '../domain/shell/navigation';
import { selectMemberType } from '../machines/account/session.view';
import { useAppActor } from './system';
import { useEntry } from './useEntry';

/**
 * The member centre's rule on its own pages, also at a typed address (§4): a visitor goes to login and a trial member
 * gets the register alert, once the session is restored and only once. Answers the decision, null while restoring:
 * the page shows itself on `go` only.
 */
export function useMemberCentreGate(): EntryDecision | null {
  const session = useAppActor('session');
  const restoring = useSelector(session, (s) => s.matches('restoring'));
  const type = useSelector(session, selectMemberType);
  const enter = useEntry();
  const decision = restoring ? null : memberCentreEntry(type);
  const decided = useRef(false);
  useEffect(() => {
    if (!decision || decision.kind === 'go' || decided.current) return;
    decided.current = true;
    enter(decision);
  }, [decision, enter]);
  return decision;
}
