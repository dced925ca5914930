import { expect, test } from './fixtures';
import { configTurnsFlowsPageOn } from './flows-page';

/** Issue 10: the flows page (machine diagrams) is not part of the production site unless the operator turns it on. */

test('the shipped config serves no flows page: /m/flows shows home', async ({ page }) => {
  await page.goto('/m/flows');
  await expect(page.locator('.shell')).toHaveAttribute('data-route', 'home');
  await expect(page.locator('.flows-screen')).toHaveCount(0);
});

test("an operator's config that turns it on shows the flows page", async ({ page }) => {
  await configTurnsFlowsPageOn(page);
  await page.goto('/m/flows');
  await expect(page.locator('.shell')).toHaveAttribute('data-route', 'flows');
  await expect(page.locator('.flows-screen h2')).toBeVisible();
});
