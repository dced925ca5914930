import { expect, test } from './fixtures';
import { firstTile, go, loginAsDemo } from './games-helpers';

test('a visitor who taps a star lands on the login page', async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  const tile = firstTile(page);
  await expect(tile).toBeVisible();
  await tile.getByRole('button', { name: /to favourites/ }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Please log in first' })).toBeVisible();
});

test('a member favourites a game, sees it on /m/fav, removes it there and it disappears', async ({ page }) => {
  await loginAsDemo(page);
  await go(page, '/m/gameLobbyCenter?gameCategory=FISH');
  const tile = firstTile(page);
  await expect(tile).toBeVisible();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  const nodeId = await tile.getAttribute('data-node-id');
  const star = tile.getByRole('button', { name: `Add ${name} to favourites` });
  await star.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to favourites' })).toBeVisible();
  await expect(tile.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await go(page, '/m/fav');
  const favTile = page.locator(`.game-tile[data-node-id="${nodeId}"]`);
  await expect(favTile).toBeVisible();
  await favTile.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(favTile).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Favourite games' })).toBeVisible();
  await expect(page.locator(`.game-tile[data-node-id="${nodeId}"]`)).toHaveCount(0);
});
