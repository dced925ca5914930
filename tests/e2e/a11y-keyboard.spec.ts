import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAsDemo } from './games-helpers';
import { fillCaptcha, PASSWORD, uniqueUsername } from './walks/ui';

/**
 * Keyboard alone (issue 11 item 7) on login, registration and the lobby: every control is reached with Tab and
 * Shift+Tab, shows where the focus is, and works with Enter or Space; forms submit with Enter and their errors are
 * announced (role alert, tied to the field). Nothing here clicks. The drawer and the dialogs have their own tests.
 */

/** The focused element as the test names it, and whether the focus shows (an outline, or the field's ring). */
interface Stop {
  key: string;
  shows: boolean;
}

/**
 * Marks every control a keyboard user must be able to reach inside `scope` (visible and enabled) with `data-kb`, and
 * returns their keys in document order. A control out of the Tab order counts (and fails the walk), except the other
 * items of a roving group (tabs, radios, options), which arrows reach from the group's one stop.
 */
async function markControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector);
    if (!root) throw new Error(`no ${scopeSelector}`);
    const widgets = ['button', 'link', 'tab', 'checkbox', 'switch', 'radio', 'menuitem', 'option', 'slider'];
    const selector = ['a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])']
      .concat(widgets.map((r) => `[role=${r}]`))
      .join(', ');
    const roving = (el: HTMLElement) =>
      ['tab', 'radio', 'option', 'menuitem'].includes(el.getAttribute('role') ?? '') &&
      [...(el.parentElement?.children ?? [])].some((o) => (o as HTMLElement).tabIndex === 0);
    const keys: string[] = [];
    root.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      const disabled = (el as HTMLButtonElement).disabled === true;
      const box = el.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || el.closest('[aria-hidden="true"], [inert]');
      if (disabled || hidden || (el.tabIndex < 0 && roving(el))) return;
      const name = el.getAttribute('aria-label') || el.id || el.textContent?.trim().slice(0, 30) || el.tagName;
      const key = `${i}:${el.tagName.toLowerCase()}:${name}`;
      el.dataset.kb = key;
      keys.push(key);
    });
    return keys;
  }, scope);
}

async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { key: 'body', shows: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    // Text inputs draw no outline: their box shows a ring while it holds the focus (ui/form/form.css).
    const box = el.closest('.field-box, .textarea-box');
    const ring = box !== null && getComputedStyle(box).boxShadow !== 'none';
    return {
      key: el.dataset.kb ?? `outside:${el.tagName.toLowerCase()}`,
      shows: el.matches(':focus-visible') && (outline || ring),
    };
  });
}

/**
 * Tabs through the page from its start until every control of `scope` has had the focus, then Shift+Tabs back
 * through them. Each one must show its focus; the way back must be the way forth reversed.
 */
async function tabThrough(page: Page, scope: string): Promise<string[]> {
  const controls = await markControls(page, scope);
  expect(controls.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const forth: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < controls.length + 60 && seen.size < controls.length; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    // Past the last control the focus leaves the document (body); the next Tab starts over.
    if (stop.key === 'body') continue;
    expect(stop.shows, `the focus shows on ${stop.key}`).toBe(true);
    if (controls.includes(stop.key) && !seen.has(stop.key)) {
      seen.add(stop.key);
      forth.push(stop.key);
    }
  }
  expect(
    controls.filter((c) => !seen.has(c)),
    'controls Tab never reached',
  ).toEqual([]);
  const back: string[] = [forth.at(-1)!];
  for (let i = 0; i < controls.length * 2 + 20 && back.length < forth.length; i++) {
    await page.keyboard.press('Shift+Tab');
    const stop = await focused(page);
    expect(stop.shows, `the focus shows on ${stop.key}`).toBe(true);
    if (controls.includes(stop.key) && back.at(-1) !== stop.key) back.push(stop.key);
  }
  expect(back).toEqual([...forth].reverse());
  return forth;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The field carries its error: invalid, described by an alert with this text. */
async function expectFieldError(page: Page, id: string, text: string | RegExp): Promise<void> {
  const error = page.locator(`#${id}-error`);
  await expect(error).toHaveText(text);
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${id}`)).toHaveAccessibleDescription(text);
}

test.describe('login by keyboard', () => {
  test('every control is reached with Tab and Shift+Tab, and shows the focus', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.locator('#login-username')).toBeVisible();
    const order = await tabThrough(page, '.account-page');
    // The method tabs are one stop (arrows move between them); the fields come before the submit.
    expect(order.filter((k) => k.includes('login-method-tab'))).toHaveLength(1);
    const at = (id: string) => order.findIndex((k) => k.includes(id));
    expect(at('login-username')).toBeLessThan(at('login-password'));
    expect(at('login-password')).toBeLessThan(at('login-remember'));
  });

  test('arrows switch the method, Space and Enter work the controls, Enter submits, errors are announced', async ({
    page,
  }) => {
    await page.goto('/m/login');
    const password = page.getByRole('tab', { name: 'Password' });
    await tabTo(page, password);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'SMS code' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#login-mobile')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(password).toHaveAttribute('aria-selected', 'true');

    // Enter in an empty form: both errors announced, the focus on the first field in error.
    await tabTo(page, page.locator('#login-username'));
    await page.keyboard.press('Enter');
    await expectFieldError(page, 'login-username', /.+/);
    await expectFieldError(page, 'login-password', /.+/);
    await expect(page.locator('#login-username')).toBeFocused();

    // Show password with Enter, Remember with Space.
    await page.keyboard.type(uniqueUsername());
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wrong1234');
    const eye = page.getByRole('button', { name: 'Show password' });
    await tabTo(page, eye);
    await page.keyboard.press('Enter');
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
    const remember = page.getByLabel('Remember password');
    await tabTo(page, remember);
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await page.keyboard.press('Space');
    await expect(remember).not.toBeChecked();

    // A refused login is announced.
    await tabTo(page, page.locator('#login-password'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'The username or password is incorrect' })).toBeVisible();
  });

  test('a member logs in with the keyboard alone', async ({ page }) => {
    await page.goto('/m/login');
    await tabTo(page, page.locator('#login-username'));
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await expect(page.locator('#login-password')).toBeFocused();
    await page.keyboard.type('Demo1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  });

  test('the links and the free-play button work with Enter', async ({ page }) => {
    await page.goto('/m/login');
    await tabTo(page, page.getByRole('link', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.goto('/m/login');
    await tabTo(page, page.getByRole('button', { name: 'Try free play' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').type))
      .toBe(4);
  });
});

test.describe('registration by keyboard', () => {
  test('every control is reached with Tab and Shift+Tab, and shows the focus', async ({ page }) => {
    await page.goto('/m/register');
    await expect(page.locator('#register-password')).toBeVisible();
    const order = await tabThrough(page, '.account-page');
    expect(order.filter((k) => k.includes('register-method-tab'))).toHaveLength(1);
    const at = (id: string) => order.findIndex((k) => k.includes(id));
    expect(at('register-password')).toBeLessThan(at('register-confirmPassword'));
    expect(at('register-confirmPassword')).toBeLessThan(at('register-agree'));
  });

  test('a visitor registers with the keyboard alone: errors announced, terms with Space, Enter submits', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const selected = page.locator('[role=tab][aria-selected=true]');
    await tabTo(page, selected);
    // Arrows move to the Username method (whichever the form opened on).
    for (let i = 0; i < 2 && (await selected.textContent()) !== 'Username'; i++)
      await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Username' })).toBeFocused();

    // The terms box starts unticked with the submit off (spec §5, issue 16 tool 7): Space ticks it.
    const agree = page.locator('#register-agree');
    await tabTo(page, agree);
    await expect(agree).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();

    // Enter with nothing typed: the errors are announced and the first field in error takes the focus.
    await tabTo(page, page.locator('#register-username'), { backwards: true });
    await page.keyboard.press('Enter');
    await expectFieldError(page, 'register-username', /.+/);
    await expect(page.locator('#register-username')).toBeFocused();

    await page.keyboard.type(uniqueUsername());
    await tabTo(page, page.locator('#register-password'));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.locator('#register-confirmPassword'));
    await page.keyboard.type('Other1234');
    await page.keyboard.press('Tab');
    await expectFieldError(page, 'register-confirmPassword', 'The confirmation password does not match');
    await tabTo(page, page.locator('#register-confirmPassword'), { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(PASSWORD);

    // The terms: Space unticks (the submit turns off) and ticks again.
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();

    // The captcha answer (the reference server's /dev helper reads it), typed; Enter in the field submits.
    await fillCaptcha(page, 'register-captcha');
    await tabTo(page, page.locator('#register-captcha'), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.home-top').getByRole('button', { name: 'Deposit', exact: true })).toBeVisible();
  });
});

test.describe('the lobby by keyboard', () => {
  const LOBBY = '/m/gameLobbyCenter?gameCategory=RNG';
  const tiles = (page: Page) => page.locator('#root .game-grid .game-tile:not(.game-tile-placeholder)');

  test('every control of the first screen is reached with Tab and Shift+Tab, and shows the focus', async ({ page }) => {
    await page.goto(LOBBY);
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.locator('.game-grid [aria-busy=true]')).toHaveCount(0);
    const order = await tabThrough(page, '.lobby');
    const at = (text: string) => order.findIndex((k) => k.includes(text));
    expect(at('Slots')).toBeLessThan(at('Filter'));
    expect(at('Filter')).toBeLessThan(at('button:Add'));
  });

  test('tabs, category links, more games and a game tile work with Enter and Space', async ({ page }) => {
    await page.goto(LOBBY);
    const tablist = page.getByRole('tablist', { name: 'Game selection' });
    const newTab = tablist.getByRole('tab', { name: 'New', exact: true });
    await tabTo(page, newTab);
    await page.keyboard.press('Enter');
    await expect(newTab).toHaveAttribute('aria-selected', 'true');
    const allTab = tablist.getByRole('tab', { name: 'All', exact: true });
    await tabTo(page, allTab, { backwards: true });
    await page.keyboard.press('Space');
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    await expect(tiles(page).first()).toBeVisible();

    const more = page.getByRole('button', { name: 'More games' });
    await tabTo(page, more, { max: 200 });
    const before = await tiles(page).count();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('page-indicator')).toHaveText(/^2 \/ \d+$/);
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(before);

    // A visitor opening a game is asked to log in.
    await tabTo(page, tiles(page).first().locator('.game-tile-open'), { max: 200, backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/login$/);

    await page.goto(LOBBY);
    const live = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Live casino' });
    await tabTo(page, live);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/gameCategory=LIVE/);
  });

  test('a member stars a game and takes the star off with Space and Enter', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto(LOBBY);
    const star = tiles(page).nth(1).locator('.game-tile-star');
    await expect(star).toBeVisible();
    const was = await star.getAttribute('aria-pressed');
    await tabTo(page, star);
    await page.keyboard.press('Space');
    await expect(star).not.toHaveAttribute('aria-pressed', was!);
    await expect(star).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(star).toHaveAttribute('aria-pressed', was!);
  });
});
