import { expect, test } from './fixtures';
import { loginAsDemo } from './games-helpers';

/**
 * Home's shortcut tiles (spec §2) follow the entry rules of §4, as the drawer's links do; a visitor gets the login
 * popup for a member-only destination (tests/e2e/messages-service.spec.ts).
 */

test('the bonus tile opens the reward centre for a member when REWCEN3 is on', async ({ page }) => {
  await loginAsDemo(page);
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Bonus & rewards' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
});

test("without REWCEN3 the bonus tile says 'contact service' and stays on home", async ({ page }) => {
  // The reference config has the flag on: its status answer is rewritten on the way to the page.
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.info.flags.REWCEN3 = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Bonus & rewards' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Please contact customer service' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});
