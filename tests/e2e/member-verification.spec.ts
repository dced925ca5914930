import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { go } from './games-helpers';
import { freshMember } from './walks/ui';
import { tokenOf } from './walks/withdraw.handlers';

/**
 * Account verification against the real server (issue 15 item 6): a fresh member uploads the ID images and submits
 * (under review); the operator decides through the operator API (approve -> verified; reject with a reason -> not
 * signed showing the reason); a 6 MB image and a non-image named .png are refused with a clear message.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const OPERATOR = { authorization: 'Bearer e2e-operator-token' };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const status = (page: Page) => page.getByTestId('verification-status');

async function openVerification(page: Page): Promise<void> {
  await go(page, '/m/member/verification');
  await expect(status(page)).toBeVisible();
}

async function pick(page: Page, side: 'front' | 'back' | 'selfie', name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId(`verify-file-${side}`).setInputFiles({ name, mimeType, buffer });
}

async function uploadAndSubmit(page: Page): Promise<void> {
  await pick(page, 'front', 'front.png', 'image/png', PNG);
  await expect(page.locator('[data-side="front"]')).toHaveAttribute('data-uploaded', 'true');
  await pick(page, 'back', 'back.jpg', 'image/jpeg', JPG);
  await expect(page.locator('[data-side="back"]')).toHaveAttribute('data-uploaded', 'true');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(status(page)).toHaveText('Under review');
}

async function decide(page: Page, username: string, action: 'approve' | 'reject', reason = ''): Promise<void> {
  const answer = await page.request.post(`/operator/verifications/${username}/${action}`, {
    headers: OPERATOR,
    data: { reason, operator: 'e2e' },
  });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
}

test.describe('account verification', () => {
  test('a fresh member uploads the ID and submits; the operator approves; verified shows', async ({ page }) => {
    const username = await freshMember(page);
    await openVerification(page);
    await expect(status(page)).toHaveText('Not signed');
    // Submit before the images: the missing sides are named, nothing is sent.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Upload the front and the back of your ID first.');
    await uploadAndSubmit(page);
    await expect(page.getByText('Your documents are under review.')).toBeVisible();
    // The member centre's info carries the status.
    const info = await page.request.get('/wps/member/info', { headers: { token: await tokenOf(page) } });
    expect(((await info.json()) as { value: { verification: unknown } }).value.verification).toEqual({
      status: 'UNDER_REVIEW',
      reason: '',
    });
    // The operator sees it pending and can fetch the image; a member's session cannot.
    const pending = await page.request.get('/operator/verifications', { headers: OPERATOR });
    const list = ((await pending.json()) as { value: { username: string; memberId: number }[] }).value;
    const mine = list.find((v) => v.username === username);
    expect(mine).toBeTruthy();
    const image = await page.request.get(`/operator/verifications/${mine?.memberId}/documents/front`, {
      headers: OPERATOR,
    });
    expect(image.headers()['content-type']).toBe('image/png');
    const asMember = await page.request.get(`/operator/verifications/${mine?.memberId}/documents/front`, {
      headers: { token: await tokenOf(page) },
    });
    expect(asMember.status()).toBe(401);

    await decide(page, username, 'approve');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(status(page)).toHaveText('Verified');
    await expect(page.getByText('Your account is verified.')).toBeVisible();
    await expect(page.getByTestId('verify-file-front')).toHaveCount(0);
  });

  test('a rejected member is back to not signed with the reason and can submit again', async ({ page }) => {
    const username = await freshMember(page);
    await openVerification(page);
    await uploadAndSubmit(page);
    await decide(page, username, 'reject', 'The photo is blurred');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(status(page)).toHaveText('Not signed');
    await expect(page.getByTestId('verification-reason')).toHaveText(
      'Your documents were not accepted: The photo is blurred. Please upload them again and submit.',
    );
    // The images stay: a new front replaces the old one, and the member submits again.
    const uploaded = page.waitForResponse((r) => r.url().includes('/wps/member/verification/document'));
    await pick(page, 'front', 'sharper.png', 'image/png', PNG);
    expect((await uploaded).status()).toBe(200);
    await expect(page.locator('[data-side="front"] label')).toHaveText('Replace: ID card, front');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(status(page)).toHaveText('Under review');
  });

  test('a 6 MB image and a non-image named .png are refused with a clear message', async ({ page }) => {
    await freshMember(page);
    await openVerification(page);
    const front = page.locator('[data-side="front"]');
    await pick(page, 'front', 'huge.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 1));
    await expect(front.getByRole('alert')).toHaveText('An image can be at most 5 MB.');
    // The browser believes the name; the server reads the bytes and refuses with the same words.
    await pick(page, 'front', 'id.png', 'image/png', Buffer.from('this is not an image'));
    await expect(front.getByRole('alert')).toHaveText('Only png or jpg images can be uploaded.');
    await expect(front).toHaveAttribute('data-uploaded', 'false');
    await pick(page, 'front', 'id.png', 'image/png', PNG);
    await expect(front).toHaveAttribute('data-uploaded', 'true');
    await expect(front.getByRole('alert')).toHaveCount(0);
  });

  test('the screen passes axe in dark and light, with a refusal and a rejection reason showing', async ({ page }) => {
    const username = await freshMember(page);
    await openVerification(page);
    await uploadAndSubmit(page);
    await decide(page, username, 'reject', 'The name does not match');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('verification-reason')).toBeVisible();
    await pick(page, 'selfie', 'selfie.gif', 'image/gif', Buffer.from('GIF89a'));
    await expect(page.locator('[data-side="selfie"]').getByRole('alert')).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((t) => {
        document.documentElement.classList.remove('theme-dark', 'theme-light');
        document.documentElement.classList.add(`theme-${t}`);
      }, theme);
      if (process.env.VERIFY_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.VERIFY_SCREENSHOTS}/${theme}.png`, fullPage: true });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' ; ')}`),
        theme,
      ).toEqual([]);
    }
  });
});
