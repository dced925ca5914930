import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, workerBaseURL } from './fixtures';
import { go } from './games-helpers';
import { freshMember, freshTrialMember, PASSWORD, toast } from './walks/ui';
import {
  addBankCard,
  freshKey,
  fundByGateway,
  homeBalance,
  PAYMENT_PASSWORD,
  setPaymentPassword,
  tokenOf,
} from './walks/withdraw.handlers';

/**
 * Withdraw and transfer against the real server (issue 14 items 2, 3, 6 and "Done when"): each test has its own fresh
 * member, funded by a gateway deposit; the operator decides through `npm run operator`.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const TRIAL_TEXT = 'Please login an actual account to use this function';
const withdrawable = (page: Page) => page.getByTestId('withdrawable');
const withdrawals = (page: Page) => page.getByTestId('withdrawals').locator('[data-withdrawal]');
const withdrawButton = (page: Page) => page.getByRole('button', { name: 'Withdraw', exact: true });

/** GET a member call with this page's session. */
async function api<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { token: await tokenOf(page) } });
  const body = (await answer.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

/** The payment password and one bank card, set through the API (the walk and the first test use the screen). */
async function readyToWithdraw(page: Page): Promise<void> {
  const headers = { token: await tokenOf(page) };
  const set = await page.request.post('/wps/member/paymentPassword', {
    headers,
    data: { password: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(((await set.json()) as { success: boolean }).success).toBe(true);
  const card = await page.request.post('/wps/member/bankCards', {
    headers,
    data: { bankName: 'Demo Bank', accountName: 'Ann Lee', accountNo: '9876543210' },
  });
  expect(((await card.json()) as { success: boolean }).success).toBe(true);
}

/** `npm run operator -- <args>` as an operator would run it, against this run's server. */
function operator(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'operator', '--', ...args], {
    env: { ...process.env, OPERATOR_TOKEN: 'e2e-operator-token', SITE_URL: workerBaseURL() },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

async function fillWithdrawal(page: Page, amount: string): Promise<void> {
  await page.locator('#withdraw-amount').fill(amount);
  await page.locator('#withdraw-paymentPassword').fill(PAYMENT_PASSWORD);
}

test('withdraw 50 with the payment password: the header balance falls by exactly 50, pending; the operator rejects it and the balance comes back', async ({
  page,
}) => {
  await freshMember(page);
  await fundByGateway(page, 200);
  await page.reload();
  await expect(homeBalance(page)).toHaveText('$200.00');

  // From the home top bar's Withdraw, as a player goes.
  await page.locator('.home-top').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(withdrawable(page)).toHaveText('$200.00');
  await setPaymentPassword(page);
  await addBankCard(page);
  await expect(page.getByRole('radio', { name: /Ann Lee/ })).toBeChecked();

  // Below the minimum: the message in the player's language next to the amount, nothing sent.
  await fillWithdrawal(page, '5');
  await withdrawButton(page).click();
  await expect(page.getByText('The minimum withdrawal is $10.00')).toBeVisible();

  await fillWithdrawal(page, '50');
  await withdrawButton(page).click();
  await expect(withdrawable(page)).toHaveText('$150.00');
  await expect(withdrawals(page).first()).toHaveAttribute('data-status', 'PENDING');
  await expect(withdrawals(page).first()).toContainText('$50.00');
  const id = (await withdrawals(page).first().getAttribute('data-withdrawal')) ?? '';
  expect(id).toMatch(/^W/);

  // The header follows the movement (REFRESH_WALLET), without a reload.
  await go(page, '/m/home');
  await expect(homeBalance(page)).toHaveText('$150.00');
  expect((await api<{ sumBalance: number }>(page, '/wps/wallets/gcs')).sumBalance).toBe(150);

  operator('reject', id, 'Name mismatch');
  await go(page, '/m/withdraw');
  await expect(withdrawable(page)).toHaveText('$200.00');
  const rejected = page.getByTestId('withdrawals').locator(`[data-withdrawal="${id}"]`);
  await expect(rejected).toHaveAttribute('data-status', 'REJECTED');
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Reason: Name mismatch');
  await page.reload();
  await go(page, '/m/home');
  await expect(homeBalance(page)).toHaveText('$200.00');
});

test('a double-tapped withdraw creates one request; a retry after a lost answer reuses the key and moves nothing twice', async ({
  page,
}) => {
  await freshMember(page);
  await fundByGateway(page, 200);
  await readyToWithdraw(page);
  await go(page, '/m/withdraw');
  await expect(page.getByRole('radio', { name: /Ann Lee/ })).toBeChecked();

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/transaction/withdraw') && r.method() === 'POST') {
      keys.push(r.headers()['idempotency-key'] ?? '');
    }
  });
  await fillWithdrawal(page, '50');
  await withdrawButton(page).dblclick();
  await withdrawButton(page).click();
  await expect(withdrawable(page)).toHaveText('$150.00');
  expect(keys).toHaveLength(1);
  let list = await api<{ total: number }>(page, '/wps/transaction/withdrawals');
  expect(list.total).toBe(1);

  // The next answer is lost on the way back: the money moved once; the retry sends the same key and moves nothing.
  let lose = true;
  await page.route('**/wps/transaction/withdraw', async (route) => {
    if (!lose) return route.continue();
    lose = false;
    await route.fetch();
    await route.abort('failed');
  });
  await fillWithdrawal(page, '20');
  await withdrawButton(page).click();
  await expect(page.getByText('Something went wrong, please try again')).toBeVisible();
  await expect(page.locator('#withdraw-amount')).toHaveValue('20');
  await withdrawButton(page).click();
  await expect(withdrawable(page)).toHaveText('$130.00');
  expect(keys).toHaveLength(3);
  expect(keys[2]).toBe(keys[1]);
  expect(keys[1]).not.toBe(keys[0]);
  list = await api<{ total: number }>(page, '/wps/transaction/withdrawals');
  expect(list.total).toBe(2);
  expect((await api<{ sumBalance: number }>(page, '/wps/wallets/gcs')).sumBalance).toBe(130);
});

test('a trial member is refused withdraw and transfer with the spec’s text, also at a typed address', async ({
  page,
}) => {
  await freshTrialMember(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.locator('.home-top').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(toast(page, TRIAL_TEXT)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  await go(page, '/m/withdraw');
  await expect(toast(page, TRIAL_TEXT)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('withdraw')).toHaveCount(0);

  // The server refuses too: transfer and withdraw answer TRIAL_REFUSED with the same text.
  const headers = { token: await tokenOf(page), 'Idempotency-Key': freshKey() };
  for (const [path, data] of [
    ['/wps/wallets/transfer', { from: 'MAIN', to: 'PG', amount: 1 }],
    ['/wps/transaction/withdraw', { amount: 50, paymentPassword: '123456', bankCardId: '1' }],
  ] as const) {
    const body = (await (await page.request.post(path, { headers, data })).json()) as { code: string; message: string };
    expect(body.code).toBe('TRIAL_REFUSED');
    expect(body.message).toBe(TRIAL_TEXT);
  }
});

test('the wallets panel moves money to a game wallet and all back to main in one tap', async ({ page }) => {
  await freshMember(page);
  await fundByGateway(page, 200);
  await readyToWithdraw(page);
  await go(page, '/m/withdraw');
  const panel = page.getByTestId('transfer');
  await expect(panel.locator('[data-wallet="MAIN"]')).toContainText('$200.00');
  const game = await page.locator('#transfer-game').inputValue();
  expect(game).not.toBe('');

  await page.locator('#transfer-amount').fill('30');
  await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(panel.locator('[data-wallet="MAIN"]')).toContainText('$170.00');
  await expect(panel.locator(`[data-wallet="${game}"]`)).toContainText('$30.00');
  // The main wallet is what may be withdrawn.
  await expect(withdrawable(page)).toHaveText('$170.00');

  await panel.getByRole('button', { name: 'All back to main' }).click();
  await expect(panel.locator('[data-wallet="MAIN"]')).toContainText('$200.00');
  await expect(panel.locator(`[data-wallet="${game}"]`)).toContainText('$0.00');
  await expect(withdrawable(page)).toHaveText('$200.00');
  const summary = await api<{ wallets: { walletCode: string; balance: number }[] }>(page, '/wps/wallets/gcs');
  expect(summary.wallets.find((w) => w.walletCode === 'MAIN')?.balance).toBe(200);
  expect(summary.wallets.find((w) => w.walletCode === game)?.balance).toBe(0);
});

test('the withdraw screen with its forms open and their messages shown has no axe violations, dark and light', async ({
  page,
}) => {
  await freshMember(page);
  await fundByGateway(page, 200);
  await go(page, '/m/withdraw');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Please enter your login password')).toBeVisible();
  await setPaymentPassword(page);
  await page.getByRole('button', { name: 'Add a bank card' }).click();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Please choose a bank')).toBeVisible();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await withdrawButton(page).click();
  await expect(page.getByText('Please choose a bank card')).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => {
      document.documentElement.classList.remove('theme-dark', 'theme-light');
      document.documentElement.classList.add(`theme-${t}`);
    }, theme);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' ; ')}`),
      theme,
    ).toEqual([]);
  }
});

test('a bank card is removed only after the confirm dialog', async ({ page }) => {
  await freshMember(page);
  await readyToWithdraw(page);
  await go(page, '/m/withdraw');
  const card = page.getByRole('radio', { name: /Ann Lee/ });
  await expect(card).toBeChecked();
  await page.getByRole('button', { name: /^Remove Demo Bank/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove bank card' });
  await expect(dialog).toContainText('Remove Demo Bank ******3210?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove Demo Bank/ }).click();
  await page.getByRole('dialog', { name: 'Remove bank card' }).getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No bank card yet: add one to withdraw')).toBeVisible();
  expect(await api<unknown[]>(page, '/wps/member/bankCards')).toEqual([]);
});
