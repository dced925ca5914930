import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollUntilVisible } from './games-helpers';

/**
 * Motion on home (issue 11, WCAG 2.2.2 and 2.3.3): the banner carousel, the ticker and the winner board each have a
 * named Pause/Play control, and a player who prefers reduced motion gets none of them moving by itself.
 *
 * The banners and the winner board move on timers: the page's clock (installed before the visit) runs the seconds
 * they would wait (`runFor`) instead of the test sleeping through them. The ticker is a CSS animation, on real time.
 */

/** The banner carousel once swiper has taken over, and its dots. */
async function carousel(page: Page) {
  await page.clock.install();
  await page.goto('/m/home');
  const region = page.getByRole('region', { name: 'Promotions' });
  await expect(region.locator('.swiper')).toBeVisible();
  const dots = region.locator('.banner-dots button');
  expect(await dots.count()).toBeGreaterThan(1);
  return { region, dots };
}

/** The banner the carousel shows (its dot's number, from 0). */
const shown = (page: Page) =>
  page
    .locator('.banner-dots button')
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute('aria-current') === 'true'));

test('with reduced motion the banners stay until the player presses Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { region, dots } = await carousel(page);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  // Autoplay would have moved on after 5 s.
  await page.clock.runFor(6_500);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await region.getByRole('button', { name: 'Play the promotions' }).click();
  await page.clock.runFor(5_500);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(region.getByRole('button', { name: 'Pause the promotions' })).toBeVisible();
});

test('Pause stops the banners, Play starts them again', async ({ page }) => {
  const { region, dots } = await carousel(page);
  const pause = region.getByRole('button', { name: 'Pause the promotions' });
  const box = await pause.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await pause.click();
  const pausedAt = await shown(page);
  await page.clock.runFor(6_500);
  expect(await shown(page)).toBe(pausedAt);
  await region.getByRole('button', { name: 'Play the promotions' }).click();
  await page.clock.runFor(5_500);
  await expect(dots.nth((pausedAt + 1) % (await dots.count()))).toHaveAttribute('aria-current', 'true');
});

/** Where the ticker's track is drawn now (its x offset). */
const trackX = (page: Page) =>
  page.locator('.marquee-track').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

test('the ticker stops with Pause and moves again with Play', async ({ page }) => {
  await page.goto('/m/home');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker.locator('.marquee-track.running')).toBeAttached();
  await ticker.getByRole('button', { name: 'Pause the announcements' }).click();
  // Move the pointer away: hovering the ticker holds it as well.
  await page.mouse.move(0, 0);
  const stoppedAt = await trackX(page);
  await page.waitForTimeout(700);
  expect(await trackX(page)).toBe(stoppedAt);
  await ticker.getByRole('button', { name: 'Play the announcements' }).click();
  await page.mouse.move(0, 0);
  await expect.poll(() => trackX(page)).not.toBe(stoppedAt);
});

test('with reduced motion the ticker stands still and needs no control', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker.locator('.marquee-track button').first()).toBeVisible();
  expect(await ticker.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expect(ticker.getByRole('button', { name: 'Pause the announcements' })).toBeHidden();
});

/** The winner board once it has mounted near the viewport, and its list (moved by an inline transform). */
async function winnerBoard(page: Page) {
  await page.clock.install();
  await page.goto('/m/home');
  const board = page.getByRole('region', { name: 'Winner board' });
  await scrollUntilVisible(page, board);
  // More than three rows: the board scrolls (the fixture has more).
  await expect(board.locator('.winner-window li').nth(3)).toBeAttached();
  // Keep the pointer off the rows: hovering them holds the board as well.
  await page.mouse.move(0, 0);
  const list = board.locator('.winner-window ul');
  return { board, scrolled: () => list.evaluate((el) => (el as HTMLElement).style.transform) };
}

test('with reduced motion the winner board stays until the player presses Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { board, scrolled } = await winnerBoard(page);
  const at = await scrolled();
  // A row moves up every 2.5 s otherwise.
  await page.clock.runFor(3_500);
  expect(await scrolled()).toBe(at);
  await board.getByRole('button', { name: 'Play the winner board' }).click();
  await page.clock.runFor(3_000);
  await expect.poll(scrolled).not.toBe(at);
  await expect(board.getByRole('button', { name: 'Pause the winner board' })).toBeVisible();
});

test('Pause stops the winner board, Play starts it again', async ({ page }) => {
  const { board, scrolled } = await winnerBoard(page);
  const pause = board.getByRole('button', { name: 'Pause the winner board' });
  const box = await pause.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await pause.click();
  const pausedAt = await scrolled();
  await page.clock.runFor(3_500);
  expect(await scrolled()).toBe(pausedAt);
  await board.getByRole('button', { name: 'Play the winner board' }).click();
  await page.clock.runFor(3_000);
  await expect.poll(scrolled).not.toBe(pausedAt);
});
