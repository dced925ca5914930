import type { Page } from '@playwright/test';
import { pathTo } from '../../src/domain/shell/paths';
import { expect, test } from './fixtures';
import { go, loginAsDemo } from './games-helpers';

/**
 * Issue 13, notices and help: the home ticker opens /m/notice at its index; opening a notice marks it read (at once,
 * then the member's mark-read call, then the reload: it stays read after a page reload, and the unread count falls);
 * a visitor's marks stay local; the help centre selects its item by the query's `i`, reloads in a new language, and
 * the registration terms link opens the terms item with the typed form kept for the way back.
 */

interface HelpAnswer {
  value: { key: string; title: string }[];
}

async function helpTitles(page: Page, lang: string): Promise<string[]> {
  const answer = await page.request.get(`/wps/system/helpCenter?lang=${lang}`);
  return ((await answer.json()) as HelpAnswer).value.map((h) => h.title);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notices = (page: Page) => page.getByRole('list', { name: 'Announcements' });
const noticeButton = (page: Page, title: string) =>
  notices(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });
const unreadCount = async (page: Page) =>
  Number((await page.getByRole('status').filter({ hasText: 'Unread:' }).textContent())?.replace(/\D+/g, ''));

test('the home ticker opens /m/notice at its index, with that notice open; a visitor reads it without a call', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_markAsRead')) calls.push(r.url());
  });
  await page.goto('/m/home');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  const items = ticker.locator('.marquee-track button');
  await expect(items.nth(2)).toBeAttached();
  const titles = await items.allTextContents();
  // The ticker moves: focus holds it, and Enter taps the third title.
  await items.nth(2).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/m\/notice\?i=2$/);
  const opened = noticeButton(page, titles[2]!);
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: titles[2] })).toBeVisible();
  await expect(noticeButton(page, titles[0]!)).toHaveAttribute('aria-expanded', 'false');
  // Read at once, and said so; the visitor's mark stays on this device.
  await expect(opened).toHaveAccessibleName(new RegExp(`${escapeRegExp(titles[2]!)}\\s*, Read`));
  expect(await unreadCount(page)).toBe(titles.length - 1);
  expect(calls).toEqual([]);
});

test('a member marking a notice read: it looks read at once, stays read after a reload, the unread count falls', async ({
  page,
}) => {
  await loginAsDemo(page);
  await go(page, pathTo('notice'));
  const list = notices(page);
  await expect(list.getByRole('button').first()).toBeVisible();
  const before = await unreadCount(page);
  const unread = list.locator('.notice-unread button').first();
  const title = (await unread.locator('.notice-title').textContent()) ?? '';
  expect(before).toBeGreaterThan(0);

  const marked = page.waitForRequest((r) => r.url().endsWith('/wps/relay/MCSFE_markAsRead') && r.method() === 'POST');
  const reloaded = page.waitForRequest((r) => r.url().includes('MCSFE_getListAnnouncements'));
  await noticeButton(page, title).click();
  const body = (await marked).postDataJSON() as { announcementId: string; read: boolean };
  expect(body.read).toBe(true);
  try {
    await reloaded;
    await expect(noticeButton(page, title)).toHaveAccessibleName(new RegExp(`${escapeRegExp(title)}\\s*, Read`));
    await expect(list.locator('.notice-read .notice-title', { hasText: title })).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before - 1);

    // The mark is the server's: a new page (no local flags) shows it read too.
    await page.reload();
    await expect(noticeButton(page, title)).toHaveAccessibleName(new RegExp(`${escapeRegExp(title)}\\s*, Read`));
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
  } finally {
    // Leave the demo member's notices as they were for the specs after this one.
    const restored = await page.evaluate(async (announcementId) => {
      const info = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string };
      const answer = await fetch('/wps/relay/MCSFE_markAsRead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: info.token ?? '' },
        body: JSON.stringify({ announcementId, read: false }),
      });
      return answer.ok;
    }, body.announcementId);
    expect(restored).toBe(true);
  }
});

test('/m/help?i=2 opens the third help item, /m/helpDetail?i=0 the first', async ({ page }) => {
  const titles = await helpTitles(page, 'EN');
  await page.goto(pathTo('help', { i: 2 }));
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link', { name: titles[2] })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles[2]!);
  await expect(topics.getByRole('link')).toHaveText(titles);

  await page.goto(pathTo('helpDetail', { i: 0 }));
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles[0]!);
  // Another title selects its item, in place.
  await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: titles[3] }).click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?i=3$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles[3]!);
});

test('a language change reloads the help in the new language, the same item selected', async ({ page }) => {
  const chinese = await helpTitles(page, 'CN');
  await page.goto(pathTo('help', { i: 1 }));
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText('Terms and conditions');
  const askedInCn = page.waitForRequest((r) => r.url().includes('/wps/system/helpCenter') && r.url().includes('CN'));
  await page.getByLabel('Language').selectOption('CN');
  await askedInCn;
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(chinese[1]!);
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText(chinese);
});

test('the registration terms link opens the terms item, and coming back keeps the typed form', async ({ page }) => {
  await page.goto(pathTo('register'));
  await page.getByRole('textbox', { name: /^Username/ }).fill('terms4reader');
  await page.getByRole('button', { name: 'User Agreement' }).click();

  await expect(page).toHaveURL(/\/m\/help\?key=terms$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText('Terms and conditions');
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('terms4reader');
});

test('with nothing to show, the notice list and the help centre say "No data"; a failed help load offers a retry', async ({
  page,
}) => {
  await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) =>
    route.fulfill({ json: { success: true, value: { player: [], promotion: [], popup: [], banners: [] } } }),
  );
  await page.goto(pathTo('notice', { i: 0 }));
  await expect(page.getByText('No data')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Announcements' })).toHaveCount(0);

  let helpAnswer: 'fail' | 'empty' | 'real' = 'fail';
  await page.route('**/wps/system/helpCenter*', (route) => {
    if (helpAnswer === 'fail') return route.fulfill({ status: 502, body: 'bad gateway' });
    if (helpAnswer === 'empty') return route.fulfill({ json: { success: true, value: [] } });
    return route.fallback();
  });
  await go(page, pathTo('help'));
  await expect(page.getByText('The help could not be loaded.')).toBeVisible();
  helpAnswer = 'empty';
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No data')).toBeVisible();
  helpAnswer = 'real';
  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText('About us');
});
