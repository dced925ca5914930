import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { go } from './games-helpers';
import { freshMember } from './walks/ui';

/**
 * Reality checks against the reference server (issue 16 tool 2): a fresh member chooses a 10-minute interval, plays
 * rounds with known results (dev helper), and after 10 minutes (server clock moved by /dev/clock, the page's by
 * Playwright's clock) a blocking check appears over the game with the session's time and net; the server refuses the
 * next round until Continue answers it; See history answers the next one and opens the account activity.
 */

const money = (n: number) =>
  `${n < 0 ? '-' : n > 0 ? '+' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** WCAG 2.2 AA violations on the page as it is now (rule ids and targets), as the axe gate scans routes. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function slotGame(page: Page): Promise<number> {
  const answer = await page.request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1');
  const body = (await answer.json()) as { value: { games: { nodeId: string | number }[] } };
  return Number(body.value.games[0]?.nodeId);
}

/** Rounds through the provider's signed wallet calls; the answer (refused while a check is due). */
function playRounds(page: Page, username: string, nodeId: number, rounds: number) {
  return page.request.post('/dev/provider/rounds', { data: { username, nodeId, rounds, bet: 5 } });
}

async function balanceAfter(answer: Awaited<ReturnType<typeof playRounds>>): Promise<number> {
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { value: { rounds: { balance: number }[] } };
  return Number(body.value.rounds.at(-1)?.balance);
}

async function advanceServerClock(page: Page, minutes: number) {
  expect((await page.request.post('/dev/clock/advance', { data: { minutes } })).ok()).toBe(true);
}

test('a 10-minute reality check appears over a game after 10 minutes with the session net', async ({ page }) => {
  await page.clock.install();
  const username = await freshMember(page);
  expect((await page.request.post('/dev/lottery/credit', { data: { username, amount: 1000 } })).ok()).toBe(true);

  await go(page, '/m/member/realityCheck');
  await page.getByRole('radio', { name: 'Every 10 minutes' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reality check interval saved')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Every 10 minutes/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await go(page, '/m/game?gameCategory=RNG');
  const nodeId = await slotGame(page);
  const balance = await balanceAfter(await playRounds(page, username, nodeId, 4));
  const net = Math.round((balance - 1000) * 100) / 100;

  // The host reads the status again within a minute: the session clock shows in the header during play.
  await page.clock.fastForward('01:00');
  await expect(page.locator('header.title-bar').getByTestId('session-clock')).toBeVisible();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  await advanceServerClock(page, 10);
  await page.clock.fastForward('01:00');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
  await expect(check.getByTestId('reality-check-net')).toHaveText(money(net));
  await expect(check.getByTestId('reality-check-played')).toHaveText(/^1\d:\d\d$/);
  expect(await axeViolations(page)).toEqual([]);
  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();

  // The server refuses the next round until the check is answered.
  const refused = await playRounds(page, username, nodeId, 1);
  expect(refused.ok()).toBe(false);
  expect(((await refused.json()) as { code: string }).code).toBe('REALITY_CHECK_DUE');

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
  await balanceAfter(await playRounds(page, username, nodeId, 1));

  // The next check, 10 minutes after the answer: See history answers it, then opens the account activity.
  await advanceServerClock(page, 10);
  await page.clock.fastForward('01:00');
  await expect(page.getByTestId('reality-check')).toBeVisible();
  await page.getByRole('button', { name: 'See history' }).click();
  await expect(page).toHaveURL(/\/m\/member\/activity$/);
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
  await balanceAfter(await playRounds(page, username, nodeId, 1));
});
