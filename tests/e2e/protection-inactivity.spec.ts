import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMember } from './walks/ui';
import { tokenOf } from './walks/withdraw.handlers';

/**
 * Inactivity logout and consent against the real server (issue 16 tools 5 and 7, "Done when": 30 idle minutes end
 * the session on the server). The page's time moves with page.clock, the server's with /dev/clock/advance (shared by
 * the whole run: only forward). Each test has its own fresh member.
 */

const LOGGED_OUT = 'The account has been logged out, please log in again';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The operator's inactivity settings have reached the page and its idle timer is armed on the page's clock. The
 * machine takes the answer a few turns after the response ends: a clock moved before that would arm the timer at the
 * moved time (seen on a busy machine: no warning after 29.5 minutes).
 */
async function settingsTaken(page: Page): Promise<void> {
  const response = await page.waitForResponse(
    (r) => r.url().endsWith('/wps/member/protection/inactivity') && r.request().method() === 'GET',
  );
  await response.finished();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

test('30 idle minutes: the warning counts down, the session ends on the server and the site goes home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const settingsLoaded = settingsTaken(page);
  await freshMember(page);
  await settingsLoaded;
  const token = await tokenOf(page);
  expect(token).toBeTruthy();

  // 29 idle minutes on the server and on the page: the warning shows, over the screen, with its countdown.
  expect((await page.request.post('/dev/clock/advance', { data: { minutes: 29 } })).ok()).toBe(true);
  await page.clock.fastForward('29:00');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/Logging out in \d+ seconds/);
  await expect(warning.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // The last minute passes: the session ends on the server, the site goes home with the spec's message.
  expect((await page.request.post('/dev/clock/advance', { data: { minutes: 1 } })).ok()).toBe(true);
  await page.clock.runFor('01:01');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByText(LOGGED_OUT).first()).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  // A direct call with the old token is refused: the session is gone on the server, not only on the page.
  const direct = await page.request.get('/wps/member/info', { headers: { token } });
  expect(direct.status()).toBe(401);
  expect((await direct.json()).code).toBe('NOT_LOGGED_IN');
});

test('activity while warned cancels the warning and keeps the session', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const settingsLoaded = settingsTaken(page);
  await freshMember(page);
  await settingsLoaded;
  const token = await tokenOf(page);

  await page.clock.fastForward('29:30');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  const reported = page.waitForResponse((r) => r.url().endsWith('/wps/member/protection/inactivity/activity'));
  await warning.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(warning).toHaveCount(0);
  expect((await reported).ok()).toBe(true);
  // The tap was reported: 29 more minutes on the server do not end the session.
  expect((await page.request.post('/dev/clock/advance', { data: { minutes: 29 } })).ok()).toBe(true);
  const direct = await page.request.get('/wps/wallets/gcs', { headers: { token, 'x-background-call': '1' } });
  expect(direct.status()).toBe(200);
});

test('an idle session ends on the server even with no page open', async ({ page }) => {
  const settingsLoaded = page.waitForResponse((r) => r.url().endsWith('/wps/member/protection/inactivity'));
  await freshMember(page);
  await settingsLoaded;
  const token = await tokenOf(page);
  await page.goto('about:blank');
  // The site's background calls do not keep it alive.
  const background = { token, 'x-background-call': '1' };
  expect((await page.request.post('/dev/clock/advance', { data: { minutes: 20 } })).ok()).toBe(true);
  expect((await page.request.get('/wps/wallets/gcs', { headers: background })).status()).toBe(200);
  expect((await page.request.post('/dev/clock/advance', { data: { minutes: 10 } })).ok()).toBe(true);
  const refused = await page.request.get('/wps/wallets/gcs', { headers: background });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('NOT_LOGGED_IN');
});

test('the registration agreement and age box starts unticked; Register waits for it', async ({ page }) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Username' }).click();
  const agree = page.getByLabel(/agree to the/);
  const register = page.getByRole('button', { name: 'Register', exact: true });
  await expect(agree).not.toBeChecked();
  await expect(register).toBeDisabled();
  await expect(register).toHaveAccessibleDescription('Please tick the box to agree to the terms and confirm your age');
  await agree.check();
  await expect(register).toBeEnabled();
  await expect(page.getByText('Please tick the box to agree to the terms and confirm your age')).toHaveCount(0);
});
