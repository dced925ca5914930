import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go, loginAsDemo } from './games-helpers';
import { fillCaptcha } from './walks/ui';

/**
 * Customer service (spec §2 floating icon, §3, §7 customerService with AES-GCM paths decrypted in the page) and the
 * login popup (§3 showLogin, §4 body class, §8 "The account has been logged out, please log in again" and "Sorry,
 * you are not logged in! please login first.") against the reference server.
 */

const siteConfig = JSON.parse(readFileSync('server/config/site-config.json', 'utf8')) as {
  customerService: { csType: string; path: string }[];
};
const configured = (csType: string) => siteConfig.customerService.find((e) => e.csType === csType)!.path;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const loginPopup = (page: Page) => page.getByRole('dialog', { name: 'Welcome back' });

/** Logs the demo member in inside the popup; answers the captcha when the server asks this address for one. */
async function logInInPopup(popup: Locator): Promise<void> {
  await popup.locator('#login-username').fill('demo');
  await popup.locator('#login-password').fill('Demo1234');
  await popup.getByRole('button', { name: 'Log in', exact: true }).click();
  const captcha = popup.locator('#login-captcha');
  await expect
    .poll(async () => (await popup.count()) === 0 || (await captcha.isVisible()), { timeout: 15_000 })
    .toBe(true);
  if ((await popup.count()) === 0) return;
  await fillCaptcha(popup.page(), 'login-captcha');
  await popup.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(popup).toHaveCount(0, { timeout: 15_000 });
}

const bodyHasPopupClass = (page: Page) => page.evaluate(() => document.body.classList.contains('login-modal-open'));

test('the floating service icon opens the decrypted CS link; the menu shortcut opens the service link', async ({
  page,
  context,
}) => {
  const answer = page.waitForResponse('**/wps/system/customerService');
  await page.goto('/m/home');
  // The paths travel encrypted: the configured path is nowhere in the answer.
  const body = await (await answer).text();
  expect(body).not.toContain(configured('CS'));

  const icon = page.getByRole('button', { name: 'Customer service' });
  await expect(icon).toBeVisible();
  const [opened] = await Promise.all([context.waitForEvent('page'), icon.click()]);
  await expect.poll(() => opened.url()).toBe(new URL(configured('CS'), page.url()).href);
  await opened.close();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
  const [service] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Customer service' }).click(),
  ]);
  await expect.poll(() => service.url()).toBe(new URL(configured('3'), page.url()).href);
});

test('paths that do not decrypt show no service icon and break nothing', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/wps/system/customerService', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.value.version.key = Buffer.alloc(32, 7).toString('base64');
    await route.fulfill({ response, json });
  });
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
  await expect.poll(() => warnings.filter((w) => w.includes('customer service')).length).toBe(1);
  await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);
});

test('an ended session says so and opens the login popup over the screen; after login the player stays there', async ({
  page,
}) => {
  await loginAsDemo(page);
  const lobby = '/m/gameLobbyCenter?gameCategory=FISH';
  await go(page, lobby);
  const tile = firstTile(page);
  await expect(tile).toBeVisible();

  // The session ends on the server (as an expiry or a logout elsewhere would), the page still holds its token.
  const ended = await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string;
    return (await fetch('/wps/session/logout', { method: 'POST', headers: { token } })).ok;
  });
  expect(ended).toBe(true);

  // The next call with the token answers "not logged in".
  await tile.getByRole('button', { name: /to favourites/ }).click();
  await expect(
    page.locator('.toast[role=status]', { hasText: 'The account has been logged out, please log in again' }),
  ).toBeVisible();
  const popup = loginPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('The account has been logged out, please log in again');
  await expect(page).toHaveURL(/\/m\/gameLobbyCenter\?gameCategory=FISH$/);
  expect(await bodyHasPopupClass(page)).toBe(true);

  await logInInPopup(popup);
  await expect(page).toHaveURL(/\/m\/gameLobbyCenter\?gameCategory=FISH$/);
  expect(await bodyHasPopupClass(page)).toBe(false);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('showLogin'))).toBeNull();
  // The screen goes on as a member: the star works now (and is put back as it was).
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  const star = tile.getByRole('button', { name: `Add ${name} to favourites` });
  await star.click();
  await expect(page.locator('.toast[role=status]', { hasText: 'Saved to favourites' })).toBeVisible();
  await tile.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(tile.getByRole('button', { name: `Add ${name} to favourites` })).toBeVisible();
});

test('a visitor tapping a member-only home shortcut gets the login popup; after login the tap leads on', async ({
  page,
}) => {
  await page.goto('/m/home');
  const bonus = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Bonus & rewards' });
  await bonus.click();
  const popup = loginPopup(page);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Sorry, you are not logged in! please login first.');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await bodyHasPopupClass(page)).toBe(true);

  const { violations } = await new AxeBuilder({ page }).include('dialog.modal').withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Closed: the body class goes, focus goes back to the tile that opened it, home stays.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  expect(await bodyHasPopupClass(page)).toBe(false);
  await expect(bonus).toBeFocused();

  await bonus.click();
  await expect(popup).toBeVisible();
  await logInInPopup(popup);
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
});

test('a reload with the login popup open reopens it (the showLogin flag)', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Bonus & rewards' }).click();
  await expect(loginPopup(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('showLogin'))).toBe('1');
  await page.reload();
  await expect(loginPopup(page)).toBeVisible();
  expect(await bodyHasPopupClass(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(loginPopup(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('showLogin'))).toBeNull();
});
