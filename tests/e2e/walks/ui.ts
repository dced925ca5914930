import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { openWithSession, registerThroughApi, sessionOfLogin, sessionOfTrial, trialThroughApi } from '../members';

/**
 * Page helpers the walks share: what a person sees (toasts, the home top bar) and the set-up a walk starts from
 * (a fresh member of its own, made through the API: the registration and login walks fill the forms themselves;
 * the reference server's /dev/captcha answers the captcha this browser was shown).
 */

export const PASSWORD = 'Secret123';

let counter = 0;
/** A username no other test uses: time, process and a counter, within the username rule (a-z, 0-9, 6..). */
export function uniqueUsername(): string {
  counter += 1;
  return `w${Date.now().toString(36)}${(process.pid % 1296).toString(36)}${counter.toString(36)}`.slice(0, 16);
}

/** A toast (role status) with this text; home has other live regions (the jackpot counter). */
export const toast = (page: Page, text: string) => page.locator('.toast[role=status]', { hasText: text });

/** Waits for the captcha picture next to the field `id`, then types the answer the server holds for this browser. */
export async function fillCaptcha(page: Page, id: string): Promise<void> {
  await expect(page.locator(`#${id}`).locator('xpath=..').locator('img')).toBeVisible();
  const answer = await page.request.get('/dev/captcha');
  expect(answer.ok()).toBe(true);
  const { value } = (await answer.json()) as { value: { answer: string } };
  await page.locator(`#${id}`).fill(value.answer);
}

/** The Username tab of /m/register with a username, the password twice and the captcha filled in. */
export async function fillRegistration(page: Page, username: string): Promise<void> {
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill(PASSWORD);
  await page.locator('#register-confirmPassword').fill(PASSWORD);
  await fillCaptcha(page, 'register-captcha');
  // The agreement and age box starts unticked (spec §5, issue 16 tool 7).
  await page.getByLabel(/agree to the/).check();
}

/** Home as a member: balance bar with Deposit; the session is saved for the tab. */
export async function expectMemberHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  await expect(page.locator('.home-top').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
}

/** Home as a visitor: Login and Register in the top bar, no balance bar, no saved session. */
export async function expectVisitorHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home$/);
  const top = page.locator('.home-top');
  await expect(top.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(top.getByRole('button', { name: 'Deposit', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
}

/**
 * Set-up: a fresh member, made through the registration call the site makes (tests/e2e/members.ts), logged in on
 * home: the session saved for the tab as after the form, then home opened with it.
 */
export async function freshMember(page: Page): Promise<string> {
  const username = uniqueUsername();
  const answer = await registerThroughApi(page.request, username, PASSWORD);
  // The Username tab shows a password field, so the site counts its registration as a password login.
  await openWithSession(page, sessionOfLogin(answer), true);
  await expectMemberHome(page);
  return username;
}

/**
 * Set-up: a fresh trial member (free play), made through the call "Try free play" makes, on home. Specs about the
 * free-play button itself (account-flows, the member-home walk, keyboard) still press it.
 */
export async function freshTrialMember(page: Page): Promise<void> {
  await openWithSession(page, sessionOfTrial(await trialThroughApi(page.request)), false);
  await expectMemberHome(page);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').type))
    .toBe(4);
}

/**
 * Set-up: a fresh member, then a visitor again in the same tab (the session lives in session storage only, so
 * clearing it forgets it; the member stays on the server).
 */
export async function freshMemberThenVisitor(page: Page): Promise<string> {
  const username = await freshMember(page);
  await page.evaluate(() => sessionStorage.clear());
  return username;
}

/** Fills and sends the Password tab of the login form. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Logs in with the right password. Every e2e login comes from 127.0.0.1, and after 3 failed logins from one address
 * (other tests fail some on purpose) the server asks that address's logins for the captcha: answered when asked.
 */
export async function logInAs(page: Page, username: string, password: string): Promise<void> {
  await submitLogin(page, username, password);
  const onLogin = () => /\/m\/login$/.test(page.url());
  const captcha = page.locator('#login-captcha');
  await expect.poll(async () => !onLogin() || (await captcha.isVisible()), { timeout: 15_000 }).toBe(true);
  if (!onLogin()) return;
  await fillCaptcha(page, 'login-captcha');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
