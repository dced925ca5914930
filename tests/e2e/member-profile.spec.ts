import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { go } from './games-helpers';
import { freshMember } from './walks/ui';

/**
 * The profile screen against the real server (issue 15 item 5 and "Done when"): a fresh member edits the nickname and
 * a label-only field, binds an email and a mobile number with the codes the dev helpers read, chooses a preset icon
 * and uploads a png; a 6 MB file and a non-image file are refused with a clear message.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function devCode(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path);
  const body = (await answer.json()) as { value?: { code: string } };
  expect(body.value?.code).toMatch(/^[0-9]{6}$/);
  return body.value?.code ?? '';
}

test.describe('member profile', () => {
  test('edits fields, binds email and mobile, chooses and uploads a head icon', async ({ page }) => {
    const username = await freshMember(page);
    await go(page, '/m/member/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // Nickname and a label-only field, kept after a reload.
    await page.locator('#profile-nickname').fill('Lucky Star');
    await page.locator('#profile-occupation').fill('Engineer');
    await page.locator('#profile-nationality').selectOption('PH');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.locator('#profile-nickname')).toHaveValue('Lucky Star');
    await expect(page.locator('#profile-occupation')).toHaveValue('Engineer');
    await expect(page.locator('#profile-nationality')).toHaveValue('PH');

    // A birthday under 18 is refused next to the field; what was typed stays.
    await page.locator('#profile-birthday').fill(`${new Date().getFullYear() - 10}-01-01`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#profile-birthday-error')).toContainText('18');
    await expect(page.locator('#profile-occupation')).toHaveValue('Engineer');

    // Email with the code from /dev/email.
    const email = `${username}@example.com`;
    await page.locator('#profile-email-target').fill(email);
    await page.locator('#profile-email').getByRole('button', { name: 'Send code' }).click();
    await expect(page.locator('#profile-email').getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await page.locator('#profile-email-code').fill(await devCode(page, `/dev/email?email=${email}`));
    await page.getByRole('button', { name: 'Bind email' }).click();
    await expect(page.locator('#profile-email')).toContainText(email);

    // Mobile with the code from /dev/sms; reachable by address (?section=mobile).
    await go(page, '/m/member/profile?section=mobile');
    const mobile = `91${String(Date.now()).slice(-8)}`;
    await page.locator('#profile-mobile-target').fill(mobile);
    await page.locator('#profile-mobile').getByRole('button', { name: 'Send code' }).click();
    await page
      .locator('#profile-mobile-code')
      .fill(await devCode(page, `/dev/sms?mobile=${mobile}&countryDialingCode=63`));
    await page.getByRole('button', { name: 'Bind mobile' }).click();
    await expect(page.getByText('Mobile number bound')).toBeVisible();
    await page.reload();
    await expect(page.locator('#profile-mobile')).toContainText('verified');

    // A preset icon, then a png upload.
    await page.getByRole('button', { name: 'Icon star' }).click();
    await expect(page.getByRole('img', { name: 'Your head icon' })).toHaveAttribute('src', /presets\/star\.svg/);
    await page.getByTestId('head-icon-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Your head icon' })).toHaveAttribute(
      'src',
      /\/wps\/headIcons\/[0-9a-f]{32}\.png/,
    );

    // A 6 MB file and a non-image are refused with a clear message.
    await page.getByTestId('head-icon-file').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await expect(page.getByText('The picture is larger than 5 MB')).toBeVisible();
    await page.getByTestId('head-icon-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('Only png or jpg images can be uploaded')).toBeVisible();
    // A text file named .png passes the browser's check and is refused by the server on its bytes.
    await page.getByTestId('head-icon-file').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture either'),
    });
    await expect(page.getByText('Only png or jpg images can be uploaded')).toBeVisible();
  });

  test('a visitor opening the profile goes to login', async ({ page }) => {
    await page.goto('/m/member/profile');
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
