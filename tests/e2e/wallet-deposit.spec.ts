import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test, workerBaseURL } from './fixtures';
import { go } from './games-helpers';
import { freshMember, freshTrialMember, toast } from './walks/ui';

/**
 * Deposit end to end against the reference server (issue 14 item 1 and "Done when"): each test registers its own
 * member. The server's site config has dep_func '1': the channel list, then a detail page per channel.
 */

const run = promisify(execFile);
const refused = 'Please login an actual account to use this function';

const screen = (page: Page) => page.getByTestId('deposit');
const records = (page: Page) => page.getByTestId('deposit-records').locator('[data-deposit]');
const submit = (page: Page) => screen(page).getByRole('button', { name: 'Deposit', exact: true });

/** The number in a money text such as "¥1,234.50" (or null while it shows asterisks). */
function amountOf(text: string | null): number | null {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '');
  return digits === '' ? null : Number(digits);
}

/** Home's balance widget, once the wallet has loaded. */
async function homeBalance(page: Page): Promise<number> {
  await go(page, '/m/home');
  const output = page.locator('.home-top output');
  let value: number | null = null;
  await expect
    .poll(async () => {
      value = amountOf(await output.textContent());
      return value;
    })
    .not.toBeNull();
  return value ?? 0;
}

async function openDeposit(page: Page): Promise<void> {
  await page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(screen(page).locator('[data-channel]').first()).toBeVisible();
}

async function gatewayDeposit(page: Page, amount: string): Promise<void> {
  await screen(page).locator('[data-channel="EWALLET"]').click();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await submit(page).click();
  await expect(page).toHaveURL(/\/demo-pay\//);
}

/** `npm run operator -- <args>` against the e2e server, as an operator would run it. */
async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', ...args], {
    env: { ...process.env, OPERATOR_TOKEN: 'e2e-operator-token', SITE_URL: workerBaseURL() },
    timeout: 60_000,
  });
  return stdout;
}

/** A 1x1 png (its magic bytes are what the server checks). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a gateway deposit of 100, confirmed on the gateway page, adds exactly 100 and shows approved', async ({
  page,
}) => {
  await freshMember(page);
  const before = await homeBalance(page);
  await openDeposit(page);
  await gatewayDeposit(page, '100');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
  await expect(screen(page).locator('[data-result="APPROVED"]')).toBeVisible({ timeout: 15_000 });
  await expect(records(page).first()).toHaveAttribute('data-status', 'APPROVED');
  await expect(records(page).first()).toContainText('100.00');
  await expect.poll(async () => amountOf(await page.getByTestId('deposit-balance').textContent())).toBe(before + 100);
  expect(await homeBalance(page)).toBe(before + 100);
});

test('a cancelled gateway payment shows rejected and moves nothing', async ({ page }) => {
  await freshMember(page);
  const before = await homeBalance(page);
  await openDeposit(page);
  await gatewayDeposit(page, '100');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?deposit=D/);
  await expect(screen(page).locator('[data-result="REJECTED"]')).toBeVisible({ timeout: 15_000 });
  await expect(screen(page).getByText('Your balance did not change.', { exact: false })).toBeVisible();
  await expect(records(page).first()).toHaveAttribute('data-status', 'REJECTED');
  expect(await homeBalance(page)).toBe(before);
});

test('a bank transfer (double-tapped once) stays pending with a proof until the operator approves it', async ({
  page,
}) => {
  await freshMember(page);
  const before = await homeBalance(page);
  await openDeposit(page);
  await screen(page).locator('[data-channel="BANK_TRANSFER"]').click();
  // The amount is checked against the channel before anything is sent.
  await page.getByLabel('Amount', { exact: true }).fill('99.999');
  await submit(page).click();
  await expect(page.locator('#deposit-amount-error')).toHaveText('At most two decimals');
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await expect(page.locator('#deposit-amount-error')).toHaveText('The minimum is 100.00');
  await screen(page)
    .getByRole('button', { name: /100\.00$/ })
    .first()
    .click();
  await submit(page).dblclick();

  const payTo = screen(page).locator('section[data-deposit]');
  await expect(payTo).toBeVisible();
  const id = (await payTo.getAttribute('data-deposit')) ?? '';
  expect(id).toMatch(/^D/);
  await expect(payTo.getByRole('button', { name: 'Copy Reference code' })).toBeVisible();
  await expect(payTo.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await expect(records(page)).toHaveCount(1);
  await expect(records(page).first()).toHaveAttribute('data-status', 'PENDING');

  // Proofs: a gif is refused here, a png is attached.
  const picker = screen(page).locator('input[type=file]');
  await picker.setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(screen(page).getByText('Only png or jpg images can be attached.')).toBeVisible();
  await picker.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(screen(page).getByText('1 of 3 attached')).toBeVisible();

  // Still pending for the player until the operator decides.
  await page.reload();
  await expect(records(page).first()).toHaveAttribute('data-status', 'PENDING');
  expect(await homeBalance(page)).toBe(before);

  await operator('approve', id);
  await go(page, '/m/voucherCenter');
  await page.reload();
  await expect(records(page).first()).toHaveAttribute('data-deposit', id);
  await expect(records(page).first()).toHaveAttribute('data-status', 'APPROVED');
  expect(await homeBalance(page)).toBe(before + 100);
});

test("with dep_func '0' the compact form: channel tabs, amount and submit on one page; crypto shows its address", async ({
  page,
}) => {
  // The operator's template flag, as the status call carries it (spec §6).
  await page.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.value.info.mobileTemplate.dep_func = '0';
    await route.fulfill({ response, json });
  });
  await freshMember(page);
  await page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(screen(page)).toHaveAttribute('data-view', 'compact');
  await expect(screen(page).getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('aria-selected', 'true');
  await screen(page).getByRole('tab', { name: /USDT/ }).click();
  await expect(screen(page).getByText(/Fee 1%/)).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await expect(screen(page).locator('.dep-summary')).toContainText('10.00');
  await submit(page).click();
  const payTo = screen(page).locator('section[data-deposit]');
  await expect(payTo.getByRole('button', { name: 'Copy Address' })).toBeVisible();
  await expect(payTo.getByRole('button', { name: 'Copy Reference code' })).toBeVisible();
  await expect(screen(page).getByRole('heading', { name: 'Payment proof' })).toHaveCount(0);
  await expect(records(page).first()).toHaveAttribute('data-status', 'PENDING');
});

test('a trial member is refused with the spec’s text: the button, the typed address and the server', async ({
  page,
}) => {
  await freshTrialMember(page);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.locator('.bottom-bar').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(toast(page, refused)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(toast(page, refused)).toHaveCount(0, { timeout: 5000 });

  await go(page, '/m/voucherCenter');
  await expect(toast(page, refused)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token);
  const answer = await page.request.get('/wps/deposit/channels', { headers: { token } });
  const body = (await answer.json()) as { success: boolean; code: string; message: string };
  expect(body).toMatchObject({ success: false, code: 'TRIAL_REFUSED', message: refused });
});
