import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { lobbyModel } from './lobby.model';
import { toast } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a lobby walk keeps: the page and how many tiles the first page showed. */
export interface LobbyWalk {
  page: Page;
  firstPageTiles: number;
}

type M = typeof lobbyModel;

const VENDOR = 'Pixel Gold';
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game selection' });
const indicator = (page: Page) => page.getByTestId('page-indicator');
const tiles = (page: Page) => page.locator('#root .game-grid .game-tile:not(.game-tile-placeholder)');
const isGameListCall = (url: URL) => url.pathname.endsWith('/GCSGAME_gameList');
const filterSheet = (page: Page) => page.getByRole('dialog', { name: 'Filter' });

async function expectTab(page: Page, name: string): Promise<void> {
  await expect(tabs(page).getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles(page).first()).toBeVisible();
}

export async function startLobby(page: Page): Promise<LobbyWalk> {
  await page.goto('/m/gameLobbyCenter?gameCategory=RNG');
  return { page, firstPageTiles: 0 };
}

export const lobbyStates: Record<WalkState<M>, (w: LobbyWalk) => Promise<void>> = {
  allGames: async (w) => {
    const { page } = w;
    await expectTab(page, 'All');
    await expect(indicator(page)).toHaveText(/^1 \/ ([2-9]|\d\d+)$/);
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'More games' })).toBeEnabled();
    w.firstPageTiles = await page.locator('#root .game-grid .game-tile[data-node-id]').count();
    expect(w.firstPageTiles).toBeGreaterThan(0);
  },
  secondPage: async ({ page, firstPageTiles }) => {
    await expect(indicator(page)).toHaveText(/^2 \/ \d+$/);
    await expectTab(page, 'All');
    await expect
      .poll(() => page.locator('#root .game-grid .game-tile[data-node-id]').count())
      .toBeGreaterThan(firstPageTiles);
  },
  newGames: async ({ page }) => {
    await expectTab(page, 'New');
    await expect(tabs(page).getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'false');
    await expect(indicator(page)).toHaveText(/^1 \/ \d+$/);
  },
  vendorFiltered: async ({ page }) => {
    await expect(filterSheet(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    const vendors = page.locator('#root .game-grid .game-tile-vendor');
    await expect(vendors.first()).toHaveText(VENDOR);
    expect(new Set(await vendors.allTextContents())).toEqual(new Set([VENDOR]));
  },
  loadFailed: async ({ page }) => {
    await expect(page.getByText('Loading failed, click to retry')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: 'New', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#root .game-grid .game-tile[data-node-id]')).toHaveCount(0);
  },
  loginAsked: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(toast(page, 'Please log in first')).toBeVisible();
    await expect(page.locator('#login-username')).toBeVisible();
  },
};

export const lobbyEvents: Record<WalkEvent<M>, (w: LobbyWalk) => Promise<void>> = {
  TAP_MORE_GAMES: async ({ page }) => {
    await page.getByRole('button', { name: 'More games' }).click();
  },
  TAP_NEW_TAB: async ({ page }) => {
    await tabs(page).getByRole('tab', { name: 'New', exact: true }).click();
  },
  TAP_ALL_TAB: async ({ page }) => {
    await tabs(page).getByRole('tab', { name: 'All', exact: true }).click();
  },
  TAP_NEW_TAB_OFFLINE: async ({ page }) => {
    // The connection drops for the next game-list call only: the tap itself goes through the real UI.
    await page.route(isGameListCall, (route) => route.abort('internetdisconnected'), { times: 1 });
    await tabs(page).getByRole('tab', { name: 'New', exact: true }).click();
  },
  TAP_RETRY: async ({ page }) => {
    await page.getByRole('button', { name: 'Retry' }).click();
  },
  FILTER_BY_VENDOR: async ({ page }) => {
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await filterSheet(page).getByRole('button', { name: VENDOR }).click();
    await filterSheet(page).getByRole('button', { name: 'Submit' }).click();
  },
  RESET_FILTER: async ({ page }) => {
    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await filterSheet(page).getByRole('button', { name: 'Reset' }).click();
    await filterSheet(page).getByRole('button', { name: 'Submit' }).click();
  },
  TAP_FAVOURITES_TAB: async ({ page }) => {
    await tabs(page).getByRole('tab', { name: 'Favourites', exact: true }).click();
  },
};
