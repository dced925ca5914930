import { expect, test } from './fixtures';

/** Home's download offers (spec §2 popups, issue 5): shown by themselves until dismissed, which is remembered. */
test.use({ storageState: { cookies: [], origins: [] } });

test('the app-download popup and banner stay dismissed on the next visit; the button still opens the popup', async ({
  page,
}) => {
  await page.goto('/m/home');
  const popup = page.getByRole('dialog', { name: 'Download the app' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  const banner = page.getByTestId('download-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss the download banner' }).click();
  await expect(banner).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
  await expect(popup).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  await page.getByRole('button', { name: 'Download the app' }).click();
  await expect(popup).toBeVisible();
});
