import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstTile, go } from './games-helpers';
import { freshMember, logInAs, PASSWORD } from './walks/ui';

/**
 * Deposit, loss and wager limits against the real server (issue 16 tool 1 and "Done when"): a daily deposit limit of
 * 50 refuses a deposit of 60 and allows 40; raising it to 100 stays pending for 24 hours (the server's protection
 * clock is moved forward, never back) and applies once confirmed; lowering applies at once; a loss limit stops the
 * demo game's rounds and the game says why. Each test registers its own member.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe on the limits screen with an editor open and its error shown, in the dark and the light theme. */
async function axeBothThemes(page: Page): Promise<void> {
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await row(page, 'wager', 'week').locator('.limits-row-head button').click();
    await row(page, 'wager', 'week').getByRole('textbox').fill('1.234');
    await row(page, 'wager', 'week').getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#limit-wager-week-input-error')).toHaveText('Enter an amount with at most two decimals');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      theme,
    ).toEqual([]);
  }
}

const row = (page: Page, kind: string, period: string) => page.getByTestId(`limit-${kind}-${period}`);
const notice = (page: Page) => page.getByTestId('limits-notice');

async function advanceClock(page: Page, minutes: number): Promise<void> {
  const answer = await page.request.post('/dev/clock/advance', { data: { minutes } });
  expect(answer.ok()).toBe(true);
}

/**
 * The player comes back after a long while: the idle session ended on the server (the inactivity logout), so the
 * player logs in again and opens the limits.
 */
async function comeBackAfter(page: Page, username: string, minutes: number): Promise<void> {
  await advanceClock(page, minutes);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await logInAs(page, username, PASSWORD);
  await expect(page).not.toHaveURL(/\/m\/login$/);
  await go(page, '/m/member/limits');
}

/** Opens one limit's editor, types the amount and saves it. */
async function setLimit(page: Page, kind: string, period: string, amount: string): Promise<void> {
  await row(page, kind, period).locator('.limits-row-head button').click();
  await row(page, kind, period).getByRole('textbox').fill(amount);
  await row(page, kind, period).getByRole('button', { name: 'Save' }).click();
}

test('a daily deposit limit of 50 refuses 60 and allows 40; a raise to 100 waits 24 hours; lowering is at once', async ({
  page,
}) => {
  const username = await freshMember(page);
  await go(page, '/m/member/limits');
  await expect(row(page, 'deposit', 'day')).toContainText('Not set');
  await setLimit(page, 'deposit', 'day', '50');
  await expect(notice(page)).toHaveText('Saved: the limit applies now.');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('$50.00');

  await go(page, '/m/voucherCenter');
  await page.getByTestId('deposit').locator('[data-channel="EWALLET"]').click();
  await expect(page.getByTestId('deposit-allowance')).toHaveText(
    'You can deposit $50.00 more under your 24-hour deposit limit.',
  );
  await page.getByLabel('Amount', { exact: true }).fill('60');
  await page.getByTestId('deposit').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit').getByRole('alert')).toContainText(
    'This deposit would pass your 24-hour deposit limit of $50.00: $50.00 left; it resets',
  );
  // A refused deposit keeps what was typed.
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('60');
  await page.getByLabel('Amount', { exact: true }).fill('40');
  await page.getByTestId('deposit').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/demo-pay\//);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
  await expect(page.getByTestId('deposit').locator('[data-result="APPROVED"]')).toBeVisible({ timeout: 15_000 });

  await go(page, '/m/member/limits');
  await setLimit(page, 'deposit', 'day', '100');
  await expect(notice(page)).toHaveText('Requested: you can confirm it after the 24-hour cooling-off.');
  const pending = page.getByTestId('limit-deposit-day-pending');
  await expect(pending).toContainText('Changes to $100.00: you can confirm it from');
  await expect(pending.getByRole('button', { name: /^Confirm: / })).toHaveCount(0);
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('$50.00');

  await comeBackAfter(page, username, 24 * 60 - 1);
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('button', { name: /^Confirm: / })).toHaveCount(0);

  await comeBackAfter(page, username, 1);
  await pending.getByRole('button', { name: /^Confirm: / }).click();
  await expect(notice(page)).toHaveText('Confirmed: the new limit applies now.');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('$100.00');
  await expect(pending).toHaveCount(0);

  await setLimit(page, 'deposit', 'day', '30');
  await expect(notice(page)).toHaveText('Saved: the limit applies now.');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('$30.00');
  await axeBothThemes(page);
});

test('a loss limit stops the demo game’s rounds and the game says which limit and when it resets', async ({
  page,
  context,
}) => {
  const username = await freshMember(page);
  const credit = await page.request.post('/dev/lottery/credit', { data: { username, amount: 200 } });
  expect(credit.ok()).toBe(true);
  await go(page, '/m/member/limits');
  await setLimit(page, 'loss', 'day', '15');
  await expect(page.getByTestId('limit-loss-day-amount')).toHaveText('$15.00');

  await go(page, '/m/gameList?gameType=RNG&vassalage=CQX');
  const popupPromise = context.waitForEvent('page');
  await firstTile(page).locator('.game-tile-open').click();
  const game = await popupPromise;
  const main = game.locator('main.game');
  await expect(main).toHaveAttribute('data-state', 'ready');
  await game.getByLabel('Bet').fill('10');
  const result = game.getByRole('status');
  let refused = false;
  for (let round = 0; round < 30 && !refused; round++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(main).toHaveAttribute('data-state', 'ready');
    refused = (await result.getAttribute('data-refused')) === 'LOSS_LIMIT_REACHED';
  }
  expect(refused).toBe(true);
  await expect(result).toContainText('would pass your 24-hour loss limit of 15.00');
  await expect(result).toContainText('it resets at');
});
