import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { logoutModel } from './logout.model';
import { expectMemberHome, expectVisitorHome, freshMember, logInAs, PASSWORD } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a logout walk keeps: the page and its own member (logging out ends only that member's session). */
export interface LogoutWalk {
  page: Page;
  username: string;
}

type M = typeof logoutModel;

const confirmDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'sure to log out?' });

export async function startLogout(page: Page): Promise<LogoutWalk> {
  // Registration leaves the new member logged in on home.
  return { page, username: await freshMember(page) };
}

export const logoutStates: Record<WalkState<M>, (w: LogoutWalk) => Promise<void>> = {
  memberHome: async ({ page }) => {
    await expect(confirmDialog(page)).toHaveCount(0);
    await expectMemberHome(page);
  },
  confirmShown: async ({ page }) => {
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
  visitorHome: async ({ page }) => {
    await expect(confirmDialog(page)).toHaveCount(0);
    await expectVisitorHome(page);
    expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  },
};

export const logoutEvents: Record<WalkEvent<M>, (w: LogoutWalk) => Promise<void>> = {
  TAP_LOG_OUT: async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
  },
  TAP_CANCEL: async ({ page }) => {
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  },
  TAP_SUBMIT: async ({ page }) => {
    await confirmDialog(page).getByRole('button', { name: 'Submit' }).click();
  },
  LOG_IN_AGAIN: async ({ page, username }) => {
    await page.locator('.home-top').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await logInAs(page, username, PASSWORD);
  },
};
