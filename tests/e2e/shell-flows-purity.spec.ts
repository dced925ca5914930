import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { configTurnsFlowsPageOn } from './flows-page';
import { expectMemberHome, freshMember } from './walks/ui';

/**
 * Issue 10: drawing a machine generates its paths, which runs its assignments. Machines are pure, so a member who
 * opens the diagrams keeps the session, and nothing is written to storage (before, opening the session diagram
 * cleared the session and logged the player out, and the status diagram wrote a fixture into the status cache).
 */

async function storageOf(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookie: document.cookie,
  }));
}

// Every machine's diagram is laid out in the browser (elkjs), one after the other: about 1.5 s each alone, more
// while the other worker's browser and server share the two cores, and the catalog grows with the issues.
test.setTimeout(300_000);

test('a member opens every diagram on the flows page: storage and the session are unchanged', async ({ page }) => {
  await configTurnsFlowsPageOn(page);
  await freshMember(page);
  const before = await storageOf(page);
  expect(Object.keys(before.session).length).toBeGreaterThan(0);

  // In the app, without a reload: the same actors that hold the session draw the diagrams.
  await page.evaluate(() => {
    history.pushState(null, '', '/m/flows');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const toggles = page.locator('#root .flows-toggle');
  await expect(toggles.first()).toBeVisible();
  const count = await toggles.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    await toggles.nth(i).click();
    await expect(page.locator('#root .flows-machine').nth(i).locator('.flows-diagram img')).toBeVisible({
      timeout: 30_000,
    });
  }

  expect(await storageOf(page)).toEqual(before);
  await page.goBack();
  await expectMemberHome(page);
});
