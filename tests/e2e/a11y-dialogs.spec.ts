import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAsDemo } from './games-helpers';

/**
 * Issue 11: every modal surface is the one dialog primitive (a native modal <dialog>). By keyboard alone: focus moves
 * in, Tab and Shift+Tab stay inside, Escape closes, focus returns to what opened it, and the page behind is inert.
 */

const focusInOpenDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

/** Tabs forward past every control of the dialog and back, checking focus never leaves it. */
async function expectFocusTrapped(page: Page, presses = 30): Promise<void> {
  expect(await focusInOpenDialog(page)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusInOpenDialog(page), `${key} #${i + 1} left the dialog`).toBe(true);
    }
  }
}

/** The page behind the dialog takes no focus and does not scroll. */
async function expectPageInert(page: Page): Promise<void> {
  const behind = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLElement>('.shell-main a[href], .shell-main button')].find(
      (el) => !el.closest('dialog'),
    );
    link?.focus();
    return {
      found: !!link,
      focused: !!link && document.activeElement === link,
      overflow: getComputedStyle(document.documentElement).overflow,
    };
  });
  expect(behind).toEqual({ found: true, focused: false, overflow: 'hidden' });
}

async function openByKeyboard(opener: Locator): Promise<void> {
  await opener.focus();
  await opener.page().keyboard.press('Enter');
}

test('the side menu: focus moves in and stays, Escape closes it, focus returns to Menu', async ({ page }) => {
  await page.goto('/m/home');
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' });
  await openByKeyboard(menu);
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expectPageInert(page);
  await expectFocusTrapped(page, 40);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('the logout confirm: focus on its action, trapped, Escape cancels, focus returns to Menu', async ({ page }) => {
  await loginAsDemo(page);
  const menu = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' });
  await openByKeyboard(menu);
  await openByKeyboard(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }));
  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toContainText('sure to log out?');
  await expect(confirm.getByRole('button', { name: 'Submit' })).toBeFocused();
  await expectPageInert(page);
  await expectFocusTrapped(page, 4);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
});

test('the lobby filter: focus moves in, trapped, Escape closes, focus returns to Filter', async ({ page }) => {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  await openByKeyboard(filter);
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  await expectPageInert(page);
  await expectFocusTrapped(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(filter).toBeFocused();
});

test('the feedback type picker: focus on the first option, Escape closes, focus returns to the picker', async ({
  page,
}) => {
  await loginAsDemo(page);
  await page.goto('/m/feedback');
  const picker = page.getByRole('button', { name: /Question type/ });
  await openByKeyboard(picker);
  const sheet = page.getByRole('dialog', { name: 'Question type' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('radio').first()).toBeFocused();
  await expectFocusTrapped(page, 6);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(picker).toBeFocused();
});

test.describe('home offers the app', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the download popup: focus in on its own, trapped, Escape closes; the button opens it again', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Download the app' });
    await expect(popup).toBeVisible();
    await expect.poll(() => focusInOpenDialog(page)).toBe(true);
    await expectPageInert(page);
    await expectFocusTrapped(page, 8);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Download the app' });
    await openByKeyboard(button);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test.describe('in Safari on iOS', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });

    test('the add-to-home guide: focus in on its own, trapped, Escape closes', async ({ page }) => {
      await page.goto('/m/home');
      const guide = page.getByRole('dialog', { name: /Add to home screen/ });
      await expect(guide).toBeVisible();
      await expect.poll(() => focusInOpenDialog(page)).toBe(true);
      await expectPageInert(page);
      await expectFocusTrapped(page, 4);
      await page.keyboard.press('Escape');
      await expect(guide).toHaveCount(0);
    });
  });
});

test('a link in the side menu leads to its screen, whose heading takes the focus (not Menu)', async ({ page }) => {
  await page.goto('/m/home');
  await openByKeyboard(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }));
  await openByKeyboard(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Hot games' }));
  await expect(page).toHaveURL(/\/m\/hot/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
