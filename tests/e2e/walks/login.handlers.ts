import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { loginModel } from './login.model';
import { expectMemberHome, fillCaptcha, freshMemberThenVisitor, PASSWORD, submitLogin } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a login walk keeps: the page and the fresh member it logs in as (so a refused password locks no one else). */
export interface LoginWalk {
  page: Page;
  username: string;
  /** Lets the held login call through to the server (set while a login is held). */
  release?: () => void;
}

const isLoginCall = (url: URL) => url.pathname === '/wps/session/login';

type M = typeof loginModel;

const tab = (page: Page, name: 'Password' | 'SMS code') => page.getByRole('tab', { name });

export async function startLogin(page: Page): Promise<LoginWalk> {
  const username = await freshMemberThenVisitor(page);
  await page.goto('/m/login');
  return { page, username };
}

export const loginStates: Record<WalkState<M>, (w: LoginWalk) => Promise<void>> = {
  passwordForm: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(tab(page, 'Password')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#login-username')).toBeVisible();
    await expect(page.locator('#login-password')).toBeVisible();
    await expect(page.locator('#login-username-error')).toHaveCount(0);
    await expect(page.locator('#login-captcha')).toHaveCount(0);
  },
  ruleErrorsShown: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('#login-username-error')).toBeVisible();
    await expect(page.locator('#login-password-error')).toBeVisible();
    await expect(page.locator('#login-username')).toBeFocused();
  },
  smsForm: async ({ page }) => {
    await expect(tab(page, 'SMS code')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#login-mobile')).toBeVisible();
    await expect(page.locator('#login-smsCode')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
    await expect(page.locator('#login-username')).toHaveCount(0);
  },
  wrongPasswordRefused: async ({ page, username }) => {
    await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('#login-username')).toHaveValue(username);
    await expect(page.locator('#login-captcha')).toBeVisible();
  },
  submitting: async ({ page, username }) => {
    const busy = page.getByRole('button', { name: 'Logging in…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('#login-username')).toHaveValue(username);
    await expect(page.locator('#login-username-error')).toHaveCount(0);
  },
  loggedInHome: async ({ page }) => expectMemberHome(page),
};

export const loginEvents: Record<WalkEvent<M>, (w: LoginWalk) => Promise<void>> = {
  SUBMIT_EMPTY: async ({ page }) => {
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  },
  OPEN_SMS_TAB: async ({ page }) => {
    await tab(page, 'SMS code').click();
  },
  OPEN_PASSWORD_TAB: async ({ page }) => {
    await tab(page, 'Password').click();
  },
  SUBMIT_WRONG_PASSWORD: async ({ page, username }) => {
    await submitLogin(page, username, 'Wrong1234');
  },
  SUBMIT_RIGHT_PASSWORD: async (w) => {
    // The call goes to the real server, only later: the walk holds it until SERVER_ANSWERS.
    const answered = new Promise<void>((resolve) => {
      w.release = resolve;
    });
    await w.page.route(
      isLoginCall,
      async (route) => {
        await answered;
        await route.continue();
      },
      { times: 1 },
    );
    await submitLogin(w.page, w.username, PASSWORD);
  },
  SERVER_ANSWERS: async (w) => {
    expect(w.release, 'a login call is held').toBeDefined();
    w.release?.();
  },
  SUBMIT_WITH_CAPTCHA: async ({ page }) => {
    await page.locator('#login-password').fill(PASSWORD);
    await fillCaptcha(page, 'login-captcha');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  },
};
