/**
 * The server draws the top of home and of a category's lobby into the HTML as a layer over the app
 * (server/site/firstView.ts) so the page's main pictures show before the app's script has run. The app removes the
 * layer once its own screen shows those pictures, or as soon as it shows anything else.
 */

/** The routes the server may draw a first view for (server/site/firstView.ts FIRST_VIEW_PATHS). */
const ROUTES_WITH_FIRST_VIEW = new Set(['home', 'gameLobbyCenter']);

export function mayHaveFirstView(routeName: string): boolean {
  return ROUTES_WITH_FIRST_VIEW.has(routeName);
}

export function dismissFirstView(): void {
  document.getElementById('first-view')?.remove();
}
