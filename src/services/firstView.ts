/**
 * The server draws home's top bar and first banner into the HTML as a layer over the app (server/site/firstView.ts)
 * so the page's main picture shows before the app's script has run. The app removes the layer once its own home
 * shows that picture, or as soon as it shows anything else.
 */
export function dismissFirstView(): void {
  document.getElementById('first-view')?.remove();
}
