import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMember, logInAs, PASSWORD, toast, uniqueUsername } from './walks/ui';
import { tokenOf } from './walks/withdraw.handlers';

/**
 * The security centre against the real server (issue 15 items 7, 8 and "Done when"): a member the operator created
 * must change its password before anything else; signing out the other sessions makes another browser's session
 * answer "logged out"; the payment password is set from the security centre. Each test has its own fresh member.
 */

const OPERATOR = { authorization: 'Bearer e2e-operator-token' };
const FORCED_TITLE = 'You must change your password before you go on';
const LOGGED_OUT = 'The account has been logged out, please log in again';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe on the page as it stands, in the dark and the light theme. */
async function axeBothThemes(page: Page): Promise<void> {
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await expect(page.locator('.shell [aria-busy=true]:not(button)')).toHaveCount(0, { timeout: 10_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      theme,
    ).toEqual([]);
  }
}

async function memberCall<T>(page: Page, path: string): Promise<{ success: boolean; code?: string; value?: T }> {
  const answer = await page.request.get(path, { headers: { token: await tokenOf(page) } });
  return (await answer.json()) as { success: boolean; code?: string; value?: T };
}

test('a member the operator created must change its password before anything else, then lands home', async ({
  page,
}) => {
  const username = uniqueUsername();
  const created = await page.request.post('/operator/members', { headers: OPERATOR, data: { username } });
  const { value } = (await created.json()) as { value: { password: string } };
  expect(value.password).toMatch(/^[A-Za-z0-9]{12}$/);

  await page.goto('/m/login');
  await logInAs(page, username, value.password);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByRole('heading', { level: 1, name: FORCED_TITLE })).toBeVisible();
  expect((await memberCall(page, '/wps/member/sessions')).code).toBe('PASSWORD_CHANGE_REQUIRED');
  await axeBothThemes(page);

  // Other addresses lead back, after a reload too; the back button stays here.
  for (const path of ['/m/member/security', '/m/withdraw', '/m/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('heading', { level: 1, name: FORCED_TITLE })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.locator('#changePsw-newPassword').fill('MyOwnPass42');
  await page.locator('#changePsw-confirmPassword').fill('MyOwnPass42');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toast(page, 'Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/security');
  await expect(page).toHaveURL(/\/m\/member\/security$/);
  await expect(page.getByTestId('security-sessions').getByText('This device', { exact: true })).toBeVisible();
  expect((await memberCall(page, '/wps/member/sessions')).success).toBe(true);
});

test('signing out the other sessions makes another browser’s session answer "logged out"', async ({
  page,
  browser,
}) => {
  const username = await freshMember(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await otherPage.goto('/m/login');
    await logInAs(otherPage, username, PASSWORD);
    await expect(otherPage).toHaveURL(/\/m\/home$/);

    await page.goto('/m/member/security');
    const sessions = page.getByTestId('security-sessions');
    await expect(sessions.locator('li')).toHaveCount(2);
    await expect(sessions.locator('li[data-current=true]')).toContainText('This device');
    await sessions.getByRole('button', { name: 'Sign out the other devices (1)' }).click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(sessions.locator('li')).toHaveCount(1);
    await expect(sessions.getByText('Only this device is signed in.')).toBeVisible();

    // The other browser's next call answers "not logged in": it shows the logged-out state and the login popup.
    await otherPage.reload();
    await expect(toast(otherPage, LOGGED_OUT)).toBeVisible();
    await expect(otherPage.getByRole('dialog')).toBeVisible();
    expect(await otherPage.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    // This browser's session goes on.
    expect((await memberCall(page, '/wps/member/info')).success).toBe(true);
  } finally {
    await other.close();
  }
});

test('the payment password is set from the security centre', async ({ page }) => {
  await freshMember(page);
  await page.goto('/m/member/security');
  const card = page.getByTestId('security-payment');
  await expect(card.getByText('Not set yet: withdrawals need one')).toBeVisible();
  await card.getByRole('button', { name: 'Set', exact: true }).click();

  // A wrong login password shows next to its field and keeps what was typed.
  await page.locator('#paymentPassword-loginPassword').fill('WrongPass1');
  await page.locator('#paymentPassword-newPassword').fill('246810');
  await page.locator('#paymentPassword-confirmPassword').fill('246810');
  await card.getByRole('button', { name: 'Save payment password' }).click();
  await expect(card.getByText('The login password is incorrect')).toBeVisible();
  await expect(page.locator('#paymentPassword-newPassword')).toHaveValue('246810');

  await page.locator('#paymentPassword-loginPassword').fill(PASSWORD);
  await card.getByRole('button', { name: 'Save payment password' }).click();
  await expect(toast(page, 'Payment password set')).toBeVisible();
  await expect(card.getByText('Set: withdrawals ask for it')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change', exact: true })).toBeVisible();
  expect((await memberCall<{ hasPaymentPassword: boolean }>(page, '/wps/member/info')).value?.hasPaymentPassword).toBe(
    true,
  );
  await axeBothThemes(page);
  await card.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Change the payment password' })).toBeVisible();
});
