import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { registrationModel } from './registration.model';
import { expectMemberHome, fillCaptcha, fillRegistration, PASSWORD, toast, uniqueUsername } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a registration walk keeps: the page and the username it registers (unique per test). */
export interface RegistrationWalk {
  page: Page;
  username: string;
  /** Lets the held registration call through to the server (set while one is held). */
  release?: () => void;
}

const isRegisterCall = (url: URL) => url.pathname === '/wps/member/register';

type M = typeof registrationModel;

const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
const terms = (page: Page) => page.getByLabel(/agree to the/);

export async function startRegistration(page: Page): Promise<RegistrationWalk> {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Username' }).click();
  // The box starts unticked with Register off (spec §5, issue 16 tool 7); the walk starts once it is ticked.
  await expect(terms(page)).not.toBeChecked();
  await expect(registerButton(page)).toBeDisabled();
  await terms(page).check();
  return { page, username: uniqueUsername() };
}

export const registrationStates: Record<WalkState<M>, (w: RegistrationWalk) => Promise<void>> = {
  usernameForm: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#register-username')).toBeVisible();
    await expect(page.locator('#register-confirmPassword')).toBeVisible();
    await expect(page.locator('#register-username-error')).toHaveCount(0);
    await expect(terms(page)).toBeChecked();
    await expect(registerButton(page)).toBeEnabled();
  },
  ruleErrorsShown: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.locator('#register-username-error')).toBeVisible();
    await expect(page.locator('#register-password-error')).toBeVisible();
    await expect(page.locator('#register-username')).toBeFocused();
  },
  submitting: async ({ page, username }) => {
    const busy = page.getByRole('button', { name: 'Registering…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.locator('#register-username')).toHaveValue(username);
  },
  mobileForm: async ({ page }) => {
    await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#register-mobileNum')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get code' })).toBeVisible();
    await expect(page.locator('#register-username')).toHaveCount(0);
  },
  termsUnchecked: async ({ page }) => {
    await expect(terms(page)).not.toBeChecked();
    await expect(registerButton(page)).toBeDisabled();
  },
  invitationRefused: async ({ page, username }) => {
    await expect(toast(page, 'invitation code error')).toBeVisible();
    await expect(page.locator('#register-affiliateCode')).toBeFocused();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.locator('#register-username')).toHaveValue(username);
  },
  registeredHome: async ({ page }) => {
    await expect(toast(page, 'registered successfully')).toBeVisible();
    await expectMemberHome(page);
  },
};

export const registrationEvents: Record<WalkEvent<M>, (w: RegistrationWalk) => Promise<void>> = {
  SUBMIT_EMPTY: async ({ page }) => {
    await registerButton(page).click();
  },
  OPEN_MOBILE_TAB: async ({ page }) => {
    await page.getByRole('tab', { name: 'Mobile number' }).click();
  },
  OPEN_USERNAME_TAB: async ({ page }) => {
    await page.getByRole('tab', { name: 'Username' }).click();
  },
  UNCHECK_TERMS: async ({ page }) => {
    await terms(page).uncheck();
  },
  CHECK_TERMS: async ({ page }) => {
    await terms(page).check();
  },
  SUBMIT_WITH_UNKNOWN_INVITATION: async ({ page, username }) => {
    await fillRegistration(page, username);
    await page.locator('#register-affiliateCode').fill('NOSUCH1');
    await registerButton(page).click();
  },
  SUBMIT_VALID: async (w) => {
    // The call goes to the real server, only later: the walk holds it until SERVER_ANSWERS.
    const answered = new Promise<void>((resolve) => {
      w.release = resolve;
    });
    await w.page.route(
      isRegisterCall,
      async (route) => {
        await answered;
        await route.continue();
      },
      { times: 1 },
    );
    await fillRegistration(w.page, w.username);
    await registerButton(w.page).click();
  },
  SERVER_ANSWERS: async (w) => {
    expect(w.release, 'a registration call is held').toBeDefined();
    w.release?.();
  },
  CLEAR_INVITATION_AND_SUBMIT: async ({ page }) => {
    await page.locator('#register-affiliateCode').fill('');
    await page.locator('#register-password').fill(PASSWORD);
    await fillCaptcha(page, 'register-captcha');
    await registerButton(page).click();
  },
};
