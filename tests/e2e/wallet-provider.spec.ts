import { expect, test } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshTrialMember } from './walks/ui';

/**
 * The demo provider's game page, played through its own controls: a trial member launches a slot without free play
 * (CQX, supportPlay 1), plays it on the trial's free credit, sees each result and the balance after it, and goes back
 * to the game list it came from.
 */
test('a trial member plays the demo slot on free credit and goes back to the game list', async ({ page, context }) => {
  await freshTrialMember(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await go(page, '/m/gameList?gameType=RNG&vassalage=CQX');
  const popupPromise = context.waitForEvent('page');
  await firstTile(page).locator('.game-tile-open').click();
  const game = await popupPromise;
  await expect(game).toHaveURL(/\/demo-game\/\d+\?mode=real&ticket=[^&]+&lang=EN$/);

  const main = game.locator('main.game');
  await expect(main).toHaveAttribute('data-state', 'ready');
  await expect(game.getByText('Trial credit')).toBeVisible();
  const balance = game.locator('#balance');
  await expect(balance).toHaveText('$2,000.00');
  const cents = async () => Math.round(Number((await balance.textContent())?.replace(/[^0-9.]/g, '')) * 100);

  await game.getByLabel('Bet').fill('0.5');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#bet-error')).toHaveText('Enter a bet from 1 to 5000.');
  await expect(game.getByRole('status')).toHaveText('');

  await game.getByLabel('Bet').fill('10');
  let expected = await cents();
  for (let round = 0; round < 3; round++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(main).toHaveAttribute('data-state', 'ready');
    const result = game.getByRole('status');
    await expect(result).toHaveText(/: (You won \$[\d,.]+!|No win this time\.)$/);
    expected += Math.round(Number(await result.getAttribute('data-win')) * 100) - 10_00;
    expect(await cents()).toBe(expected);
  }

  // Back to the site page the game was opened from.
  await game.getByRole('link', { name: 'Back to site' }).click();
  await expect(game).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=CQX$/);
});
