import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { depositModel } from './deposit.model';
import { freshMember } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a deposit walk keeps: the page of its own fresh member. */
export interface DepositWalk {
  page: Page;
}

type M = typeof depositModel;

const screen = (page: Page) => page.getByTestId('deposit');
const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
const submit = (page: Page) => screen(page).getByRole('button', { name: 'Deposit', exact: true });
const record = (page: Page) => page.getByTestId('deposit-records').locator('[data-deposit]').first();

/** A fresh member opens Deposit from home's top bar (the server's dep_func is '1': the channel list). */
export async function startDeposit(page: Page): Promise<DepositWalk> {
  await freshMember(page);
  await page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  return { page };
}

export const depositStates: Record<WalkState<M>, (w: DepositWalk) => Promise<void>> = {
  channels: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/voucherCenter/);
    await expect(screen(page).locator('[data-channel]')).toHaveCount(3);
    await expect(screen(page).getByRole('heading', { name: 'Choose a deposit channel' })).toBeVisible();
  },
  ewalletPage: async ({ page }) => {
    await expect(screen(page).locator('[data-channel-page="EWALLET"]')).toBeVisible();
    await expect(amountField(page)).toBeVisible();
    await expect(page.locator('#deposit-amount-error')).toHaveCount(0);
  },
  amountRequired: async ({ page }) => {
    await expect(page.locator('#deposit-amount-error')).toHaveText('Enter an amount');
    await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  },
  gatewayPage: async ({ page }) => {
    await expect(page).toHaveURL(/\/demo-pay\//);
    await expect(page.getByText(/100\.00/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
  approved: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
    await expect(screen(page).locator('[data-result="APPROVED"]')).toBeVisible();
    await expect(record(page)).toHaveAttribute('data-status', 'APPROVED');
  },
  rejected: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
    await expect(screen(page).locator('[data-result="REJECTED"]')).toBeVisible();
    await expect(screen(page).getByText('Your balance did not change.', { exact: false })).toBeVisible();
    await expect(record(page)).toHaveAttribute('data-status', 'REJECTED');
  },
};

export const depositEvents: Record<WalkEvent<M>, (w: DepositWalk) => Promise<void>> = {
  PICK_EWALLET: async ({ page }) => {
    await screen(page).locator('[data-channel="EWALLET"]').click();
  },
  SUBMIT_EMPTY: async ({ page }) => {
    await submit(page).click();
  },
  BACK_TO_LIST: async ({ page }) => {
    await screen(page)
      .getByRole('button', { name: /All channels/ })
      .click();
  },
  PAY_100: async ({ page }) => {
    await amountField(page).fill('100');
    await submit(page).click();
  },
  CONFIRM_PAYMENT: async ({ page }) => {
    await page.getByRole('button', { name: 'Confirm payment' }).click();
  },
  CANCEL_PAYMENT: async ({ page }) => {
    await page.getByRole('button', { name: 'Cancel' }).click();
  },
  NEW_DEPOSIT: async ({ page }) => {
    await screen(page).getByRole('button', { name: 'Make another deposit' }).click();
  },
};
