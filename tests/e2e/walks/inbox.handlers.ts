import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { go } from '../games-helpers';
import type { inboxModel } from './inbox.model';
import { freshMember } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What an inbox walk keeps: the page of its own fresh member, and the newest message's title. */
export interface InboxWalk {
  page: Page;
  newest: string;
}

type M = typeof inboxModel;

const items = (page: Page) => page.getByTestId('inbox').locator('[data-message]');
const messagesBadge = (page: Page) => page.locator('[data-row="messages"]').getByTestId('unread-badge');
const markAll = (page: Page) => page.getByRole('button', { name: 'Mark all read' });

/** A fresh member (three broadcast messages, all unread) opens the inbox from the message centre. */
export async function startInbox(page: Page): Promise<InboxWalk> {
  await freshMember(page);
  await go(page, '/m/message');
  await expect(messagesBadge(page).locator('[aria-hidden="true"]')).toHaveText('3');
  await page.locator('[data-row="messages"]').click();
  await expect(page).toHaveURL(/\/m\/messages$/);
  await expect(items(page)).toHaveCount(3);
  const newest = (await items(page).first().locator('.msg-item-title').textContent())?.replace(/^Unread: /, '') ?? '';
  expect(newest).not.toBe('');
  return { page, newest };
}

export const inboxStates: Record<WalkState<M>, (w: InboxWalk) => Promise<void>> = {
  inboxUnread: async ({ page }) => {
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByTestId('inbox').locator('.msg-item.unread')).toHaveCount(3);
    await expect(markAll(page)).toBeVisible();
  },
  reading: async ({ page, newest }) => {
    const reader = page.getByRole('dialog', { name: newest });
    await expect(reader).toBeVisible();
    await expect(reader.locator('.msg-reader-body')).not.toBeEmpty();
    await expect(items(page).first()).toHaveClass(/\bread\b/);
  },
  inboxOneRead: async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('inbox').locator('.msg-item.unread')).toHaveCount(2);
  },
  hubTwoUnread: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(messagesBadge(page).locator('[aria-hidden="true"]')).toHaveText('2');
  },
  allRead: async ({ page }) => {
    await expect(page.getByTestId('inbox').locator('.msg-item.unread')).toHaveCount(0);
    await expect(page.getByTestId('inbox').locator('.msg-item.read')).toHaveCount(3);
    await expect(markAll(page)).toHaveCount(0);
  },
  hubNoUnread: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.locator('[data-row="messages"]')).toBeVisible();
    await expect(messagesBadge(page)).toHaveCount(0);
  },
};

export const inboxEvents: Record<WalkEvent<M>, (w: InboxWalk) => Promise<void>> = {
  OPEN_UNREAD: async ({ page }) => {
    await items(page).first().click();
  },
  CLOSE_READER: async ({ page }) => {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  },
  BACK_TO_HUB: async ({ page }) => {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
  },
  MARK_ALL: async ({ page }) => {
    await markAll(page).click();
  },
};
