import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 10: a language the site config lists without a translation file in this build (TY) is offered by both
 * pickers under the config's name; chosen, the site shows English texts with a valid `lang` and asks the server
 * in that language.
 */

const TY = { code: 'TY', name: 'Ty Language', flag: 'TH' };

/** The operator's config lists TY as well (the shipped config lists only translated languages). */
async function configListsTy(page: Page): Promise<void> {
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.info.languages.push(TY);
    await route.fulfill({ response, json: body });
  });
}

test('the drawer lists a language without a translation, and choosing it shows English texts', async ({ page }) => {
  await configListsTy(page);
  await page.goto('/m/activity/signIn');
  await expect(page.locator('header.title-bar h1')).toHaveText('Daily sign-in');
  await page.getByRole('button', { name: 'Menu' }).click();
  const picker = page.getByLabel('Language');
  await expect(picker.locator('option[value="TY"]')).toHaveText(/Ty Language/);

  const askedInTy = page.waitForRequest((r) => r.url().includes('/wps/') && r.headers().language === 'TY');
  await picker.selectOption('TY');
  await askedInTy;
  await expect(picker).toHaveValue('TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header.title-bar h1')).toHaveText('Daily sign-in');

  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByLabel('Language')).toHaveValue('TY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("home's language picker lists it too and marks it once chosen", async ({ page }) => {
  await configListsTy(page);
  await page.goto('/m/home');
  const ty = page.getByRole('button', { name: 'Ty Language' });
  // The footer mounts when it comes near the viewport: scroll down until the picker is there.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(ty).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await ty.click();
  await expect(ty).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
});

test('a translated language sets its BCP 47 tag on the page', async ({ page }) => {
  await page.goto('/m/activity/signIn');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
