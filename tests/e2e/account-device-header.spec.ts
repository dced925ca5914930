import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAsDemoThroughForm } from './games-helpers';

/** Spec §7 login: `Device: OTHERS` when the site runs as an installed home-screen app, and only then. */

/** The headers of the login call a demo login sends. */
async function loginHeaders(page: Page): Promise<Record<string, string>> {
  const login = page.waitForRequest((r) => r.url().endsWith('/wps/session/login') && r.method() === 'POST');
  await loginAsDemoThroughForm(page);
  return (await login).headers();
}

test('an installed home-screen app logs in with Device: OTHERS', async ({ page }) => {
  // What iOS Safari reports for a page opened from the home screen.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
  expect((await loginHeaders(page)).device).toBe('OTHERS');
});

test('a browser page logs in without a Device header', async ({ page }) => {
  expect((await loginHeaders(page)).device).toBeUndefined();
});
