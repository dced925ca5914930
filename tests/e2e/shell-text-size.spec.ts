import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAsDemo } from './games-helpers';

/**
 * Text that scales (issue 11, WCAG 1.4.4 and 1.4.10): the root size follows the browser's font-size setting, no text
 * is below 12 px on a 320 px phone, and home, login and the lobby keep to the phone's width with twice the text.
 * Chromium's default font size is set through the DevTools protocol, as the browser's own setting would set it.
 */

const ROUTES = ['/m/home', '/m/login', '/m/gameLobbyCenter?gameCategory=RNG'];

async function setDefaultFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

const rootSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

/** Waits until the screen has drawn its content (not the splash or a loading state). */
async function settle(page: Page, route: string) {
  await page.goto(route);
  if (route.includes('login')) await expect(page.locator('#login-password')).toBeVisible();
  else await expect(page.locator('#root .game-tile:not(.game-tile-placeholder)').first()).toBeVisible();
  // Fonts and late layout (ResizeObserver-driven parts) settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

test('the root size follows the browser font-size setting', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/m/login');
  // 16 px default: 1rem = 50 px at 375 px wide (the 750 design at half size).
  expect(await rootSize(page)).toBeCloseTo(50, 0);
  await setDefaultFontSize(page, 32);
  await expect.poll(() => rootSize(page)).toBeCloseTo(100, 0);
  expect(await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize))).toBeCloseTo(28, 0);
});

test('no visible text is below 12 px on a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of ROUTES) {
    await settle(page, route);
    const smallest = await page.evaluate(() => {
      let min = { size: Number.POSITIVE_INFINITY, text: '' };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim();
        if (!el || !text || el.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (!box.width || !box.height || style.visibility === 'hidden') continue;
        const size = Number.parseFloat(style.fontSize);
        if (size < min.size) min = { size, text };
      }
      return min;
    });
    expect(smallest.size, `${route}: "${smallest.text}"`).toBeGreaterThanOrEqual(12);
  }
});

for (const width of [320, 390]) {
  test(`with 200% text at ${width} px, home, login and the lobby do not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await setDefaultFontSize(page, 32);
    for (const route of ROUTES) {
      await settle(page, route);
      expect(await rootSize(page), route).toBeGreaterThanOrEqual(100);
      // The phone's layout viewport widens to the content, so innerWidth would follow: the width is the screen's.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, route).toBeLessThanOrEqual(width);
    }
  });
}

test('with 200% text a member home keeps to a 320 px phone and its balance buttons stay tappable', async ({ page }) => {
  await loginAsDemo(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await setDefaultFontSize(page, 32);
  await page.reload();
  await expect(page.locator('.balance')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const button of await page.locator('.balance button').all()) {
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
});
