import { expect, test } from './fixtures';
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
  const inDom = await page.locator('#root .game-grid .game-tile').count();
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
  const vendors = page.locator('#root .game-grid .game-tile-vendor');
  await expect(vendors.first()).toHaveText('Pixel Gold');
  expect(new Set(await vendors.allTextContents())).toEqual(new Set(['Pixel Gold']));

  await page.getByRole('button', { name: 'Filter (1)' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByRole('button', { name: 'Pixel Gold' })).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  await expect
    .poll(async () => new Set(await page.locator('#root .game-grid .game-tile-vendor').allTextContents()).size)
    .toBeGreaterThan(1);
});

test("the address's gameClassify opens that tab: HOT shows the category's hot games, NEW the new slots", async ({
  page,
}) => {
  const answer = await page.request.get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5');
  const hot = ((await answer.json()) as { value: { nodeId: number; categories: string[] }[] }).value;
  const hotSlots = new Set(hot.filter((g) => g.categories.includes('RNG')).map((g) => String(g.nodeId)));
  expect(hotSlots.size).toBeGreaterThan(0);

  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameClassify=HOT');
  const tabs = page.getByRole('tablist', { name: 'Game selection' });
  await expect(tabs.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstTile(page)).toBeVisible();
  const shown = await page
    .locator('#root .game-grid .game-tile[data-node-id]')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id') ?? ''));
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) expect(hotSlots.has(id), `tile ${id} is a hot slot`).toBe(true);
  await expect(page.getByTestId('page-indicator')).toHaveText('1 / 1');

  // Any case; the New tab asks for new slots, not for a classify called "new".
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameClassify=new');
  await expect(tabs.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstTile(page)).toBeVisible();

  // Anything else opens ALL.
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG&gameClassify=nonsense');
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstTile(page)).toBeVisible();
});

test("the BGS category (from the filter's other categories) lists only the BGS vendor's slots", async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(firstTile(page)).toBeVisible();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByRole('link', { name: 'BGS slots' }).click();
  await expect(page).toHaveURL(/gameCategory=BGS/);
  await expect(page.locator('header.title-bar h1')).toHaveText('BGS slots');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  await expect(menu.getByRole('link', { name: 'BGS slots' })).toHaveAttribute('aria-current', 'page');
  await expect(firstTile(page)).toBeVisible();
  const vendors = page.locator('#root .game-grid .game-tile-vendor');
  expect(new Set(await vendors.allTextContents())).toEqual(new Set(['BGS Slots']));

  // The menu holds NEW too, and highlights it when it is the category.
  await menu.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/gameCategory=NEW/);
  await expect(menu.getByRole('link', { name: 'New', exact: true })).toHaveAttribute('aria-current', 'page');
});

test("a visitor who opens the FAV tab lands on the login page with 'please log in'", async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(firstTile(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Please log in first' })).toBeVisible();

  // An address that opens the favourites is replaced by login: Back returns to where the visitor came from.
  await page.goto('/m/home');
  await expect(page.locator('.shell')).toHaveAttribute('data-route', 'home');
  // A link tap inside the app (a history push the router hears).
  await page.evaluate(() => {
    history.pushState(null, '', '/m/gameLobbyCenter?gameCategory=RNG&gameClassify=fav');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("the sticky menu shows the current category even when it sits past the screen's edge", async ({ page }) => {
  for (const category of ['TG', 'BG']) {
    await page.goto(`/m/gameLobbyCenter?gameCategory=${category}`);
    const menu = page.getByRole('navigation', { name: 'Game categories' });
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    await expect(current).toBeInViewport({ ratio: 1 });
  }
});

test('the providers page marks and shows the provider its address names', async ({ page }) => {
  await page.goto('/m/providers');
  const tiles = page.locator('.vendor-tile');
  await expect(tiles.first()).toBeVisible();
  const last = tiles.last();
  const name = (await last.locator('.vendor-tile-name').textContent()) ?? '';
  await last.click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=/);
  const code = new URL(page.url()).searchParams.get('vassalage') ?? '';
  await page.goto(`/m/providers?vassalage=${code}`);
  const current = page.locator('.vendor-tile[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current.locator('.vendor-tile-name')).toHaveText(name);
  await expect(current).toBeInViewport();
});
