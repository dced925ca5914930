import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectMemberHome, fillRegistration, logInAs, PASSWORD, uniqueUsername } from './walks/ui';

/**
 * The announcement popup (spec §2 "Announcement popup", §4) against the real server. The e2e server seeds no popup
 * (DEMO_POPUPS=0, so the modal covers no other spec): this spec adds its own through /dev/announcements and removes
 * them in afterAll. Each test is a fresh browser context, so a visitor starts with nothing closed.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const VISITORS = 'E2E visitors: double your deposit';
const MEMBERS = 'E2E members: weekend reload';
const FIRST_LOGIN = 'E2E first login: free spins';

let api: APIRequestContext;
const added: number[] = [];
let visitorsId = 0;

async function addAnnouncement(body: Record<string, unknown>): Promise<number> {
  const answer = await api.post('/dev/announcements', { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  const id = ((await answer.json()) as { value: { id: number } }).value.id;
  added.push(id);
  return id;
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Welcome' });
const entryTitles = (page: Page) => popup(page).locator('.popup-entry-title').allTextContents();

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  visitorsId = await addAnnouncement({
    promotionType: 'PU',
    execution: 'B',
    title: VISITORS,
    content:
      '<p style="font-size:28px">New players get <b>100%</b>.</p>' +
      '<p><a href="/m/register">Sign up here</a> or read the <a href="https://example.com/terms">full terms</a>.</p>',
  });
  await addAnnouncement({ promotionType: 'PU', execution: 'A', title: MEMBERS, content: '<p>Every weekend.</p>' });
  await addAnnouncement({ promotionType: 'PU', execution: 'F', title: FIRST_LOGIN, content: '<p>Welcome!</p>' });
});

test.afterAll(async () => {
  for (const id of added) await api.delete(`/dev/announcements/${id}`);
  await api.dispose();
});

test.describe('announcement popup', () => {
  test('a visitor sees the group-B popup 500 ms after home, with the pixel sizes as rem', async ({ page }) => {
    // When the popup's dialog first opens, counted from the navigation's start.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('dialog[open] [data-testid="announcement-popup"]')) return;
        (window as { popupAt?: number }).popupAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    const at = await page.evaluate(() => (window as { popupAt?: number }).popupAt ?? 0);
    expect(at).toBeGreaterThanOrEqual(500);
    expect(await entryTitles(page)).toEqual([VISITORS]);
    await expect(popup(page).locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    // 28px became 0.28rem (§2): the inline style survived sanitizing, converted.
    await expect(popup(page).locator('.popup-content p').first()).toHaveAttribute('style', 'font-size: 0.28rem');
    // No member-only entries for a visitor.
    await expect(popup(page)).not.toContainText(MEMBERS);
  });

  test('closing keeps it closed after a reload; a changed list shows it again', async ({ page }) => {
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.home-top')).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(popup(page)).toHaveCount(0);

    const changed = await api.patch(`/dev/announcements/${visitorsId}`, {
      data: { content: '<p>New terms from today. <a href="/m/register">Sign up here</a></p>' },
    });
    expect(changed.ok()).toBe(true);
    await page.reload();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('New terms from today.');
    // Escape closes it too; the backdrop as well (after its 300 ms guard), on the next change.
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
  });

  test('an http link opens a new window and keeps the popup', async ({ page, context }) => {
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ body: 'terms', contentType: 'text/plain' }),
    );
    await api.patch(`/dev/announcements/${visitorsId}`, {
      data: {
        content:
          '<p><a href="/m/register">Sign up here</a> or read the <a href="https://example.com/terms">full terms</a>.</p>',
      },
    });
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      popup(page).getByRole('link', { name: 'full terms' }).click(),
    ]);
    await expect.poll(() => opened.url()).toBe('https://example.com/terms');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(popup(page)).toBeVisible();
  });

  test('an in-app link navigates and closes the popup', async ({ page }) => {
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole('link', { name: 'Sign up here' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#register-username')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('the popup passes axe, keeps focus inside and a backdrop tap closes it', async ({ page }) => {
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    // A tap outside the panel (the dialog element itself is the backdrop).
    await page.waitForTimeout(300);
    await page.mouse.click(10, 10);
    await expect(popup(page)).toHaveCount(0);
  });

  test('the popup passes axe in the light theme too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/m/home');
    await expect(popup(page)).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/theme-light/);
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a member sees groups A and F on the first login, and not F on a later login', async ({ page }) => {
    const username = uniqueUsername();
    await page.goto('/m/register');
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Username' }).click();
    await fillRegistration(page, username);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectMemberHome(page);
    await expect(popup(page)).toBeVisible();
    expect((await entryTitles(page)).sort()).toEqual([FIRST_LOGIN, MEMBERS].sort());
    // Two entries: a carousel with a dot each; a dot stops the autoplay and shows that entry.
    const dots = popup(page).getByRole('button', { name: /Show announcement/ });
    await expect(dots).toHaveCount(2);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);

    // A visitor again in this tab (the visitors' list was closed above), then a later login: group A alone.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await page.waitForTimeout(800);
    await expect(popup(page)).toHaveCount(0);
    await logInAs(page, username, PASSWORD);
    await expectMemberHome(page);
    await expect(popup(page)).toBeVisible();
    expect(await entryTitles(page)).toEqual([MEMBERS]);
  });
});

test.describe('announcement popup and the app-download offer', () => {
  // A first visit: home offers the app too (the other specs start as a visitor who closed that offer).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('one popup at a time: the announcements wait until the download offer is closed', async ({ page }) => {
    await page.goto('/m/home');
    const offer = page.getByRole('dialog', { name: 'Download the app' });
    await expect(offer).toBeVisible();
    // Past the 500 ms popup delay, the announcements still wait behind the offer.
    await page.waitForTimeout(1200);
    await expect(popup(page)).toHaveCount(0);
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toHaveCount(0);
    await expect(popup(page)).toBeVisible();
    expect(await entryTitles(page)).toEqual([VISITORS]);
  });
});
