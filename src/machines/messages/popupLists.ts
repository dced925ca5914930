import { type AnyActorRef, fromCallback } from 'xstate';
import type { Announcement } from '../../domain/messages/announcements';
import { type PopupGroup, popupGroupOf } from '../../domain/messages/popup';
import { loggedInOf } from '../shell/listeners';
import type { SystemLike } from '../shell/notify';

/**
 * How the announcement popup hears its list: each time the announcements actor (systemId `announcements`) holds new
 * data, the popup items arrive as LIST_LOADED with the group of the session they were loaded for (§4: visitors B,
 * members A, plus F on the first login) and the language they are written in. The announcements actor already
 * reloads on a login, a logout and a language change; the server filters popups by group. A machine run alone has
 * no announcements actor: the listener then stays silent.
 */
export type PopupListLoaded = {
  type: 'LIST_LOADED';
  items: Announcement[];
  group: PopupGroup;
  language: string;
};

type Snapshotted = AnyActorRef & { getSnapshot: () => { context?: unknown; value?: unknown } };

function groupOf(system: SystemLike): PopupGroup {
  const session = system.get('session') as Snapshotted | undefined;
  const info = (session?.getSnapshot().context as { info?: { firstTimeLogin?: boolean } | null } | undefined)?.info;
  return popupGroupOf({ loggedIn: loggedInOf(system), firstTimeLogin: info?.firstTimeLogin === true });
}

function languageOf(system: SystemLike): string {
  const language = system.get('language') as Snapshotted | undefined;
  return (language?.getSnapshot().context as { language?: string } | undefined)?.language ?? '';
}

export const popupLists = fromCallback<PopupListLoaded>(({ system, sendBack }) => {
  const announcements = system.get('announcements') as Snapshotted | undefined;
  if (!announcements) return;
  let seen: unknown;
  const check = () => {
    const snapshot = announcements.getSnapshot() as {
      value?: unknown;
      context?: { data?: { popup?: Announcement[] } };
    };
    const data = snapshot.context?.data;
    // Each load assigns a new data object; the first (empty) one is not a list that arrived.
    if (snapshot.value !== 'ready' || !data || data === seen) return;
    seen = data;
    sendBack({ type: 'LIST_LOADED', items: data.popup ?? [], group: groupOf(system), language: languageOf(system) });
  };
  const sub = announcements.subscribe(check);
  check();
  return () => sub.unsubscribe();
});
