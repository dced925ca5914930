import { type AnyActorRef, fromCallback } from 'xstate';

/** Where the session's member info stands: no session, being fetched, known, or its last fetch failed. */
export type MemberPhase = 'loggedOut' | 'loading' | 'ready' | 'failed';

export type MemberPhaseEvent = { type: 'MEMBER_PHASE'; phase: MemberPhase };

type SessionSnapshot = { matches: (value: unknown) => boolean };

function phaseOf(snapshot: SessionSnapshot): MemberPhase {
  if (!snapshot.matches('loggedIn')) return 'loggedOut';
  if (snapshot.matches({ loggedIn: { member: 'ready' } })) return 'ready';
  if (snapshot.matches({ loggedIn: { member: 'failed' } })) return 'failed';
  return 'loading';
}

/**
 * Hears the session's member info (ARCHITECTURE "One actor system": a listener reads the app-level actor, nothing
 * forwards through React): sends MEMBER_PHASE with the phase at start and each time it changes. Silent when no
 * session runs (a machine under test gets its phases as events).
 */
export const memberPhases = fromCallback<MemberPhaseEvent>(({ system, sendBack }) => {
  const session = system.get('session') as (AnyActorRef & { getSnapshot: () => SessionSnapshot }) | undefined;
  if (!session) return;
  let last: MemberPhase | null = null;
  const check = () => {
    const phase = phaseOf(session.getSnapshot());
    if (phase === last) return;
    last = phase;
    sendBack({ type: 'MEMBER_PHASE', phase });
  };
  const subscription = session.subscribe(check);
  check();
  return () => subscription.unsubscribe();
});
