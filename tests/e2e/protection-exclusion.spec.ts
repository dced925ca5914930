import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshMember, logInAs, PASSWORD, toast } from './walks/ui';
import { fundByGateway, PAYMENT_PASSWORD, tokenOf } from './walks/withdraw.handlers';

/**
 * Time-out and self-exclusion against the real server (issue 16 "Done when"): a time-out logs out another open
 * browser and refuses login until it ends (the server's clock is moved forward, never back: every spec shares it);
 * a self-excluded account cannot launch a game but can withdraw. Each test has its own fresh member.
 */

const LOGGED_OUT = 'The account has been logged out, please log in again';

// Each test registers, logs in twice and walks a whole flow: more than the default 45 s on a busy machine.
test.slow();

/** Chooses a period, reads the confirm dialog, types the password and starts it. */
async function start(page: Page, period: string, confirm: string): Promise<void> {
  await page.getByRole('radio', { name: period, exact: true }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Once it starts it cannot be cut short or cancelled.')).toBeVisible();
  // A wrong password shows under its field; the dialog stays with the choice.
  await dialog.getByLabel('Login password', { exact: true }).fill('WrongPass1');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog.getByText('The login password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Login password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

test('a time-out logs out this and another open browser, and refuses login until it ends', async ({
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

    await page.goto('/m/member/timeOut');
    await expect(page.getByText('You cannot log in until it ends.')).toBeVisible();
    // Continue without a period asks for one.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Choose a period first.')).toBeVisible();
    await start(page, '24 hours', 'Start time-out');
    await expect(toast(page, 'Your time-out has started. You can log in again after')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // The other browser's next call answers "not logged in": the site's own handling logs it out.
    await otherPage.reload();
    await expect(toast(otherPage, LOGGED_OUT)).toBeVisible();
    expect(await otherPage.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // Logging in again (the login popup the site opened) is refused with the end time in the player's language.
    const popup = otherPage.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.locator('#login-username').fill(username);
    await popup.locator('#login-password').fill(PASSWORD);
    await popup.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(popup.locator('.form-alert')).toContainText('Your account is on a time-out until');
    expect(await otherPage.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // The server's clock moves past the end: the login works again.
    const moved = await page.request.post('/dev/clock/advance', { data: { minutes: 24 * 60 + 2 } });
    expect(moved.ok()).toBe(true);
    await popup.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect.poll(() => tokenOf(otherPage)).not.toBe('');
  } finally {
    await other.close();
  }
});

test('a self-excluded account cannot launch a game but can withdraw its balance', async ({ page }) => {
  const username = await freshMember(page);
  await fundByGateway(page, 100);
  const headers = { token: await tokenOf(page) };
  await page.request.post('/wps/member/paymentPassword', {
    headers,
    data: { password: PASSWORD, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  await page.request.post('/wps/member/bankCards', {
    headers,
    data: { bankName: 'Demo Bank', accountName: 'Ann Lee', accountNo: '9876543210' },
  });
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  const nodeId = await firstTile(page).getAttribute('data-node-id');
  expect(nodeId).toMatch(/^\d+$/);

  await go(page, '/m/member/selfExclusion');
  await expect(page.getByText('You can still log in to withdraw your balance.')).toBeVisible();
  await start(page, '6 months', 'Start self-exclusion');
  await expect(toast(page, 'Your self-exclusion has started and lasts until')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The login opens a restricted session: every screen but withdraw shows the notice.
  await page.goto('/m/login');
  await logInAs(page, username, PASSWORD);
  const notice = page.getByTestId('restricted-notice');
  await expect(notice).toContainText('Your self-exclusion lasts until');
  await expect(notice.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  await expect(notice).toBeVisible();

  // A launch by a direct call is refused too.
  const launch = await page.request.get(`/wps/game/launchGame?nodeId=${nodeId}`, {
    headers: { token: await tokenOf(page) },
  });
  expect(launch.status()).toBe(403);
  expect(((await launch.json()) as { code: string }).code).toBe('ACCOUNT_SELF_EXCLUDED');

  await notice.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('withdrawable')).toHaveText('$100.00');
  await expect(page.getByRole('radio', { name: /Ann Lee/ })).toBeChecked();
  await page.locator('#withdraw-amount').fill('100');
  await page.locator('#withdraw-paymentPassword').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdrawable')).toHaveText('$0.00');
  const first = page.getByTestId('withdrawals').locator('[data-withdrawal]').first();
  await expect(first).toHaveAttribute('data-status', 'PENDING');
  await expect(first).toContainText('$100.00');
});
