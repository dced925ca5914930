import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { matchRoute, ROUTES } from '../../src/app/routes';
import { lobbyPath, lottoFramePath, pathTo, ROUTE_PATHS, type RouteName } from '../../src/domain/shell/paths';
import { expect, test, workerBaseURL } from './fixtures';
import { configTurnsFlowsPageOn } from './flows-page';
import { followLink, loginAsDemo } from './games-helpers';
import { SITE_ICON_PAGE } from './members';
import { freshTrialMember } from './walks/ui';

/**
 * The accessibility gate (issue 11 item 7): axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every route of
 * the route table, as a visitor, a member and a trial member, in the dark and the light theme. 0 violations.
 *
 * A route joins the gate by being in `ROUTES`: its URL is its first path, unless `VISITS` gives the query or the
 * parameters a real visit has (a route with `:param` segments must be there; the coverage test says so).
 * No rule is disabled.
 *
 * What the gate scans is what a visit shows: a visitor opening a members-only route lands on login (or home), and the
 * lottery launchers pass on to the lottery frame (a member) or login (a visitor); the report names where it landed.
 * The flows page is off in the shipped config; it is scanned with an operator's config that turns it on
 * (tests/e2e/flows-page.ts), which the whole gate uses so the status cache cannot differ between visits.
 *
 * A test's page loads the app once, in the chosen theme (a visitor's on its first route, a member's or trial member's
 * on home, where the session opens it), and reaches its routes as a link does, the router hearing a history push:
 * starting the app again for every route was most of a scan's time. A screen reached so shows the
 * same nodes as a page load of its URL (compared route by route, role by role), but for a toast still showing from
 * the screen before, which is scanned too.
 *
 * A11Y_GATE_REPORT=<file> appends every violation found to the file, one JSON object a line (for the list of what
 * remains).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core runs in every document of the gate's pages from its start (page.addInitScript, every frame), so a scan
 * does not send its 650 kB source into each frame again (AxeBuilder's way: half of a scan's time).
 */
const AXE_CORE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The source AxeBuilder injects instead: it checks that axe is there. */
const AXE_LOADED = "if (!window.axe) throw new Error('axe-core is not loaded in this frame')";

async function loadAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: AXE_CORE });
}

/** The demo data's games: Pixel Gold's slots, the lottery vendor's Lotto 6/45 (server/seed/games.ts). */
const SLOT_PROVIDER = 'PGX';
const LOTTERY = { vendor: 'LOTT', code: 'LT_645', group: '201' };

/** Routes whose real visits carry a query or path parameters (spec §2); the others are visited at their first path. */
const VISITS: Partial<Record<RouteName, string>> = {
  helpDetail: pathTo('helpDetail', { i: 0 }),
  providers: pathTo('providers', { gameCategory: 'PROVIDER' }),
  gameLobbyCenter: lobbyPath({ gameCategory: 'RNG' }),
  gameList: pathTo('gameList', { gameType: 'RNG', vassalage: SLOT_PROVIDER }),
  startLottery: pathTo('startLottery', { vendor: LOTTERY.vendor, code: LOTTERY.code }),
  game: pathTo('game', { gameCategory: 'RNG' }),
  launchGame: pathTo('launchGame', {
    vendor: LOTTERY.vendor,
    code: LOTTERY.code,
    prize_mode: 'Lott',
    playType: 'trad',
    gameId: LOTTERY.code,
    gameGroupId: LOTTERY.group,
  }),
  // {mui} is what the lottery launcher answers; the reference server answers its merchant code, "demo".
  lottoFrame: lottoFramePath(
    { mui: 'demo', playType: 'trad', gameId: LOTTERY.code },
    { prize_mode: 'Lott', vendor: LOTTERY.vendor },
  ),
};

function visitOf(name: RouteName): string | null {
  const given = VISITS[name];
  if (given) return given;
  const first = ROUTE_PATHS[name][0];
  return first.includes(':') ? null : first;
}

/** One URL per route of the table, in its order. */
const GATE_URLS = ROUTES.map((r) => ({ name: r.name, url: visitOf(r.name) }));

/** The forms a visitor fills, as they stand after an empty submit: every field's error shown (role alert). */
const FORMS_WITH_ERRORS: RouteName[] = ['login', 'register', 'forget'];

const ROLES = ['visitor', 'member', 'trial member'] as const;
type Role = (typeof ROLES)[number];
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

interface Found {
  rule: string;
  impact: string | null;
  help: string;
  route: RouteName;
  url: string;
  landed: string;
  role: Role;
  theme: Theme;
  targets: string[];
}

// The gate's tests share nothing (each makes its own session), so they run in parallel over the workers.
test.describe.configure({ mode: 'parallel' });

test('the gate visits every route of the route table, each at a URL of that route', () => {
  const names = new Set(GATE_URLS.map((g) => g.name));
  expect([...names].sort()).toEqual(ROUTES.map((r) => r.name).sort());
  for (const { name, url } of GATE_URLS) {
    expect(url, `${name} has path parameters: give a real visit in VISITS`).not.toBeNull();
    expect(matchRoute(new URL(url!, 'http://x').pathname).route.name, url!).toBe(name);
  }
  console.log(
    `a11y gate: ${GATE_URLS.length} routes x ${ROLES.length} roles x ${THEMES.length} themes = ` +
      `${GATE_URLS.length * ROLES.length * THEMES.length} combinations, ` +
      `and ${FORMS_WITH_ERRORS.length} forms x ${THEMES.length} themes showing their errors`,
  );
});

/** The role's session, made through the API (tests/e2e/members.ts): the gate scans what comes after the login. */
async function becomes(page: Page, role: Role): Promise<void> {
  if (role === 'member') await loginAsDemo(page);
  if (role === 'trial member') await freshTrialMember(page);
}

/**
 * The theme as the player's choice leaves it: local storage, and the cookie the server's first view reads. Set on a
 * small document of the site (its icon) before the app's first load, which applies it.
 */
async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  await page.goto(SITE_ICON_PAGE);
  await page.context().addCookies([{ name: 'theme', value: theme, url: workerBaseURL() }]);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

/**
 * Waits until no request of the page has been open for `quietMs` (at most `timeoutMs`): the data of blocks that
 * mounted after the page's own network idle (ui/NearViewport) is in.
 */
async function networkQuiet(page: Page, run: () => Promise<void>, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const open = new Set<object>();
  let changed = Date.now();
  const started = (request: object) => {
    open.add(request);
    changed = Date.now();
  };
  const ended = (request: object) => {
    open.delete(request);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await run();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (open.size > 0 || Date.now() - changed < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The screen is drawn and its data is in: the shell names a route, the blocks that mount near the viewport
 * (ui/NearViewport) are scrolled to so that they are scanned too, and the network has gone quiet.
 */
async function settle(page: Page, theme: Theme): Promise<string> {
  await expect(page.locator('.shell[data-route]')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
  // No request open for a quarter of a second (Playwright's networkidle waits twice as long on every screen).
  await networkQuiet(page, async () => {}, 250);
  // The blocks mounted here load their data (the winner board's rows, the footer's help links) after the page's
  // network idle: the pass below waits for it, or a block drawn before its rows came keeps its empty size.
  if (await page.locator('.near-viewport').count()) {
    await networkQuiet(page, () =>
      page.evaluate(async () => {
        for (let i = 0; i < 30; i++) {
          const next = document.querySelector('.near-viewport');
          if (!next) break;
          next.scrollIntoView();
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
  }
  await page.evaluate(async () => {
    // Once through the page, as a reader would: a block drawn once keeps its size (content-visibility: auto) instead
    // of its stand-in's, which axe would measure as overlapping its neighbours. On a busy machine two frames are not
    // always enough to draw a block that came into view: each step waits until the blocks in view are drawn.
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const lazy = [...document.querySelectorAll('body *')].filter(
      (e) => getComputedStyle(e).contentVisibility === 'auto',
    );
    const inView = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    const undrawn = (e: Element) =>
      e.children.length > 0 && ![...e.children].some((c) => c.checkVisibility({ contentVisibilityAuto: true }));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      for (let i = 0; i < 120 && lazy.some((e) => e.isConnected && inView(e) && undrawn(e)); i++) await frame();
    }
    window.scrollTo(0, 0);
  });
  // A frame still loading (the lottery's game, whose address comes after the launch call) has no document for axe.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('iframe')].every((frame) => {
          const doc = frame.contentDocument;
          return doc?.readyState === 'complete' && (!frame.getAttribute('src') || doc.URL !== 'about:blank');
        }),
      ),
    )
    .toBe(true);
  await expect(page.locator('.near-viewport, .game-tile-placeholder, .loading-box')).toHaveCount(0);
  await expect(page.locator('.shell [aria-busy=true]:not(button)')).toHaveCount(0, { timeout: 10_000 });
  return (await page.locator('.shell').getAttribute('data-route')) ?? '?';
}

function describe(v: Found): string {
  const where = v.landed === v.route ? v.url : `${v.url} (landed on ${v.landed})`;
  return `${v.rule} [${v.impact}] ${where} | ${v.role} | ${v.theme} | ${v.targets.slice(0, 3).join(' ; ')}${
    v.targets.length > 3 ? ` (+${v.targets.length - 3})` : ''
  }`;
}

/** Runs axe on the page as it stands; soft-fails with one line per violation (rule, where, who, theme, targets). */
async function scan(page: Page, at: Omit<Found, 'rule' | 'impact' | 'help' | 'targets'>): Promise<Found[]> {
  // Legacy mode runs axe in the page and its same-origin frames (the lottery frame is the server's own page), where
  // the default finishes every scan in a new blank tab of its own: half of each scan's time, the same results.
  const builder = new AxeBuilder({ page, axeSource: AXE_LOADED }).withTags(WCAG_TAGS).setLegacyMode(true);
  // The gate reads violations only: axe still runs every rule on every node, but makes a selector and a result for
  // one passing node a rule instead of for all of them (a third of a scan's CPU). Not on a page with frames, whose
  // results axe joins in the top document: there it reported landmark-unique duplicates a full scan does not.
  if (page.frames().length === 1) builder.options({ resultTypes: ['violations'] });
  const { violations } = await builder.analyze();
  const here = violations.map<Found>((v) => ({
    ...at,
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect.soft(here.map(describe), `axe violations on ${at.url} as a ${at.role}, ${at.theme}`).toEqual([]);
  return here;
}

function report(found: Found[]): void {
  const out = process.env.A11Y_GATE_REPORT;
  if (out) appendFileSync(out, found.map((v) => `${JSON.stringify(v)}\n`).join(''));
}

/**
 * The route table in chunks of at most this many routes: every role x theme x chunk is a test of its own, so the
 * gate spreads over the workers and a failure's title names its role and theme.
 */
const ROUTES_PER_TEST = 24;
const CHUNKS = Array.from({ length: Math.ceil(GATE_URLS.length / ROUTES_PER_TEST) }, (_, i) => ({
  first: i * ROUTES_PER_TEST + 1,
  urls: GATE_URLS.slice(i * ROUTES_PER_TEST, (i + 1) * ROUTES_PER_TEST),
}));

test('the gate scans every route in exactly one chunk', () => {
  expect(CHUNKS.flatMap((c) => c.urls)).toEqual(GATE_URLS);
});

for (const role of ROLES) {
  for (const theme of THEMES) {
    for (const { first, urls } of CHUNKS) {
      const which =
        CHUNKS.length === 1 ? 'every route' : `routes ${first}-${first + urls.length - 1} of ${GATE_URLS.length}`;
      test(`axe gate: ${which} as a ${role}, ${theme}`, async ({ page }) => {
        // Home with every block mounted takes axe 10-40 s on a busy machine; most screens take 1-3 s.
        test.setTimeout(urls.length * 12_000 + 60_000);
        const started = Date.now();
        // Scanned still: a carousel or the winner board caught mid-move has rows sliding under its clip, which axe
        // measures as covering their neighbours. Reduced motion changes nothing else (home-motion.spec.ts checks it).
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await loadAxe(page);
        await configTurnsFlowsPageOn(page);
        await chooseTheme(page, theme);
        // A member's or a trial member's session opens the app on home; a visitor's first route opens it.
        await becomes(page, role);
        const mine: Found[] = [];
        for (const [i, { name, url }] of urls.entries()) {
          await test.step(`${name} (${theme})`, async () => {
            if (i === 0 && role === 'visitor') await page.goto(url!);
            else await followLink(page, url!);
            const landed = await settle(page, theme);
            mine.push(...(await scan(page, { route: name, url: url!, landed, role, theme })));
          });
        }
        report(mine);
        console.log(
          `a11y gate (${role}, ${theme}, ${which}): ${urls.length} routes in ` +
            `${Math.round((Date.now() - started) / 1000)} s, ${mine.length} violations`,
        );
        await test
          .info()
          .attach('violations.json', { body: JSON.stringify(mine, null, 2), contentType: 'application/json' });
      });
    }
  }
}

for (const theme of THEMES) {
  test(`axe gate: the visitor forms showing their errors, ${theme}`, async ({ page }) => {
    test.setTimeout(FORMS_WITH_ERRORS.length * 12_000 + 30_000);
    await loadAxe(page);
    const mine: Found[] = [];
    await chooseTheme(page, theme);
    for (const name of FORMS_WITH_ERRORS) {
      const url = visitOf(name)!;
      await test.step(`${name} with errors (${theme})`, async () => {
        await page.goto(url);
        const landed = await settle(page, theme);
        // Register waits for the agreement box (unticked at first, issue 16 tool 7): ticked, the empty submit runs.
        if (name === 'register') await page.getByLabel(/agree to the/).check();
        await page.locator('form input:visible').first().press('Enter');
        await expect(page.locator('form [role=alert]').first()).toBeVisible();
        mine.push(...(await scan(page, { route: name, url: `${url} (errors shown)`, landed, role: 'visitor', theme })));
      });
    }
    report(mine);
  });
}
