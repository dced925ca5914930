import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { loginThroughApi, openWithSession, sessionOfLogin } from './members';
import { logInAs } from './walks/ui';

/**
 * Set-up: the demo member logged in through the login call the site makes (tests/e2e/members.ts), on home. Specs
 * about the login itself use loginAsDemoThroughForm.
 */
export async function loginAsDemo(page: Page): Promise<void> {
  await openAsDemo(page, '/m/home');
  await expectDemoHome(page);
}

/** The demo member logged in as loginAsDemo does, opening the site at `path` (a member's link) instead of home. */
export async function openAsDemo(page: Page, path: string): Promise<void> {
  await openWithSession(page, sessionOfLogin(await loginThroughApi(page.request, 'demo', 'Demo1234')), true, path);
}

/** Logs the demo member in through the login form (spec §2 Login). */
export async function loginAsDemoThroughForm(page: Page): Promise<void> {
  await page.goto('/m/login');
  await logInAs(page, 'demo', 'Demo1234');
  await expectDemoHome(page);
}

async function expectDemoHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home/, { timeout: 15_000 });
  await expect(page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
}

/** The first game tile of a grid or row. */
export function firstTile(page: Page) {
  return page.locator('#root .game-tile:not(.game-tile-placeholder)').first();
}

/**
 * Moves inside the app without a reload (a history push that the router hears), as a tap on a link does: the
 * member stays logged in whatever the session's storage does.
 */
export async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** followLink, then the address is the one followed (the screen did not send the player on). */
export async function go(page: Page, path: string): Promise<void> {
  await followLink(page, path);
  await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
}

/**
 * Scrolls down as a player would until `target` is there: blocks below the first screen mount only when they come
 * near the viewport (ui/NearViewport).
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 800);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await target.scrollIntoViewIfNeeded();
}
