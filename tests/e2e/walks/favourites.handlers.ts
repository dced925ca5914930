import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { go } from '../games-helpers';
import type { favouritesModel } from './favourites.model';
import { freshMemberThenVisitor, PASSWORD, submitLogin, toast } from './ui';
import type { WalkEvent, WalkState } from './walk-model';

/** What a favourites walk keeps: the page, its own member (no favourites yet) and the game it stars. */
export interface FavouritesWalk {
  page: Page;
  username: string;
  game: { name: string; nodeId: string };
}

type M = typeof favouritesModel;

const LOBBY = '/m/gameLobbyCenter?gameCategory=FISH';
const tile = ({ page, game }: FavouritesWalk) => page.locator(`#root .game-tile[data-node-id="${game.nodeId}"]`);
const addStar = (w: FavouritesWalk) => tile(w).getByRole('button', { name: `Add ${w.game.name} to favourites` });
const removeStar = (w: FavouritesWalk) =>
  tile(w).getByRole('button', { name: `Remove ${w.game.name} from favourites` });
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Game selection' }).getByRole('tab', { name, exact: true });

export async function startFavourites(page: Page): Promise<FavouritesWalk> {
  const username = await freshMemberThenVisitor(page);
  await page.goto(LOBBY);
  const first = page.locator('#root .game-tile[data-node-id]').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.game-tile-name').textContent())?.trim() ?? '';
  const nodeId = (await first.getAttribute('data-node-id')) ?? '';
  expect(name).not.toBe('');
  expect(nodeId).not.toBe('');
  return { page, username, game: { name, nodeId } };
}

export const favouritesStates: Record<WalkState<M>, (w: FavouritesWalk) => Promise<void>> = {
  visitorLobby: async (w) => {
    await expect(w.page).toHaveURL(/gameLobbyCenter/);
    await expect(addStar(w)).toHaveAttribute('aria-pressed', 'false');
  },
  loginAsked: async ({ page }) => {
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(toast(page, 'Please log in first')).toBeVisible();
  },
  memberLobby: async (w) => {
    await expect(w.page).toHaveURL(/gameLobbyCenter/);
    await expect(addStar(w)).toHaveAttribute('aria-pressed', 'false');
    await expect(removeStar(w)).toHaveCount(0);
  },
  saved: async (w) => {
    await expect(toast(w.page, 'Saved to favourites')).toBeVisible();
    await expect(removeStar(w)).toHaveAttribute('aria-pressed', 'true');
  },
  favouritesTab: async (w) => {
    await expect(tab(w.page, 'Favourites')).toHaveAttribute('aria-selected', 'true');
    await expect(removeStar(w)).toHaveAttribute('aria-pressed', 'true');
    await expect(w.page.locator('#root .game-grid .game-tile[data-node-id]')).toHaveCount(1);
  },
  removedFromFavourites: async (w) => {
    await expect(tile(w)).toHaveCount(0);
    await expect(tab(w.page, 'Favourites')).toHaveAttribute('aria-selected', 'true');
  },
};

export const favouritesEvents: Record<WalkEvent<M>, (w: FavouritesWalk) => Promise<void>> = {
  TAP_STAR_AS_VISITOR: async (w) => {
    await addStar(w).click();
  },
  LOG_IN_AND_RETURN: async (w) => {
    await submitLogin(w.page, w.username, PASSWORD);
    await expect(w.page).toHaveURL(/\/m\/home$/);
    await go(w.page, LOBBY);
  },
  TAP_STAR: async (w) => {
    await addStar(w).click();
  },
  TAP_STAR_AGAIN: async (w) => {
    await removeStar(w).click();
  },
  OPEN_FAVOURITES_TAB: async ({ page }) => {
    await tab(page, 'Favourites').click();
  },
  TAP_STAR_IN_FAVOURITES: async (w) => {
    await removeStar(w).click();
  },
};
