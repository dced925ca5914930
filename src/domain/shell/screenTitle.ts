/**
 * Titles and screens for the document title, the route announcer and the focus on navigation (issue 11): what a
 * screen is called and when the player has moved to another screen.
 */

/** Between the screen's title and the site's name in the document title. */
export const TITLE_SEPARATOR = ' | ';

/** `<title>`: the screen's title, then the site's name; either alone when the other is empty or the same. */
export function documentTitle(screenTitle: string, siteName: string): string {
  const screen = screenTitle.trim();
  const site = siteName.trim();
  if (!screen) return site;
  if (!site || screen === site) return screen;
  return `${screen}${TITLE_SEPARATOR}${site}`;
}

/** The part of a route its title needs (the route table's `RouteDef`). */
export interface TitledRoute {
  name: string;
  /** The title comes from the `gameCategory` query when present (§2 header). */
  titleFromCategory?: boolean;
}

/** The translation that names a screen: the category's on lobby routes that have one in the query, else the route's. */
export type ScreenTitleSource = { kind: 'category'; category: string } | { kind: 'route'; name: string };

export function screenTitleSource(route: TitledRoute, search: string): ScreenTitleSource {
  const category = route.titleFromCategory ? new URLSearchParams(search).get('gameCategory') : null;
  return category ? { kind: 'category', category } : { kind: 'route', name: route.name };
}

/**
 * What tells one screen from another for the announcer and the focus: the path, and on lobby routes the category
 * that titles the screen. Other query changes (a tab, a filter, a search) stay on the same screen.
 */
export function screenKey(route: TitledRoute, pathname: string, search: string): string {
  const source = screenTitleSource(route, search);
  return source.kind === 'category' ? `${pathname}?gameCategory=${source.category}` : pathname;
}
