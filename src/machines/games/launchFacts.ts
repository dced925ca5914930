import { fromCallback } from 'xstate';
import type { VendorCatalogue } from '../../domain/games/vendorSorting';
import type { SiteConfig } from '../../domain/shell/site-config';
import { loggedInOf, memberTypeOf } from '../shell/listeners';
import type { SystemLike } from '../shell/notify';
import { vendorDirectoryOf } from './vendors.selectors';

/** What a launch needs to know of the rest of the app: the session (§6 member type) and the vendor mapping (§3). */
export interface LaunchFacts {
  loggedIn: boolean;
  memberType: number | null;
  mapping: Record<string, readonly string[]>;
}

type Watched = { getSnapshot: () => { context?: unknown }; subscribe: (fn: () => void) => { unsubscribe: () => void } };

function factsOf(system: SystemLike): LaunchFacts {
  const config = (
    (system.get('siteConfig') as Watched | undefined)?.getSnapshot().context as
      | { config?: SiteConfig | null }
      | undefined
  )?.config;
  const loaded = (
    (system.get('vendors') as Watched | undefined)?.getSnapshot().context as
      | { data?: VendorCatalogue | null }
      | undefined
  )?.data;
  return {
    loggedIn: loggedInOf(system),
    memberType: memberTypeOf(system),
    mapping: vendorDirectoryOf(config ?? null, loaded ?? null).mapping,
  };
}

/**
 * The launch actor hears the session, the site config and the vendors (ARCHITECTURE "One actor system"): this
 * listener watches their snapshots and sends FACTS_CHANGED when what a launch needs changes, once at start too.
 * Silent when none of them runs (a launch machine under test gets its facts in the LAUNCH event).
 */
export const launchFacts = fromCallback(({ system, sendBack }) => {
  const watched = (['session', 'siteConfig', 'vendors'] as const)
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
