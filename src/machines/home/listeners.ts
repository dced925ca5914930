import { type AnyActorRef, fromCallback } from 'xstate';
import { homeBanners } from '../../domain/home/homeData';
import type { AnnouncementList } from '../../domain/messages/announcements';
import type { SiteConfig } from '../../domain/shell/site-config';

/**
 * How home's motion machines hear the lists they move (ARCHITECTURE "One actor system"): each watches the actor
 * that holds its list and sends SET_COUNT with the list's length, at start and whenever it changes. Nothing is
 * forwarded through React. A machine run alone (tests, diagrams) has none of these actors: the listeners stay silent.
 */

export type SetCount = { type: 'SET_COUNT'; count: number };
type Watched = AnyActorRef & { getSnapshot: () => { context?: unknown } };

/** Calls `send` with the count now, then after every change of `count()` that one of `actors` reports. */
function watchCount(actors: Watched[], count: () => number, send: (event: SetCount) => void) {
  let last = count();
  send({ type: 'SET_COUNT', count: last });
  const subs = actors.map((actor) =>
    actor.subscribe(() => {
      const now = count();
      if (now === last) return;
      last = now;
      send({ type: 'SET_COUNT', count: now });
    }),
  );
  return () => {
    for (const sub of subs) sub.unsubscribe();
  };
}

/** The number of home banners (spec §2: groups m_home, and m_live with the live model), from the app-level actors. */
export const bannerCount = fromCallback<SetCount>(({ system, sendBack }) => {
  const announcements = system.get('announcements') as Watched | undefined;
  const siteConfig = system.get('siteConfig') as Watched | undefined;
  if (!announcements || !siteConfig) return;
  const count = () => {
    const list = (announcements.getSnapshot().context as { data?: AnnouncementList } | undefined)?.data;
    const config = (siteConfig.getSnapshot().context as { config?: SiteConfig | null } | undefined)?.config;
    return homeBanners(list?.banners ?? [], config?.liveModel !== false).length;
  };
  return watchCount([announcements, siteConfig], count, sendBack);
});

/** The number of entries a list actor holds (`context.data`), given as input: the winner board's rows (§2). */
export const entryCount = fromCallback<SetCount, { list: AnyActorRef | null }>(({ input, sendBack }) => {
  const list = input.list as Watched | null;
  if (!list) return;
  const count = () => ((list.getSnapshot().context as { data?: unknown[] } | undefined)?.data ?? []).length;
  return watchCount([list], count, sendBack);
});
