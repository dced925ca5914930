import { type Page, request } from '@playwright/test';
import { expect } from '../fixtures';
import type { announcementPopupModel } from './announcementPopup.model';
import type { WalkEvent, WalkState } from './walk-model';

/** What a popup walk keeps: the page, and the visitors' announcement it added (to change it). */
export interface AnnouncementPopupWalk {
  page: Page;
  announcementId: number;
  /** New windows opened by the walk. */
  opened: Page[];
}

type M = typeof announcementPopupModel;

/** The visitors' popup announcement the walk adds (the e2e server seeds none: DEMO_POPUPS=0). */
export const WALK_TITLE = 'Walk: visitors welcome offer';
export const walkContent = (line: string) =>
  `<p>${line}</p><p><a href="/m/register">Join here</a> or see <a href="https://example.com/walk">the rules</a>.</p>`;

const popup = (page: Page) => page.getByRole('dialog', { name: 'Welcome' });

/** Adds the walk's visitors popup through the DEV_TOOLS helper; returns its id (removed by `removeAnnouncement`). */
export async function addWalkAnnouncement(baseURL: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  const answer = await api.post('/dev/announcements', {
    data: { promotionType: 'PU', execution: 'B', title: WALK_TITLE, content: walkContent('First edition.') },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const id = ((await answer.json()) as { value: { id: number } }).value.id;
  await api.dispose();
  return id;
}

export async function removeAnnouncement(baseURL: string, id: number): Promise<void> {
  const api = await request.newContext({ baseURL });
  await api.delete(`/dev/announcements/${id}`);
  await api.dispose();
}

export function startAnnouncementPopup(announcementId: () => number) {
  return async (page: Page): Promise<AnnouncementPopupWalk> => {
    const opened: Page[] = [];
    await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'rules' }));
    page.context().on('page', (p) => opened.push(p));
    await page.goto('/m/home');
    return { page, announcementId: announcementId(), opened };
  };
}

export const announcementPopupStates: Record<WalkState<M>, (w: AnnouncementPopupWalk) => Promise<void>> = {
  homeOpened: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.home-top')).toBeVisible();
  },
  popupShown: async ({ page }) => {
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('button', { name: WALK_TITLE })).toBeVisible();
    await expect(popup(page).locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  },
  externalOpened: async ({ page, opened }) => {
    await expect.poll(() => opened.map((p) => p.url())).toContain('https://example.com/walk');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(popup(page)).toBeVisible();
  },
  closed: async ({ page }) => {
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('.home-top')).toBeVisible();
  },
  stillClosed: async ({ page }) => {
    await expect(page.locator('.home-top')).toBeVisible();
    // Longer than the popup's delay after the list has come.
    await page.waitForTimeout(1500);
    await expect(popup(page)).toHaveCount(0);
  },
  shownAgain: async ({ page }) => {
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText('Second edition.');
  },
  navigatedAway: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(popup(page)).toHaveCount(0);
  },
};

export const announcementPopupEvents: Record<WalkEvent<M>, (w: AnnouncementPopupWalk) => Promise<void>> = {
  WAIT_FOR_POPUP: async ({ page }) => {
    await expect(popup(page)).toBeVisible();
  },
  TAP_CLOSE: async ({ page }) => {
    await popup(page).getByRole('button', { name: 'Close' }).click();
  },
  TAP_BACKDROP: async ({ page }) => {
    // After the 300 ms guard against the tap that came before the popup.
    await page.waitForTimeout(300);
    await page.mouse.click(8, 8);
  },
  TAP_EXTERNAL_LINK: async ({ page }) => {
    await popup(page).getByRole('link', { name: 'the rules' }).click();
  },
  TAP_APP_LINK: async ({ page }) => {
    await popup(page).getByRole('link', { name: 'Join here' }).click();
  },
  PRESS_ESCAPE: async ({ page }) => {
    await popup(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
  },
  RELOAD: async ({ page }) => {
    await page.reload();
  },
  CHANGE_LIST_AND_RELOAD: async ({ page, announcementId }) => {
    const answer = await page.request.patch(`/dev/announcements/${announcementId}`, {
      data: { content: walkContent(`Second edition. ${Date.now()}`) },
    });
    expect(answer.ok()).toBe(true);
    await page.reload();
  },
};
