import { ROUTES } from '../../src/app/routes';
import { expect, test } from './fixtures';
import { configTurnsFlowsPageOn } from './flows-page';
import { openAsDemo } from './games-helpers';

/** Addresses that send a visitor away (spec §4, §6): their layout is checked with a member logged in. */
const SENDS_VISITOR_HOME = ['/m/changePsw'];
const SENDS_VISITOR_TO_LOGIN = [
  '/m/feedback',
  '/m/messages',
  '/m/webEmail',
  '/m/lotto-h5/demo/trad/games/1',
  '/m/rewardCenter',
  '/m/member/home',
  '/m/member/benefits',
  '/m/member/profile',
  '/m/member/verification',
  '/m/member/security',
  '/m/member/activity',
  '/m/member/protectionHistory',
  '/m/member/limits',
  '/m/member/realityCheck',
  '/m/member/timeOut',
  '/m/member/selfExclusion',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
];
const NEEDS_SESSION = [...SENDS_VISITOR_HOME, ...SENDS_VISITOR_TO_LOGIN];
/** Screens that only pass on to another (the launch flow of §4): a visitor lands on login; nothing stays to check. */
const PASS_THROUGH = ['startLottery', 'launchGame'];

/** A concrete URL for each route path (parameters filled in). */
function urlOf(path: string): string {
  return path.replace(':mui', 'demo').replace(':playType', 'trad').replace(':gameId', '1');
}

test.describe('every route of spec §2 stands in the shell with the right layout', () => {
  for (const route of ROUTES) {
    for (const path of route.paths) {
      test(`${route.name}: ${path}`, async ({ page }) => {
        if (PASS_THROUGH.includes(route.name)) {
          await page.goto(urlOf(path));
          await expect(page.locator('.shell')).toHaveAttribute('data-route', 'login');
          return;
        }
        // The flows page is off in the shipped config; its layout is checked with an operator's config that turns it on.
        if (route.devOnly) await configTurnsFlowsPageOn(page);
        // A member's session opens the site at the address itself, as a member's link or a reload there does.
        if (NEEDS_SESSION.includes(urlOf(path))) await openAsDemo(page, urlOf(path));
        else await page.goto(urlOf(path));
        const shell = page.locator('.shell');
        await expect(shell).toHaveAttribute('data-route', route.name);
        await expect(page.locator('header.title-bar')).toHaveCount(route.header ? 1 : 0);
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(route.footer ? 1 : 0);
        await expect(page.locator('[data-testid="download-banner"]')).toHaveCount(route.downloadBanner ? 1 : 0);
        // Still there once the screen has loaded and made its calls: a screen that sends this person away fails here.
        await page.waitForLoadState('networkidle');
        await expect(shell).toHaveAttribute('data-route', route.name);
      });
    }
  }

  test('a visitor is sent home from change password and to login from the member-only screens', async ({ page }) => {
    for (const [urls, lands] of [
      [SENDS_VISITOR_HOME, 'home'],
      [SENDS_VISITOR_TO_LOGIN, 'login'],
    ] as const) {
      for (const url of urls) {
        await page.goto(url);
        await expect(page.locator('.shell'), url).toHaveAttribute('data-route', lands);
      }
    }
  });

  test('an unknown path falls back to home', async ({ page }) => {
    await page.goto('/m/no-such-page/at-all');
    await expect(page.locator('.shell')).toHaveAttribute('data-route', 'home');
  });

  test('the title comes from the gameCategory query', async ({ page }) => {
    await page.goto('/m/gameLobbyCenter?gameCategory=LIVE');
    await expect(page.locator('header.title-bar h1')).toHaveText('Live casino');
  });

  // Both pages are a visitor's own: a page that sends a visitor to login would leave the previous page at once.
  test('back leads to the previous page, from login home; the bottom bar marks the active item', async ({ page }) => {
    await page.goto('/m/help');
    await page.goto('/m/helpDetail?i=0');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await expect(page.locator('.shell')).toHaveAttribute('data-route', 'help');
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Home' }).first()).toHaveAttribute('aria-current', 'page');
  });
});
