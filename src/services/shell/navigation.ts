/**
 * Navigation for machines and services, which must not import the router: a history push that wouter hears.
 * Screens use wouter's `useLocation` directly.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function goBack(): void {
  history.back();
}

/** Opens an external link in a new window (spec §4 launch flow), or through the native bridge in the app shell. */
export function openExternal(url: string): void {
  const bridge = (globalThis as { AppBridge?: { openUrl?: (u: string) => void } }).AppBridge;
  if (bridge?.openUrl) {
    bridge.openUrl(url);
    return;
  }
  window.open(url, '_blank', 'noopener');
}
