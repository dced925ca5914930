import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { go } from '../games-helpers';
import { freshMember, PASSWORD } from './ui';
import type { WalkEvent, WalkState } from './walk-model';
import type { withdrawModel } from './withdraw.model';

/** What a withdraw walk keeps: the page of its own fresh member. */
export interface WithdrawWalk {
  page: Page;
}

type M = typeof withdrawModel;

export const PAYMENT_PASSWORD = '246810';

/** The session token of the member logged in on this page. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token).not.toBe('');
  return token;
}

let keys = 0;
/** An idempotency key no other call of this run uses. */
export function freshKey(): string {
  keys += 1;
  return `e2e${Date.now().toString(36)}${process.pid.toString(36)}${keys}`;
}

/**
 * Money for the member, as a player gets it: a gateway deposit (POST /wps/deposit, channel EWALLET) confirmed on
 * the stand-in gateway's page, which calls the platform back signed.
 */
export async function fundByGateway(page: Page, amount: number): Promise<void> {
  const token = await tokenOf(page);
  const made = await page.request.post('/wps/deposit', {
    data: { channel: 'EWALLET', amount, promotionId: null },
    headers: { token, 'Idempotency-Key': freshKey() },
  });
  const body = (await made.json()) as { success: boolean; value?: { payUrl: string | null }; message?: string };
  expect(body.success, body.message).toBe(true);
  const payUrl = body.value?.payUrl ?? '';
  expect(payUrl).toContain('/demo-pay/');
  const sig = new URL(payUrl, 'http://x').searchParams.get('sig') ?? '';
  const paid = await page.request.post(payUrl, { form: { sig, decision: 'confirm' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** The home top bar's balance, as text (the hide toggle left showing). */
export const homeBalance = (page: Page) => page.locator('.home-top output');

const screen = (page: Page) => page.getByTestId('withdraw');
const withdrawable = (page: Page) => page.getByTestId('withdrawable');
const amount = (page: Page) => page.locator('#withdraw-amount');
const pin = (page: Page) => page.locator('#withdraw-paymentPassword');

/** A fresh member with 200.00 (a gateway deposit) on /m/withdraw. */
export async function startWithdraw(page: Page): Promise<WithdrawWalk> {
  await freshMember(page);
  await fundByGateway(page, 200);
  await go(page, '/m/withdraw');
  await expect(withdrawable(page)).toHaveText('$200.00');
  return { page };
}

/** Sets the payment password through the form the screen shows when none is set. */
export async function setPaymentPassword(page: Page): Promise<void> {
  await page.locator('#paymentPassword-loginPassword').fill(PASSWORD);
  await page.locator('#paymentPassword-newPassword').fill(PAYMENT_PASSWORD);
  await page.locator('#paymentPassword-confirmPassword').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Set payment password' }).click();
}

/** Adds a bank card through the form. */
export async function addBankCard(page: Page, accountNo = '1234567890'): Promise<void> {
  await page.getByRole('button', { name: 'Add a bank card' }).click();
  await page.locator('#card-bankName').selectOption({ index: 1 });
  await page.locator('#card-accountName').fill('Ann Lee');
  await page.locator('#card-accountNo').fill(accountNo);
  await page.getByRole('button', { name: 'Save card' }).click();
}

export const withdrawStates: Record<WalkState<M>, (w: WithdrawWalk) => Promise<void>> = {
  setPassword: async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Set a payment password' })).toBeVisible();
    await expect(amount(page)).toHaveCount(0);
    await expect(withdrawable(page)).toHaveText('$200.00');
  },
  noCard: async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Set a payment password' })).toHaveCount(0);
    await expect(page.getByText('No bank card yet: add one to withdraw')).toBeVisible();
    await expect(amount(page)).toBeVisible();
  },
  cardChosen: async ({ page }) => {
    const card = page.getByRole('radio', { name: /Ann Lee/ });
    await expect(card).toHaveCount(1);
    await expect(card).toBeChecked();
  },
  tooMuch: async ({ page }) => {
    await expect(page.getByText('The amount is above your withdrawable balance')).toBeVisible();
    await expect(amount(page)).toHaveValue('300');
    await expect(pin(page)).toHaveValue(PAYMENT_PASSWORD);
    await expect(withdrawable(page)).toHaveText('$200.00');
  },
  pending: async ({ page }) => {
    await expect(withdrawable(page)).toHaveText('$150.00');
    const first = page.getByTestId('withdrawals').locator('[data-withdrawal]').first();
    await expect(first).toHaveAttribute('data-status', 'PENDING');
    await expect(first).toContainText('$50.00');
    await expect(first).toContainText('Pending');
    await expect(amount(page)).toHaveValue('');
    await expect(screen(page)).toBeVisible();
  },
};

export const withdrawEvents: Record<WalkEvent<M>, (w: WithdrawWalk) => Promise<void>> = {
  SET_PASSWORD: async ({ page }) => setPaymentPassword(page),
  ADD_CARD: async ({ page }) => addBankCard(page),
  ASK_TOO_MUCH: async ({ page }) => {
    await amount(page).fill('300');
    await pin(page).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  },
  WITHDRAW_50: async ({ page }) => {
    await amount(page).fill('50');
    await pin(page).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  },
};
