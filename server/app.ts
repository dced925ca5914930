/**
 * The Hono app of the reference platform: security headers and body limit on everything, the API route modules,
 * then the built site (`dist/`) under /m with the SPA fallback. API routes come before the fallback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import type { RouteModule, ServerContext } from './context';
import { AppError, errorHandler, fail, notFound } from './http/envelope';
import { IMAGE_UPLOAD_PATHS } from './http/image-upload';
import { originGuard } from './http/origin-guard';
import { requestId } from './http/request-id';
import { accountSecurityRoutes } from './routes/account-security';
import { agentRoutes } from './routes/agent';
import { announcementsRoutes } from './routes/announcements';
import { assetsRoutes } from './routes/assets';
import { contentRoutes } from './routes/content';
import { demoProviderRoutes } from './routes/demo-provider';
import { depositRoutes } from './routes/deposit';
import { devRoutes } from './routes/dev';
import { gameRoundsRoutes } from './routes/game-rounds';
import { gamesRoutes } from './routes/games';
import { gatewayRoutes } from './routes/gateway';
import { launchRoutes } from './routes/launch';
import { lotteryRoutes } from './routes/lottery';
import { lotteryPageRoutes } from './routes/lottery-page';
import { memberRoutes } from './routes/member';
import { moneyRecordsRoutes } from './routes/money-records';
import { operatorRoutes } from './routes/operator';
import { profileRoutes } from './routes/profile';
import { protectionActivityRoutes } from './routes/protection-activity';
import { protectionExclusionRoutes } from './routes/protection-exclusion';
import { protectionInactivityRoutes } from './routes/protection-inactivity';
import { protectionLimitsRoutes } from './routes/protection-limits';
import { protectionRealityRoutes } from './routes/protection-reality';
import { providerWalletRoutes } from './routes/provider-wallet';
import { registerRoutes } from './routes/register';
import { rewardsRoutes } from './routes/rewards';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { verificationRoutes } from './routes/verification';
import { vipRoutes } from './routes/vip';
import { walletRoutes } from './routes/wallet';
import { withdrawRoutes } from './routes/withdraw';
import { logRefusals } from './security/security-log';
import { criticalCss } from './site/criticalCss';
import { FIRST_VIEW_PATHS, firstViewFor, withFirstView } from './site/firstView';
import { pictureInliner } from './site/inlinePicture';
import { siteManifest } from './site/siteManifest';
import { THEME_COOKIE, withTheme } from './site/theme';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST_DIR = join(PROJECT_ROOT, 'dist');
/** Largest request body accepted (413 PAYLOAD_TOO_LARGE above it). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; " +
  "frame-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

// ---------------------------------------------------------------------------------------------------------------
// Route modules. Each is `(app, ctx) => void` and registers its own paths (see server/README.md for the contract).
// Add a module with ONE line here (core: account/security calls; content: games, lottery, announcements, ...).
// ---------------------------------------------------------------------------------------------------------------
const ROUTE_MODULES: RouteModule[] = [
  // core
  systemRoutes,
  sessionRoutes,
  registerRoutes,
  memberRoutes,
  walletRoutes,
  depositRoutes,
  withdrawRoutes,
  moneyRecordsRoutes,
  gatewayRoutes,
  operatorRoutes,
  // the member centre (issue 15); after operatorRoutes: their /operator/* routes sit behind its token check
  vipRoutes,
  rewardsRoutes,
  profileRoutes,
  verificationRoutes,
  accountSecurityRoutes,
  // player protection (issue 16); after operatorRoutes for the same reason
  protectionLimitsRoutes,
  protectionRealityRoutes,
  protectionExclusionRoutes,
  protectionInactivityRoutes,
  protectionActivityRoutes,
  agentRoutes,
  devRoutes,
  // content (games, lottery, launch, announcements, content, assets): added below by the content half
  gamesRoutes,
  lotteryRoutes,
  lotteryPageRoutes,
  launchRoutes,
  announcementsRoutes,
  contentRoutes,
  assetsRoutes,
  // the demo game provider: the platform's wallet calls for it, the player's rounds, the provider's game page
  providerWalletRoutes,
  gameRoundsRoutes,
  demoProviderRoutes,
];

export interface CreateAppOptions {
  /** The built site; defaults to <project>/dist. */
  distDir?: string;
  /** Middleware run before every route (server.ts: the write refusal while the disk is nearly full). */
  guards?: MiddlewareHandler[];
}

function securityHeaders(c: Context) {
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // A browser that reached the site over HTTPS keeps to HTTPS for a year (it ignores this on plain HTTP: the local demo).
  c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

const API_PREFIXES = ['/wps/', '/lgw/', '/dev/'];

export function createApp(ctx: ServerContext, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const distDir = resolve(options.distDir ?? DEFAULT_DIST_DIR);

  app.use('*', requestId);
  // Before the guards below, so their refusals (cross-site, too large) pass through it too.
  app.use('*', logRefusals(ctx.securityLog));
  app.use('*', async (c, next) => {
    await next();
    securityHeaders(c);
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) && !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-store');
    }
  });
  const smallBodies = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) =>
      fail(c, new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${BODY_LIMIT_BYTES} bytes`, 413)),
  });
  // A deposit's proof image has its own, larger limit (routes/deposit.ts).
  app.use('*', (c, next) =>
    (IMAGE_UPLOAD_PATHS as readonly string[]).includes(c.req.path) ? next() : smallBodies(c, next),
  );
  app.use('*', originGuard({ trustProxy: ctx.trustProxy, allowedOrigins: () => ctx.config.get().allowedOrigins }));
  // gzip text answers (the site's JS is a third of its size compressed): a cheap phone on a slow network feels it.
  app.use('*', compress());
  app.onError(errorHandler);
  for (const guard of options.guards ?? []) app.use('*', guard);

  for (const register of ROUTE_MODULES) register(app, ctx);

  // Unknown API paths answer with the envelope, never with the site.
  for (const prefix of API_PREFIXES) app.all(`${prefix}*`, notFound);

  mountSite(app, distDir, ctx);
  app.notFound(notFound);
  return app;
}

/** The built site under /m: hashed assets cached for a year, index.html never cached, SPA fallback. */
function mountSite(app: Hono, distDir: string, ctx: ServerContext) {
  const indexPath = join(distDir, 'index.html');
  const stripM = (path: string) => path.replace(/^\/m(?=\/|$)/, '') || '/';
  const site = {
    ctx,
    screenAssets: siteManifest(distDir),
    criticalCss: criticalCss(distDir),
    inlinePicture: pictureInliner(app),
  };
  const sendIndex = async (c: Context) => {
    if (!existsSync(indexPath)) {
      return c.text('The site is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    // The page starts in the theme of the player's `theme` cookie (server/site/theme.ts).
    c.header('Vary', 'Cookie');
    const html = readFileSync(indexPath, 'utf8');
    const view = await firstViewFor(site, new URL(c.req.url));
    return c.html(withTheme(view ? withFirstView(html, view) : html, getCookie(c, THEME_COOKIE)));
  };

  if (!existsSync(distDir)) {
    app.get('/m', sendIndex);
    app.get('/m/*', sendIndex);
    app.get('/', sendIndex);
    return;
  }
  app.use(
    '/m/assets/*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: stripM,
      // The build's Brotli and gzip copies (scripts/precompress.ts), as the browser accepts them.
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/m/assets/*', (c) => c.text('Not found', 404));
  // The build's manifest is for the server only.
  app.get('/m/.vite/*', (c) => c.text('Not found', 404));
  // Paths with a first view are answered here, not by the static files (which would send index.html without it).
  for (const path of FIRST_VIEW_PATHS) app.get(path, sendIndex);
  app.use(
    '/m/*',
    serveStatic({
      root: distDir,
      rewriteRequestPath: stripM,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  app.get('/m', sendIndex);
  app.get('/m/*', sendIndex);
  app.get('/', sendIndex);
}
