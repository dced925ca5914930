import { expect, test } from './fixtures';
import { loginAsDemo, scrollUntilVisible } from './games-helpers';

test('a winner-board row launches its game', async ({ page, context }) => {
  await loginAsDemo(page);
  const board = page.getByRole('region', { name: 'Winner board' });
  await scrollUntilVisible(page, board);
  const row = board.locator('.winner-window').getByRole('button').first();
  await expect(row).toBeVisible();
  // The row is named by what it shows (player, game, win) and described as "Play <game>".
  const game = (await row.locator('small').textContent()) ?? '';
  await expect(row).toHaveAccessibleDescription(`Play ${game}`);
  // Focus holds the board's auto-scroll (rows move every 2.5 s otherwise); Enter taps the focused row.
  await row.focus();
  const popupPromise = context.waitForEvent('page');
  await row.press('Enter');
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain('/demo-game/');
  await expect(popup.getByText(game).first()).toBeVisible();
});

test('home shows the jackpot, the announcement ticker and a game list opened by pageType', async ({ page }) => {
  await page.goto('/m/home');
  const jackpot = page.getByRole('region', { name: 'Jackpot' });
  const value = Number(((await jackpot.locator('output').textContent()) ?? '').replace(/[^0-9]/g, ''));
  expect(value).toBeGreaterThanOrEqual(20_000_000);
  expect(value).toBeLessThanOrEqual(21_100_000);
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('button').first()).toBeVisible();
  await page.goto('/m/home?pageType=list&gameType=LIVE');
  await expect(page.getByRole('button', { name: 'Live casino', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('page-indicator')).toHaveText(/^1 \/ \d+$/);
});

test('a language change reloads the vendors and the winner board in that language', async ({ page }) => {
  await page.goto('/m/home');
  await scrollUntilVisible(page, page.getByRole('region', { name: 'Winner board' }));
  const asked = (path: string) =>
    page.waitForRequest((r) => r.url().includes(path) && new URL(r.url()).searchParams.get('language') === 'JA');
  const reloads = Promise.all([
    asked('/wps/relay/GCSGAME_vendorSorting'),
    asked('/wps/relay/GCSGAME_vendors'),
    asked('/wps/relay/GCSGAME_getRankList'),
  ]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language').selectOption('JA');
  await reloads;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
