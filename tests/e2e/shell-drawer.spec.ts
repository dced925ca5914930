import { expect, test } from './fixtures';

/** Issue 10: the bottom bar's Menu button toggles the side menu, and the side menu lists what home and the lobby do. */

test('a second tap on Menu closes the side menu instead of tapping what lies under it', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  const menu = bar.getByRole('button', { name: 'Menu' });
  const box = await menu.boundingBox();
  if (!box) throw new Error('the Menu button has no box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drawer = page.getByRole('dialog', { name: 'Menu' });

  // A tap where the person saw the button, not a locator click (which would only wait while something covers it).
  await page.touchscreen.tap(centre.x, centre.y);
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  await page.touchscreen.tap(centre.x, centre.y);
  await expect(drawer).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the side menu closes when a bottom-bar link leads elsewhere', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await bar.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await bar.getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
});

test('the side menu lists Cockfight, as home does (the vendor mapping rebuilt per §4)', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
  const cockfight = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cockfight' });
  await expect(cockfight).toHaveAttribute('href', /\/m\/gameLobbyCenter\?gameCategory=COCKFIGHT$/);
  await cockfight.click();
  await expect(page).toHaveURL(/gameCategory=COCKFIGHT/);
});
