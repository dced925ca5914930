import { expect, test } from '@playwright/test';
import { firstTile } from './games-helpers';

test("'more games' pages through a category to the end", async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=TG');
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/^1 \/ \d+$/);
  const total = Number((await indicator.textContent())?.split('/')[1]?.trim());
  expect(total).toBeGreaterThan(1);
  const more = page.getByRole('button', { name: 'More games' });
  for (let n = 2; n <= total; n++) {
    await more.click();
    await expect(indicator).toHaveText(`${n} / ${total}`);
  }
  await expect(more).toBeDisabled();
  // The grid stays bounded: only the rows near the viewport are in the DOM.
  await page.mouse.wheel(0, 20_000);
  const inDom = await page.locator('.game-grid .game-tile').count();
  expect(inDom).toBeLessThanOrEqual(45);
});

test('filter by vendor, then reset', async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(firstTile(page)).toBeVisible();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('button', { name: 'Pixel Gold' }).click();
  await expect(dialog.getByRole('button', { name: 'Pixel Gold' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  const vendors = page.locator('.game-grid .game-tile-vendor');
  await expect(vendors.first()).toHaveText('Pixel Gold');
  expect(new Set(await vendors.allTextContents())).toEqual(new Set(['Pixel Gold']));

  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByRole('button', { name: 'Pixel Gold' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await expect
    .poll(async () => new Set(await page.locator('.game-grid .game-tile-vendor').allTextContents()).size)
    .toBeGreaterThan(1);
});
