import { fromCallback } from 'xstate';
import type { SiteConfig } from '../../domain/shell/site-config';
import { loggedInOf, memberTypeOf } from '../shell/listeners';
import type { SystemLike } from '../shell/notify';

/** What the unread counts depend on: the session (§6 member type) and flag CBS3 (§6 live chat). */
export interface CentreFacts {
  loggedIn: boolean;
  memberType: number | null;
  chatOn: boolean;
}

type Watched = { getSnapshot: () => { context?: unknown }; subscribe: (fn: () => void) => { unsubscribe: () => void } };

function factsOf(system: SystemLike): CentreFacts {
  const config = (
    (system.get('siteConfig') as Watched | undefined)?.getSnapshot().context as
      | { config?: SiteConfig | null }
      | undefined
  )?.config;
  return {
    loggedIn: loggedInOf(system),
    memberType: memberTypeOf(system),
    chatOn: config?.flags.CBS3 === true,
  };
}

/**
 * The unread counts hear the session and the site config (ARCHITECTURE "One actor system"): this listener watches
 * their snapshots and sends FACTS_CHANGED when one of the facts changes (a login, a logout, the member info, the
 * flag), once at start too. Silent when neither runs (the machine under test gets FACTS_CHANGED from its fixtures).
 */
export const centreFacts = fromCallback(({ system, sendBack }) => {
  const watched = (['session', 'siteConfig'] as const)
    .map((id) => system.get(id) as Watched | undefined)
    .filter((actor): actor is Watched => actor !== undefined);
  if (watched.length === 0) return;
  let last = '';
  const check = () => {
    const facts = factsOf(system);
    const key = JSON.stringify(facts);
    if (key === last) return;
    last = key;
    sendBack({ type: 'FACTS_CHANGED', ...facts });
  };
  const subs = watched.map((actor) => actor.subscribe(check));
  check();
  return () => {
    for (const sub of subs) sub.unsubscribe();
  };
});
