import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isBackSwipe } from '../domain/shell/navigation';
import { pathTo } from '../domain/shell/paths';
import { screenKey, screenTitleSource } from '../domain/shell/screenTitle';
import { selectIsLoggedIn, selectPasswordChange } from '../machines/account/session.view';
import { selectFlowsPage, selectSiteName } from '../machines/shell/siteConfig.view';
import { AnnouncementPopup } from '../screens/messages/popup/AnnouncementPopup';
import { dismissFirstView, mayHaveFirstView } from '../services/shell/firstView';
import { goBack, navigate } from '../services/shell/navigation';
import { SpinnerIcon } from '../ui/icons';
import { BottomBar } from './BottomBar';
import { LoginPopupHost } from './LoginPopupHost';
import { matchRoute, ROUTES, type RouteDef } from './routes';
import { SkipLink } from './SkipLink';
import { ScreenProvider } from './screen';
import { useAppActor } from './system';
import { TitleBar } from './TitleBar';
import { useRouteAnnouncer } from './useRouteAnnouncer';

/** One lazy component per route, created once. A failed chunk load logs and shows the spinner (§8). */
const screens = new Map(
  ROUTES.map((r) => [
    r.name,
    lazy(() =>
      r.load().catch((error: unknown) => {
        console.error(`Cannot find module for route ${r.name}`, error);
        return { default: RouteSpinner };
      }),
    ),
  ]),
);

/**
 * The side menu is not in the first load (home's size budget, issue 2): it loads when the browser is idle after the
 * first screen, or on the first tap of Menu, whichever comes first.
 */
const loadDrawer = () => import('./Drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/** Player protection over every screen (issue 16), loaded with its implementations once a member is logged in. */
const ProtectionHost = lazy(async () => {
  const [{ loadProtectionImplementations }, host] = await Promise.all([
    import('./implementations/lateImplementations'),
    import('./protection/ProtectionHost'),
  ]);
  await loadProtectionImplementations();
  return host;
});

function whenIdle(run: () => void): void {
  const w = window as Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

function RouteSpinner() {
  return (
    <div className="coming-soon" aria-busy="true">
      <span className="spin">
        <SpinnerIcon size={32} />
      </span>
    </div>
  );
}

/** Back (§2): home from login, register, trail, activity and forget; elsewhere the previous page. */
function goBackFrom(route: RouteDef): void {
  if (route.backToHome || history.length <= 1) navigate(pathTo('home'));
  else goBack();
}

/**
 * The frame every screen stands in: title bar, the screen (300 ms fade), bottom bar and side drawer (spec §2), with the
 * skip link, the document title, and the announcement and focus of each new screen (issue 11).
 */
export function Shell() {
  const { t } = useTranslation();
  const siteConfigActor = useAppActor('siteConfig');
  const sessionActor = useAppActor('session');
  const [pathname] = useLocation();
  const search = useSearch();
  const flowsPageOn = useSelector(siteConfigActor, selectFlowsPage) || import.meta.env.DEV;
  const { route, params } = useMemo(() => {
    const match = matchRoute(pathname);
    // Dev-only routes (the flows page) exist in dev builds and when the site config enables them.
    return match.route.devOnly && !flowsPageOn ? matchRoute(pathTo('home')) : match;
  }, [pathname, flowsPageOn]);
  // The drawer stays open only on the path it was opened on: any navigation (a bottom-bar link too) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const Screen = screens.get(route.name)!;
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  useEffect(() => whenIdle(() => void loadDrawer()), []);
  // The server's first view pictures home or a lobby: any other screen takes it away at once.
  useEffect(() => {
    if (!mayHaveFirstView(route.name)) dismissFirstView();
  }, [route.name]);
  // §2 "Route changes use a 300 ms fade": the screen the visit opens on shows at once (it may replace the server's
  // first view, which must not blink); every later screen fades in.
  const [openingPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== openingPath) setNavigated(true);
  }, [pathname, openingPath]);
  const fades = navigated || pathname !== openingPath;
  // The forced password change (issue 15): while it is pending every other address leads back to change password.
  const passwordChange = useSelector(sessionActor, selectPasswordChange);
  useEffect(() => {
    if (passwordChange && route.name !== 'changePsw') navigate(pathTo('changePsw'), { replace: true });
  }, [passwordChange, route.name]);

  const titleSource = screenTitleSource(route, search);
  const title =
    titleSource.kind === 'category'
      ? t(`games.category.${titleSource.category}`, { defaultValue: titleSource.category })
      : t(`routes.${titleSource.name}`);
  const siteName = useSelector(siteConfigActor, selectSiteName);
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const { announcement, focusRequest, claimFocus } = useRouteAnnouncer({
    screenKey: `${route.name}:${screenKey(route, pathname, search)}`,
    title,
    siteName,
    loggedIn,
  });
  const screen = useMemo(
    () => ({ title, titleBar: route.header, focusRequest, claimFocus }),
    [title, route.header, focusRequest, claimFocus],
  );
  const shellRef = useRef<HTMLDivElement>(null);

  const onTouchStart = (e: React.TouchEvent) => {
    const t = e.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = touchStart.current;
    const t = e.changedTouches[0];
    touchStart.current = null;
    if (start && t && route.name !== 'home' && isBackSwipe(t.clientX - start.x, t.clientY - start.y)) goBackFrom(route);
  };

  const bottomBar = (
    <BottomBar
      route={route}
      drawerOpen={drawerOpen}
      onToggleDrawer={() => setDrawerPath((open) => (open === pathname ? null : pathname))}
    />
  );

  return (
    <div
      className={`shell${route.footer ? ' has-bottom-bar' : ''}`}
      data-route={route.name}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      ref={shellRef}
    >
      <SkipLink root={shellRef} />
      <ScreenProvider value={screen}>
        {route.header && <TitleBar onBack={() => goBackFrom(route)} />}
        <main className="shell-main" id="main-content">
          <div className={fades ? 'route-fade' : undefined} key={pathname}>
            <Suspense fallback={<RouteSpinner />}>
              <Screen key={route.name} {...params} />
            </Suspense>
          </div>
        </main>
      </ScreenProvider>
      {/* One polite live region for the whole visit: the new screen's title after a navigation. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement.text && <span key={announcement.id}>{announcement.text}</span>}
      </div>
      {route.footer && !drawerOpen && bottomBar}
      {drawerOpen && (
        <Suspense fallback={route.footer ? bottomBar : null}>
          <Drawer onClose={closeDrawer} bottomBar={route.footer && bottomBar} />
        </Suspense>
      )}
      <AnnouncementPopup />
      <LoginPopupHost />
      {loggedIn && (
        <Suspense fallback={null}>
          <ProtectionHost />
        </Suspense>
      )}
    </div>
  );
}
