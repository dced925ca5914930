import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * First views (server/site/firstView.ts): the server draws the top of home and of a category's lobby into the HTML;
 * the app takes over without the pictures moving, and only those screens ever show it.
 */

/** Where the first `count` game pictures sit, and their size. */
async function tileBoxes(page: Page, scope: string, count: number) {
  const arts = page.locator(`${scope} .game-tile-art`);
  await expect(arts.nth(count - 1)).toBeVisible();
  const boxes = [];
  for (let i = 0; i < count; i++) boxes.push(await arts.nth(i).boundingBox());
  return boxes;
}

/** The page as the server draws it, before any script runs. */
async function withoutScripts<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

test("the server's first view of home gives way to the app's own banner", async ({ page, request }) => {
  expect(await (await request.get('/m/home')).text()).toContain('id="first-view"');
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Promotions' }).locator('img').first()).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  // Another screen opened first never shows it.
  await page.goto('/m/login');
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
});

for (const category of ['RNG', 'LIVE']) {
  test(`the lobby's first view (${category}) puts the first pictures where the app's grid shows them`, async ({
    browser,
    page,
  }) => {
    const path = `/m/gameLobbyCenter?gameCategory=${category}`;
    const drawn = await withoutScripts(browser, path, async (bare) => {
      await expect(bare.locator('#first-view img').first()).toBeVisible();
      const srcs = await bare
        .locator('#first-view img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-picture')));
      return { srcs, boxes: await tileBoxes(bare, '#first-view', 4) };
    });
    expect(drawn.srcs).toHaveLength(9);

    await page.goto(path);
    await expect(page.locator('#first-view')).toHaveCount(0);
    const app = await tileBoxes(page, '.shell', 4);
    for (const [i, box] of app.entries()) {
      const layer = drawn.boxes[i];
      expect(layer && box, `picture ${i + 1}`).toBeTruthy();
      expect(Math.abs(box!.x - layer!.x)).toBeLessThan(1);
      expect(Math.abs(box!.y - layer!.y)).toBeLessThan(1);
      expect(Math.abs(box!.width - layer!.width)).toBeLessThan(1);
    }
    // The same games, in the same order.
    const shown = await page
      .locator('.shell .game-tile-art img')
      .evaluateAll((imgs) => imgs.slice(0, 9).map((i) => i.getAttribute('src')));
    expect(shown).toEqual(drawn.srcs);
  });
}

test('the lobby draws no first view where it opens on vendors, and the app shows them', async ({ page, request }) => {
  expect(await (await request.get('/m/gameLobbyCenter?gameCategory=SPORTS')).text()).not.toContain('id="first-view"');
  await page.goto('/m/gameLobbyCenter?gameCategory=SPORTS');
  await expect(page.locator('.vendor-tiles button').first()).toBeVisible();
});

test('a first view never stays over another category the player moves to', async ({ page }) => {
  // The app's game pictures never arrive: only moving away can take the layer down.
  await page.route('**/assets-api/img/games/**', () => undefined);
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  await expect(menu.getByRole('link', { name: 'Live casino' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(1);
  await menu.getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/gameCategory=LIVE/);
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.locator('.shell .game-tile').first()).toBeVisible();
});

test('the lobby takes its first view down when its list fails, and offers a retry', async ({ page }) => {
  await page.route('**/wps/relay/GCSGAME_gameList**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
});

test("the app's code is asked for only once the first view has been drawn", async ({ page }) => {
  // The first frame's callbacks run before its paint; public/first-view.js asks for the code from a task after it.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: number }).firstFrame = performance.now();
    });
  });
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(page.locator('.shell .game-tile-art img').first()).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? Number.NaN,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((r) => /\/m\/assets\/.*\.js$/.test(r.name))
        .map((r) => r.startTime),
    ),
  }));
  expect(timing.firstFrame).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThan(timing.firstFrame);
});

test("a first view starts in the player's light theme", async ({ browser, page, context }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  const cookies = await context.cookies();
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    await bare.addCookies(cookies.filter((c) => c.name === 'theme'));
    const drawn = await bare.newPage();
    for (const path of ['/m/home', '/m/gameLobbyCenter?gameCategory=RNG']) {
      await drawn.goto(path);
      await expect(drawn.locator('html')).toHaveClass('theme-light');
      await expect(drawn.locator('#first-view')).toHaveCSS('background-color', 'rgb(244, 245, 249)');
    }
  } finally {
    await bare.close();
  }
});
