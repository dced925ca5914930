import type { Page } from '@playwright/test';
import { badgeText } from '../../src/domain/messages/centre';
import { moneyText } from '../../src/domain/wallet/money';
import { expect, test } from './fixtures';
import { loginAsDemo } from './games-helpers';
import { freshTrialMember, toast } from './walks/ui';
import { tokenOf } from './walks/withdraw.handlers';

/**
 * Member home against the real server (issue 15 item 1): demo's VIP label, balance and unread badge as the server
 * has them (read-only on demo); the trial member's "register now" alert; VIP off hides VIP benefits; REWCEN3 off
 * makes the reward entry say "contact service"; mem_cen '1' and '0' give the two layouts; logout asks first.
 */

const screen = (page: Page) => page.getByTestId('member-home');
const entry = (page: Page, id: string) => screen(page).locator(`[data-entry="${id}"]`);
const memberItem = (page: Page) => page.locator('.bottom-bar').getByRole('button', { name: 'Member', exact: true });

/** Rewrites the site status answer on its way to the page (the reference config has every flag on, mem_cen '1'). */
async function withStatus(
  page: Page,
  edit: (info: { flags: Record<string, boolean>; mobileTemplate: { mem_cen: string } }) => void,
) {
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    edit(body.value.info);
    await route.fulfill({ response, json: body });
  });
}

async function api<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { token: await tokenOf(page) } });
  const body = (await answer.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

/** demo, logged in, taps the bottom bar's Member item. */
async function demoMemberHome(page: Page): Promise<void> {
  await loginAsDemo(page);
  await memberItem(page).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(screen(page)).toHaveAttribute('data-state', /"info":"ready"/);
}

test('demo sees its VIP label, balance and the unread badge of its messages on member home', async ({ page }) => {
  await demoMemberHome(page);
  const info = await api<{ nickname: string; account: string; clubLabel: { labelName: string } | null }>(
    page,
    '/wps/member/info',
  );
  const wallet = await api<{ sumBalance: number; currencySymbol: string }>(page, '/wps/wallets/gcs');
  const unread = await api<number>(page, '/wps/member/messages/unread');
  expect(unread).toBeGreaterThan(0);
  await expect(screen(page).getByRole('heading', { name: info.nickname })).toBeVisible();
  await expect(screen(page)).toContainText(`Account: ${info.account}`);
  // The demo's granted level is named VIP1: a level's name reads as it is (a bare number would read "VIP 1").
  expect(info.clubLabel?.labelName).toBe('VIP1');
  await expect(screen(page).getByTestId('vip-label')).toHaveText('VIP1');
  await expect(page.getByTestId('member-balance')).toHaveText(moneyText(wallet.sumBalance, wallet.currencySymbol));
  const badge = entry(page, 'messages').getByTestId('unread-badge');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText(badgeText(unread) ?? '');
  await expect(badge).toContainText(`${unread} unread`);
  // The eye hides the balance here and in home's top bar alike (one choice for the visit).
  await screen(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('member-balance')).toHaveText('****');
  await page.locator('.bottom-bar').getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('.home-top output')).toHaveText('****');
});

test('a trial member gets the register-now alert from the Member item and at the typed address', async ({ page }) => {
  await freshTrialMember(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  const alert = page.getByRole('dialog').filter({ hasText: 'free trial account' });

  await memberItem(page).click();
  await expect(alert.getByRole('button', { name: 'Register now' })).toBeVisible();
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/member/home');
  await expect(alert.getByRole('button', { name: 'Register now' })).toBeVisible();
  await expect(entry(page, 'deposit')).toHaveCount(0);
  await alert.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a visitor typing /m/member/home is sent to log in', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(toast(page, 'Please log in first')).toBeVisible();
});

test('with flag VIP on the VIP benefits entry shows; off, it is gone', async ({ page }) => {
  await demoMemberHome(page);
  await expect(entry(page, 'benefits')).toHaveAttribute('href', '/m/member/benefits');
  await page.context().clearCookies();
  await withStatus(page, (info) => {
    info.flags.VIP = false;
  });
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(screen(page)).toHaveAttribute('data-state', /"info":"ready"/);
  await expect(entry(page, 'leaderboard')).toBeVisible();
  await expect(entry(page, 'benefits')).toHaveCount(0);
});

test("without REWCEN3 the reward entry says 'contact service' and stays on member home", async ({ page }) => {
  await withStatus(page, (info) => {
    info.flags.REWCEN3 = false;
  });
  await demoMemberHome(page);
  const rewards = entry(page, 'rewards');
  await expect(rewards).toContainText('Contact customer service');
  await rewards.click();
  await expect(toast(page, 'Please contact customer service')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

test("mem_cen '1' shows the new layout: the card's quick actions and tiles", async ({ page }) => {
  await withStatus(page, (info) => {
    info.mobileTemplate.mem_cen = '1';
  });
  await demoMemberHome(page);
  await expect(screen(page)).toHaveAttribute('data-layout', 'new');
  await expect(screen(page).locator('.mc-quick [data-entry="deposit"]')).toBeVisible();
  await expect(screen(page).locator('.mc-grid [data-entry="security"]')).toHaveAttribute('href', '/m/member/security');
  await expect(screen(page).locator('.mc-list')).toHaveCount(0);
  await screen(page).locator('.mc-quick [data-entry="deposit"]').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
});

test("mem_cen '0' shows the classic layout: the profile card and plain lists of the same entries", async ({ page }) => {
  await withStatus(page, (info) => {
    info.mobileTemplate.mem_cen = '0';
  });
  await demoMemberHome(page);
  await expect(screen(page)).toHaveAttribute('data-layout', 'classic');
  await expect(screen(page).locator('.mc-quick')).toHaveCount(0);
  await expect(screen(page).locator('.mc-grid')).toHaveCount(0);
  await expect(screen(page).locator('.mc-list [data-entry="deposit"]')).toBeVisible();
  await expect(screen(page).locator('.mc-list [data-entry="security"]')).toHaveAttribute('href', '/m/member/security');
  await screen(page).locator('.mc-list [data-entry="records"]').click();
  await expect(page).toHaveURL(/\/m\/gameRecord\?tab=money$/);
});

test('logout from member home asks first; Submit logs out and leaves a visitor on home', async ({ page }) => {
  await demoMemberHome(page);
  const confirm = page.getByRole('dialog').filter({ hasText: 'sure to log out?' });
  await entry(page, 'logout').click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await entry(page, 'logout').click();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.home-top').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});
