import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The system status gate (spec §4). The reference server's status is open, so the other answers are produced by
 * rewriting the real server's answer on its way to the page: the rest of the page talks to the real server.
 */
async function rewriteStatus(page: Page, patch: { maintenance?: boolean; regionRestriction?: boolean }) {
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, value: { ...body.value, ...patch } } });
  });
}

test('maintenance shows the full-screen maintenance page, and a retry can open the app', async ({ page }) => {
  await rewriteStatus(page, { maintenance: true, regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
  await expect(page).toHaveTitle(/^The platform is under maintenance \| \S/);
  await expect(page.locator('.shell')).toHaveCount(0);
  await page.unroute('**/wps/system/status');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.shell')).toBeVisible();
});

test('region restriction alone shows the blocked page', async ({ page }) => {
  await rewriteStatus(page, { regionRestriction: true });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
  await expect(page).toHaveTitle(/^Not available in your region \| \S/);
});

test('a failed first load offers "Loading failed, click to retry" and retries on tap', async ({ page }) => {
  let fail = true;
  await page.route('**/wps/system/status', (route) =>
    fail ? route.fulfill({ status: 502, body: 'bad gateway' }) : route.fallback(),
  );
  await page.goto('/m/notice');
  const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.locator('.shell')).toHaveAttribute('data-route', 'notice');
});

test('offline with nothing cached says "No Internet"', async ({ page }) => {
  await page.route('**/wps/system/status', (route) => route.abort('internetdisconnected'));
  await page.goto('/m/notice');
  await expect(page.getByRole('heading', { name: 'No Internet' })).toBeVisible();
});

test('a returning visitor sees the app from the cache while the status refreshes', async ({ page }) => {
  await page.goto('/m/notice');
  await expect(page.locator('.shell')).toBeVisible();
  await page.route('**/wps/system/status', () => {
    /* never answers: the cached status must be enough */
  });
  await page.reload();
  await expect(page.locator('.shell')).toHaveAttribute('data-route', 'notice');
});
