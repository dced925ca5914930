import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { memberHomeModel } from './memberHome.model';
import { expectVisitorHome, freshMember } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a member-home walk keeps: the page of its own fresh member and that member's username. */
export interface MemberHomeWalk {
  page: Page;
  username: string;
}

type M = typeof memberHomeModel;

const screen = (page: Page) => page.getByTestId('member-home');
const balance = (page: Page) => page.getByTestId('member-balance');
const logoutDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'sure to log out?' });
const registerAlert = (page: Page) => page.getByRole('dialog').filter({ hasText: 'free trial account' });
const memberItem = (page: Page) => page.locator('.bottom-bar').getByRole('button', { name: 'Member', exact: true });
const entry = (page: Page, id: string) => screen(page).locator(`[data-entry="${id}"]`);

/** A fresh member (registered through the API, on home) taps the bottom bar's Member item. */
export async function startMemberHome(page: Page): Promise<MemberHomeWalk> {
  const username = await freshMember(page);
  await memberItem(page).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  return { page, username };
}

async function expectMemberHomeShown(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(screen(page)).toHaveAttribute('data-layout', 'new');
  await expect(screen(page)).toContainText(`Account: ${username}`);
  // A fresh member is at the first level of the site config, shown by its name.
  await expect(screen(page).getByTestId('vip-label')).toHaveText('VIP0');
  await expect(balance(page)).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  for (const id of ['deposit', 'withdraw', 'transfer', 'records', 'gameRecords', 'messages', 'security', 'logout'])
    await expect(entry(page, id)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const memberHomeStates: Record<WalkState<M>, (w: MemberHomeWalk) => Promise<void>> = {
  memberHome: async ({ page, username }) => {
    await expectMemberHomeShown(page, username);
    await expect(page.locator('html')).toHaveClass(/theme-dark/);
  },
  languageChoice: async ({ page }) => {
    const sheet = page.getByRole('dialog', { name: 'Language' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
  balanceHidden: async ({ page }) => {
    await expect(balance(page)).toHaveText('****');
    await expect(screen(page).getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  },
  lightTheme: async ({ page }) => {
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    await expect(entry(page, 'theme')).toContainText('Light');
  },
  logoutConfirm: async ({ page }) => {
    const dialog = logoutDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
  visitorHome: async ({ page }) => {
    await expectVisitorHome(page);
  },
  trialHome: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').type))
      .toBe(4);
  },
  trialAlert: async ({ page }) => {
    const alert = registerAlert(page);
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Register now' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  },
  trialAlertOnMemberHome: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(registerAlert(page).getByRole('button', { name: 'Register now' })).toBeVisible();
    await expect(screen(page)).toHaveAttribute('data-state', '"registerPrompt"');
    await expect(entry(page, 'deposit')).toHaveCount(0);
  },
  registerScreen: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.locator('#register-username')).toBeVisible();
  },
};

export const memberHomeEvents: Record<WalkEvent<M>, (w: MemberHomeWalk) => Promise<void>> = {
  OPEN_LANGUAGE: async ({ page }) => {
    await entry(page, 'language').click();
  },
  CLOSE_LANGUAGE: async ({ page }) => {
    await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'Close' }).click();
  },
  HIDE_BALANCE: async ({ page }) => {
    await screen(page).getByRole('button', { name: 'Hide balance' }).click();
  },
  SHOW_BALANCE: async ({ page }) => {
    await screen(page).getByRole('button', { name: 'Show balance' }).click();
  },
  TAP_THEME: async ({ page }) => {
    await entry(page, 'theme').click();
  },
  TAP_LOG_OUT: async ({ page }) => {
    await entry(page, 'logout').click();
  },
  TAP_CANCEL: async ({ page }) => {
    await logoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
  },
  TAP_SUBMIT: async ({ page }) => {
    await logoutDialog(page).getByRole('button', { name: 'Submit' }).click();
  },
  FREE_PLAY: async ({ page }) => {
    await page.goto('/m/trail');
    await page.getByRole('button', { name: 'Try free play' }).click();
  },
  TAP_MEMBER_ITEM: async ({ page }) => {
    await memberItem(page).click();
  },
  CANCEL_ALERT: async ({ page }) => {
    await registerAlert(page).getByRole('button', { name: 'Cancel' }).click();
  },
  TYPE_ADDRESS: async ({ page }) => {
    await page.goto('/m/member/home');
  },
  REGISTER_NOW: async ({ page }) => {
    await registerAlert(page).getByRole('button', { name: 'Register now' }).click();
  },
};
