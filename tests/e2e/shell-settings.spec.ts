import { expect, test } from './fixtures';

test('the drawer switches the theme and remembers it', async ({ page }) => {
  await page.goto('/m/notice');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await page.goto('/m/activity/signIn');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the drawer switches the language; only that language is downloaded', async ({ page }) => {
  const localeRequests: string[] = [];
  page.on('request', (r) => {
    const m = r.url().match(/\/assets\/(en|cn|th|vi|id|pt-br|hi|ko|ja)-[\w-]+\.js$/);
    if (m?.[1]) localeRequests.push(m[1]);
  });
  await page.goto('/m/activity/signIn');
  await expect(page.locator('header.title-bar h1')).toHaveText('Daily sign-in');
  expect(localeRequests).toEqual(['en']);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('header.title-bar h1')).not.toHaveText('Daily sign-in');
  expect(localeRequests).toEqual(['en', 'ja']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
