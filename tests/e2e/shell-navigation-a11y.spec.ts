import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/app/routes';
import { expect, test } from './fixtures';
import { configTurnsFlowsPageOn } from './flows-page';
import { firstTile, followLink, loginAsDemo, loginAsDemoThroughForm } from './games-helpers';

/**
 * Issue 11, titles and focus on navigation: the document title names the screen and the site; a navigation (not the
 * visit's first screen) is announced in the shell's polite live region and moves the focus to the new screen's h1,
 * as a login and a logout do; every screen has one <main> and one h1; the skip link is the first Tab stop.
 */

const SITE = 'Royal Demo Casino';
const announcer = (page: Page) => page.getByTestId('route-announcer');
const heading = (page: Page) => page.locator('h1');

/** A concrete address for each route (parameters filled in, the lobby with a category). */
function addressOf(route: (typeof ROUTES)[number]): string {
  if (route.name === 'gameLobbyCenter') return '/m/gameLobbyCenter?gameCategory=RNG';
  return route.paths[0]!.replace(':mui', 'demo').replace(':playType', 'trad').replace(':gameId', '1');
}

test('the first screen is titled, but neither announced nor focused', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page).toHaveTitle(`Log in | ${SITE}`);
  await expect(heading(page)).toHaveText('Welcome back');
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveText('');
  await expect(heading(page)).not.toBeFocused();
});

test('a navigation titles the document, announces the screen and focuses its h1', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page).toHaveTitle(`Home | ${SITE}`);

  await page.locator('.home-top').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveTitle(`Log in | ${SITE}`);
  await expect(announcer(page)).toHaveText('Log in');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeFocused();

  await followLink(page, '/m/gameLobbyCenter?gameCategory=RNG');
  await expect(page).toHaveTitle(`Slots | ${SITE}`);
  await expect(announcer(page)).toHaveText('Slots');
  await expect(page.locator('header.title-bar h1')).toBeFocused();

  // Another category is another screen (its title names it); the lobby's tabs and filters are not.
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveTitle(`Live casino | ${SITE}`);
  await expect(announcer(page)).toHaveText('Live casino');
  await expect(page.locator('header.title-bar h1')).toBeFocused();
  expect(await page.locator('[aria-live="polite"][data-testid="route-announcer"]').count()).toBe(1);
});

test('the title follows the language', async ({ page }) => {
  await page.goto('/m/activity/signIn');
  await expect(page).toHaveTitle(`Daily sign-in | ${SITE}`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('VI');
  await expect(page).toHaveTitle(`Điểm danh hằng ngày | ${SITE}`);
  await expect(announcer(page)).toHaveText('');
});

test('after login and after logout the focus is on the new screen heading', async ({ page }) => {
  await loginAsDemoThroughForm(page);
  // Member home shows no title: its h1 is visually hidden, and has the focus.
  const memberHeading = page.getByRole('heading', { level: 1, name: 'Home' });
  await expect(memberHeading).toBeFocused();
  await expect(memberHeading).toHaveClass(/visually-hidden/);
  await expect(announcer(page)).toHaveText('Home');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.home-top').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(heading(page)).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

/** Counts once the screen has settled: its heading is in, and nothing else mounts after a short while. */
async function expectOneMainOneH1(page: Page, name: string): Promise<void> {
  await expect(heading(page).first(), name).toBeAttached();
  await page.waitForTimeout(400);
  await expect(page.locator('main'), name).toHaveCount(1);
  await expect(heading(page), name).toHaveCount(1);
  await expect(heading(page), name).not.toHaveText('');
}

test('every screen has one main and one h1 for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  await configTurnsFlowsPageOn(page);
  await page.goto('/m/home');
  await expectOneMainOneH1(page, 'home');
  for (const route of ROUTES) {
    await followLink(page, addressOf(route));
    await expectOneMainOneH1(page, route.name);
  }
});

test('every screen has one main and one h1 for a member', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsDemo(page);
  for (const route of ROUTES) {
    if (route.devOnly) continue;
    await followLink(page, addressOf(route));
    await expectOneMainOneH1(page, route.name);
  }
});

test('the skip link is the first Tab stop, shows on focus and goes past the menus to the content', async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(firstTile(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  // Past the back arrow, the category menu and the tabs: the next stops are the lobby's tools, then the games.
  await expect(page.locator('#root .lobby-tools')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Filter' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(firstTile(page).locator('.game-tile-open')).toBeFocused();
  await expect(page).toHaveURL(/gameCategory=RNG$/);

  // Elsewhere it goes to the screen's h1.
  await page.goto('/m/register');
  const registerHeading = page.getByRole('heading', { level: 1, name: 'Create your account' });
  await expect(registerHeading).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(registerHeading).toBeFocused();
});

test('the login and register method tabs control a panel that wraps the form', async ({ page }) => {
  for (const [path, name] of [
    ['/m/login', 'SMS code'],
    ['/m/register', 'Mobile number'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.locator('form[role]')).toHaveCount(0);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.locator('form')).toHaveCount(1);
    for (const tab of [page.getByRole('tab', { selected: true }), page.getByRole('tab', { name })]) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
      await expect(tab).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
    }
  }
});
