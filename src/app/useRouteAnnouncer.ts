import { useCallback, useEffect, useRef, useState } from 'react';
import { documentTitle } from '../domain/shell/screenTitle';

export interface RouteAnnouncerInput {
  /** Which screen stands in the shell (domain/shell/screenTitle `screenKey`). */
  screenKey: string;
  /** The screen's title in the current language. */
  title: string;
  /** The site's name from the config; empty until it names one. */
  siteName: string;
  /** A session exists: login and logout move the focus like a navigation does. */
  loggedIn: boolean;
}

export interface RouteAnnouncer {
  /** The live region's text: the new screen's title after a navigation, empty on the visit's first screen. */
  announcement: { text: string; id: number };
  /** 0 on the first screen; one more after each navigation, login and logout (the screen heading answers it). */
  focusRequest: number;
  claimFocus: (request: number) => boolean;
}

interface Seen {
  screenKey: string;
  loggedIn: boolean;
  focusRequest: number;
  announcement: { text: string; id: number };
}

/**
 * The shell's half of titles and focus on navigation (issue 11): the document title follows the screen and the
 * language; moving to another screen announces its title (polite live region) and asks its heading to take the
 * focus; a login or logout asks the same without an announcement (its screen's heading says where the player is).
 * The visit's first screen is neither announced nor focused: the browser reads a fresh page itself.
 */
export function useRouteAnnouncer({ screenKey, title, siteName, loggedIn }: RouteAnnouncerInput): RouteAnnouncer {
  const [seen, setSeen] = useState<Seen>(() => ({
    screenKey,
    loggedIn,
    focusRequest: 0,
    announcement: { text: '', id: 0 },
  }));
  let current = seen;
  // Derived in render (not in an effect) so the new screen's heading sees its request when it first mounts.
  if (screenKey !== seen.screenKey || loggedIn !== seen.loggedIn) {
    const moved = screenKey !== seen.screenKey;
    current = {
      screenKey,
      loggedIn,
      focusRequest: seen.focusRequest + 1,
      announcement: moved ? { text: title, id: seen.announcement.id + 1 } : seen.announcement,
    };
    setSeen(current);
  }

  // The title index.html ships: the name until the config gives the site's own.
  const [shippedTitle] = useState(() => document.title);
  useEffect(() => {
    document.title = documentTitle(title, siteName || shippedTitle);
  }, [title, siteName, shippedTitle]);

  const claimed = useRef(0);
  const claimFocus = useCallback((request: number) => {
    if (request <= claimed.current) return false;
    claimed.current = request;
    return true;
  }, []);

  return { announcement: current.announcement, focusRequest: current.focusRequest, claimFocus };
}
