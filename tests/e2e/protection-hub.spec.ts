import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshMember } from './walks/ui';

/**
 * Issue 16 items 6 and 7, "Audit trail": the responsible-gaming page one tap from home, the side menu and the
 * deposit screen; account activity that matches a deposit and game rounds; the protection history lists a row.
 */

const rgTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Responsible gaming' });

/** "$1,234.50" -> 1234.5 */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.-]/g, ''));
}

async function figure(page: Page, card: string, name: string): Promise<number> {
  return amountOf(await page.getByTestId(card).locator(`[data-figure="${name}"] dd`).textContent());
}

test('a visitor reaches responsible gaming in one tap from home and from the side menu, with help and no tools', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Responsible gaming', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(rgTitle(page)).toBeVisible();
  const screen = page.getByTestId('responsible-gaming');
  await expect(screen.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
  await expect(screen.getByText('Log in to set these tools for your account.')).toBeVisible();
  await expect(screen.locator('[data-tool]')).toHaveCount(0);

  await go(page, '/m/home');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(rgTitle(page)).toBeVisible();

  // The member-only screens send a visitor to log in.
  await go(page, '/m/member/activity');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a member: deposit screen -> responsible gaming -> activity matches a deposit and game rounds; history lists a row', async ({
  page,
}) => {
  const username = await freshMember(page);
  const nodeId = Number(await firstTile(page).getAttribute('data-node-id'));

  // A gateway deposit of 100, confirmed on the gateway page.
  await page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  const deposit = page.getByTestId('deposit');
  await deposit.locator('[data-channel="EWALLET"]').click();
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/demo-pay\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
  await expect(deposit.locator('[data-result="APPROVED"]')).toBeVisible({ timeout: 15_000 });

  // Rounds of the demo provider: 4 bets of 5.00, from the deposited money.
  const played = await page.request.post('/dev/provider/rounds', {
    data: { username, nodeId, rounds: 4, bet: 5, cashOutAt: 1.5 },
  });
  expect(played.ok()).toBe(true);
  const rounds = ((await played.json()) as { value: { rounds: { round: { bet: number; win: number } }[] } }).value
    .rounds;
  const bets = rounds.reduce((sum, r) => sum + Math.round(r.round.bet * 100), 0) / 100;
  const wins = rounds.reduce((sum, r) => sum + Math.round(r.round.win * 100), 0) / 100;
  expect(bets).toBe(20);

  // One tap from the deposit screen.
  await deposit.getByRole('link', { name: /Keep control/ }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  const hub = page.getByTestId('responsible-gaming');
  await expect(hub.locator('[data-tool]')).toHaveCount(6);
  await expect(hub.locator('[data-tool="limits"]')).toHaveAttribute('href', /\/m\/member\/limits$/);
  await hub.locator('[data-tool="activity"]').click();
  await expect(page).toHaveURL(/\/m\/member\/activity$/);

  for (const card of ['activity-30', 'activity-all']) {
    await expect(page.getByTestId(card).locator('[data-figure="deposits"] dd')).toHaveText(/100\.00$/);
    expect(await figure(page, card, 'withdrawals')).toBe(0);
    expect(await figure(page, card, 'bets')).toBe(bets);
    expect(await figure(page, card, 'wins')).toBe(wins);
    expect(await figure(page, card, 'net')).toBe(Math.round((wins - bets) * 100) / 100);
  }
  await expect(page.getByTestId('activity-30').locator('[data-figure="net"] dd')).toHaveText(/^[+-]?\S*\d+\.\d\d$/);

  // The history: empty, then a row written on the server (as a tool would) is listed in words.
  await page.getByRole('link', { name: 'Protection history' }).click();
  await expect(page).toHaveURL(/\/m\/member\/protectionHistory$/);
  await expect(page.getByText(/Nothing recorded yet/)).toBeVisible();
  const wrote = await page.request.post('/dev/protection/audit', {
    data: {
      username,
      tool: 'LIMIT',
      action: 'SET',
      oldValue: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
      newValue: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
      source: 'PLAYER',
    },
  });
  expect(wrote.ok()).toBe(true);
  await page.reload();
  const row = page.getByTestId('history-entry');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading', { name: 'Limits: Set' })).toBeVisible();
  await expect(row).toContainText(/Before\s*Limit: Deposit · Period: 24 hours · Amount: \S*100\.00/);
  await expect(row).toContainText(/After\s*Limit: Deposit · Period: 24 hours · Amount: \S*50\.00/);
  await expect(row).toContainText('By you');
});

test('the member centre has responsible gaming and account activity one tap away', async ({ page }) => {
  await freshMember(page);
  await go(page, '/m/member/home');
  await page.locator('[data-entry="accountActivity"]').first().click();
  await expect(page).toHaveURL(/\/m\/member\/activity$/);
  await expect(page.getByTestId('activity-all')).toBeVisible();
  await go(page, '/m/member/home');
  await page.locator('[data-entry="responsibleGaming"]').first().click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByTestId('responsible-gaming').locator('[data-tool]')).toHaveCount(6);
});
