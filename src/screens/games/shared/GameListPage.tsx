import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/games/games.css';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useNavigator } from '../../../app/useNavigator';
import { pathTo } from '../../../domain/shell/paths';
import type { LobbyInput } from '../../../machines/games/lobby.machine';
import * as lobbyView from '../../../machines/games/lobby.view';
import { GameGrid } from '../../../ui/games/GameGrid';
import { BackIcon } from '../../../ui/icons';
import { LobbyListEnd } from './LobbyListEnd';
import { useFavouriteIds, useGameHandlers, useLobby, useTiles } from './useGames';

/**
 * The back arrow and title the screens without the shell's title bar draw themselves (§2 layout rules); none where the
 * shell draws its title bar (/m/game), which would be a second back arrow and a second h1.
 */
export function PageHead({ title }: { title: string }) {
  const nav = useNavigator();
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  if (titleBar) return null;
  return (
    <header className="page-head">
      <button
        type="button"
        aria-label={t('common.back')}
        onClick={() => (history.length > 1 ? nav.back() : nav.go(pathTo('home')))}
      >
        <BackIcon />
      </button>
      <ScreenHeading>{title}</ScreenHeading>
      <span />
    </header>
  );
}

/**
 * A paged game list (the lobby machine with a fixed tab or vendor): /m/hot, /m/fav (24 a page), /m/gameList,
 * /m/game. 'more games' appends the next page; in favourites a removed star drops the tile (§4).
 */
export function GameListPage({
  title,
  input,
  empty,
}: {
  title: string;
  input: Omit<LobbyInput, 'loggedIn'>;
  empty?: ReactNode;
}) {
  const lobby = useLobby(input);
  const games = useSelector(lobby, lobbyView.games);
  const loading = useSelector(lobby, lobbyView.loading);
  const tiles = useTiles(games);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers();

  return (
    <div className="lobby">
      <PageHead title={title} />
      <div style={{ height: '0.24rem' }} />
      <GameGrid
        tiles={tiles}
        favourites={favourites}
        onOpen={onOpen}
        onToggleFavourite={onToggleFavourite}
        loading={loading}
      />
      <LobbyListEnd lobby={lobby} emptyText={empty} />
    </div>
  );
}
