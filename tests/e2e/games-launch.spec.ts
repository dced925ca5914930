import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go, loginAsDemo } from './games-helpers';
import { freshTrialMember } from './walks/ui';

/** Taps the first tile of the screen; the game opens in a new window (spec §4 launch flow). */
async function launchFirstTile(page: Page, context: BrowserContext) {
  const tile = firstTile(page);
  const nodeId = await tile.getAttribute('data-node-id');
  const popupPromise = context.waitForEvent('page');
  await tile.locator('.game-tile-open').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  return { popup, nodeId };
}

test('a visitor launching a game goes to login', async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await firstTile(page).locator('.game-tile-open').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member launches a slot in a new window', async ({ page, context }) => {
  await loginAsDemo(page);
  await go(page, '/m/gameLobbyCenter?gameCategory=RNG');
  const { popup, nodeId } = await launchFirstTile(page, context);
  expect(popup.url()).toContain(`/demo-game/${nodeId}?mode=real`);
});

test('a trial member launches a free-play slot in free-play mode', async ({ page, context }) => {
  await freshTrialMember(page);
  await expect(page).toHaveURL(/\/m\/home/);
  // Pixel Gold's slots support free play in the demo data (supportPlay 0).
  await go(page, '/m/gameList?gameType=RNG&vassalage=PGX');
  const { popup, nodeId } = await launchFirstTile(page, context);
  expect(popup.url()).toContain(`/demo-game/${nodeId}?mode=free`);
  await expect(popup.getByText('Free play')).toBeVisible();
});

test('a member launches a lottery game in the full-screen lottery frame', async ({ page }) => {
  await loginAsDemo(page);
  await go(page, '/m/lottery');
  const tile = firstTile(page);
  await expect(tile).toBeVisible();
  await tile.locator('.game-tile-open').click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/(ent|trad)\/games\/[^?]+\?prize_mode=/);
  // {mui} is the lottery launcher's answer (the reference server answers its merchant code), not the vendor.
  await expect(page).toHaveURL(/\/m\/lotto-h5\/demo\//);
  const frame = page.locator('.lotto-frame iframe');
  await expect(frame).toHaveAttribute('src', /\/demo-game\/lottery\//);
  // A reloaded frame asks the lottery launcher again rather than reuse the page handed over (its token may expire).
  const askedAgain = page.waitForRequest(/\/wps\/game\/launchLottery/);
  await page.reload();
  await askedAgain;
  await expect(frame).toHaveAttribute('src', /\/demo-game\/lottery\//);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test("a visitor opening the lottery launcher lands on login with 'please log in'", async ({ page }) => {
  await page.goto('/m/launchGame?vendor=LOTT&code=lobby&playType=trad');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Please log in first' })).toBeVisible();
});

test("a lottery game found from home's search closes back to home", async ({ page }) => {
  await loginAsDemo(page);
  await page.getByRole('button', { name: 'Search games by name' }).click();
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('Lotto 6/45');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const tile = firstTile(page);
  await expect(tile).toContainText('Lotto 6/45');
  await tile.locator('.game-tile-open').click();
  await expect(page).toHaveURL(/\/m\/lotto-h5\/[^/]+\/(ent|trad)\/games\/[^?]+\?prize_mode=.*pageBack=home/);
  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
