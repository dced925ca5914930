import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, workerBaseURL } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshMember, toast } from './walks/ui';

/**
 * Lottery orders against the reference server (issue 14 item 4): a fresh member with a test credit opens a lottery
 * from the site, places an order of two bets on the demo lottery page (the balance drops), finds it in
 * /m/gameRecord's lottery tab, cancels one bet while the draw is open and gets its amount back.
 */

const homeBalance = (page: Page) => page.locator('.home-top .balance output');

/** WCAG 2.2 AA violations on the page as it is now (rule ids and targets), as the axe gate scans routes. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a member places a lottery order, finds it in game records and cancels a bet for a refund', async ({ page }) => {
  const username = await freshMember(page);
  const credit = await page.request.post('/dev/lottery/credit', { data: { username, amount: 100 } });
  expect(credit.ok()).toBe(true);
  await page.reload();
  await expect(homeBalance(page)).toContainText('100.00');

  // The site's lottery frame opens the demo lottery page with the player's launch ticket.
  await go(page, '/m/lottery');
  await firstTile(page).locator('.game-tile-open').click();
  await expect(page.locator('.lotto-frame iframe')).toHaveAttribute('src', /\/demo-game\/lottery\/.*ticket=/);
  const game = page.frameLocator('.lotto-frame iframe');
  await expect(game.locator('#balance')).toContainText('100.00');
  expect(await axeViolations(page)).toEqual([]);
  // A bad number is told next to its field and nothing is added.
  await game.getByLabel('Number').fill('12');
  await game.getByLabel('Amount').fill('10');
  await game.getByRole('button', { name: 'Add bet' }).click();
  await expect(game.locator('#bet-number-error')).toHaveText('Enter 3 digits, 000 to 999.');
  await expect(game.getByRole('list', { name: 'Your bets' }).getByRole('listitem')).toHaveCount(0);
  await game.getByLabel('Number').fill('123');
  await game.getByRole('button', { name: 'Add bet' }).click();
  await game.getByLabel('Bet type').selectOption('1D');
  await game.getByLabel('Number').fill('4');
  await game.getByLabel('Amount').fill('5');
  await game.getByRole('button', { name: 'Add bet' }).click();
  await expect(game.getByRole('list', { name: 'Your bets' }).getByRole('listitem')).toHaveCount(2);
  await expect(game.locator('#total')).toHaveText(/15\.00/);
  await game.getByRole('button', { name: 'Place order' }).click();
  await expect(game.locator('#status')).toContainText(/Order L\d+ placed for draw #\d+/);
  await expect(game.locator('#balance')).toContainText('85.00');

  await page.goto('/m/home');
  await expect(homeBalance(page)).toContainText('85.00');

  // The order in game records' lottery tab.
  await go(page, '/m/gameRecord?tab=lottery');
  const orders = page.getByTestId('lottery-orders');
  const row = orders.locator('.lottery-row').first();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('15.00');
  await orders.getByRole('button', { name: 'Won', exact: true }).click();
  await expect(orders.getByText('No lottery orders yet')).toBeVisible();
  await orders.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(row).toContainText('15.00');
  await row.click();

  const sheet = page.getByTestId('lottery-order');
  await expect(sheet.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(sheet.locator('[data-sub-order]')).toHaveCount(2);
  await expect(sheet).toContainText('Not drawn yet');
  expect(await axeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Cancel bet 1D 4' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this bet?' });
  await expect(confirm).toContainText('Its amount goes back to your balance.');
  await confirm.getByRole('button', { name: 'Cancel bet' }).click();
  await expect(toast(page, 'Bet cancelled')).toBeVisible();
  await expect(sheet.locator('[data-sub-order]').nth(1)).toContainText('Cancelled');
  await expect(sheet.getByRole('button', { name: 'Cancel bet 1D 4' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'Cancel bet 3D 123' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('10.00');
  expect(await axeViolations(page)).toEqual([]);

  // The light theme reads as well (WCAG AA contrast in both themes).
  await page.context().addCookies([{ name: 'theme', value: 'light', url: workerBaseURL() }]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(row).toContainText('10.00');
  await row.click();
  await expect(sheet.locator('[data-sub-order]')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Close' }).click();

  // The refund is in the balance.
  await go(page, '/m/home');
  await expect(homeBalance(page)).toContainText('90.00');
});
