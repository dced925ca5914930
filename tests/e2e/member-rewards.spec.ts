import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshMember, toast } from './walks/ui';
import { homeBalance, tokenOf } from './walks/withdraw.handlers';

/**
 * The points and reward centre against the real server (issue 15 item 3 and "Done when": a claimed reward raises the
 * balance by its amount; REWCEN3 off shows "contact service"). Each test has its own fresh member.
 */

const centre = (page: Page) => page.getByTestId('reward-centre');
const rewardCard = (page: Page, title: string) => centre(page).getByRole('article', { name: title });
const pointsBalance = (page: Page) => page.getByTestId('points-balance');

/** The MAIN wallet's balance through the API, with this page's session. */
async function mainBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/wps/wallets/gcs', { headers: { token: await tokenOf(page) } });
  const body = (await answer.json()) as { value: { wallets: { walletCode: string; balance: number }[] } };
  return body.value.wallets.find((w) => w.walletCode === 'MAIN')?.balance ?? 0;
}

test('a fresh member claims the welcome bonus and the balance rises by its amount; an expired one cannot be claimed', async ({
  page,
}) => {
  const username = await freshMember(page);
  await expect(homeBalance(page)).toContainText('0.00');
  const expired = await page.request.post('/dev/rewards/grant', { data: { username, expiresInDays: -1 } });
  expect(expired.ok()).toBe(true);

  await go(page, '/m/rewardCenter');
  const welcome = rewardCard(page, 'Welcome bonus');
  await expect(welcome).toHaveAttribute('data-status', 'AVAILABLE');
  await expect(welcome).toContainText('8.00');
  await expect(rewardCard(page, 'Special bonus')).toHaveAttribute('data-status', 'EXPIRED');
  await expect(rewardCard(page, 'Special bonus').getByRole('button')).toHaveCount(0);

  await welcome.getByRole('button', { name: 'Claim Welcome bonus' }).click();
  await expect(toast(page, 'Reward claimed')).toBeVisible();
  await expect(welcome).toHaveAttribute('data-status', 'CLAIMED');
  await expect(welcome.getByRole('button')).toHaveCount(0);
  expect(await mainBalance(page)).toBe(8);

  await go(page, '/m/home');
  await expect(homeBalance(page)).toContainText('8.00');
});

test('points from real rounds appear, and points are exchanged for bonus money', async ({ page }) => {
  const username = await freshMember(page);
  const nodeId = Number(await firstTile(page).getAttribute('data-node-id'));
  expect((await page.request.post('/dev/lottery/credit', { data: { username, amount: 5000 } })).ok()).toBe(true);
  const played = await page.request.post('/dev/provider/rounds', {
    data: { username, nodeId, rounds: 5, bet: 50, cashOutAt: 1.5 },
  });
  expect(played.ok()).toBe(true);

  await go(page, '/m/rewardCenter');
  // 5 rounds of 50.00: 250.00 of bets, one point per 10.00.
  await expect(pointsBalance(page)).toHaveText('25');
  await centre(page).getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByTestId('points-history').locator('[data-kind=ROUND]')).toHaveCount(5);
  await expect(page.getByTestId('points-history')).toContainText(/From a \S*50\.00 bet/);

  // Not enough points yet for an exchange: the message sits next to the field and nothing is sent.
  await page.getByLabel('Points to exchange').fill('100');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(centre(page).getByText('You have 25 points')).toBeVisible();
  await expect(page.getByLabel('Points to exchange')).toHaveValue('100');

  // 18 more rounds of 50.00: 1,150.00 in all, 115 points.
  expect(
    (
      await page.request.post('/dev/provider/rounds', {
        data: { username, nodeId, rounds: 18, bet: 50, cashOutAt: 1.5 },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(pointsBalance(page)).toHaveText('115');
  const before = await mainBalance(page);
  await centre(page).getByRole('tab', { name: 'Points' }).click();
  await page.getByLabel('Points to exchange').fill('100');
  await expect(centre(page).getByText('You get')).toContainText('1.00');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(toast(page, 'Points exchanged')).toBeVisible();
  await expect(pointsBalance(page)).toHaveText('15');
  await expect(page.getByTestId('points-history').locator('[data-kind=EXCHANGE]')).toContainText('-100');
  expect(Math.round((await mainBalance(page)) * 100)).toBe(Math.round(before * 100) + 100);
});

test("without REWCEN3 a direct visit shows 'contact service' and not the centre", async ({ page }) => {
  // The reference config has the flag on: its status answer is rewritten on the way to the page.
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.info.flags.REWCEN3 = false;
    await route.fulfill({ response, json: body });
  });
  await freshMember(page);
  await page.goto('/m/rewardCenter');
  await expect(centre(page).getByRole('status').filter({ hasText: 'Please contact customer service' })).toBeVisible();
  await expect(centre(page)).toHaveAttribute('data-state', '"off"');
  await expect(pointsBalance(page)).toHaveCount(0);
  await expect(centre(page).getByRole('article')).toHaveCount(0);
});
