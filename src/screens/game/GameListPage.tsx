import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../ui/games/games.css';
import type { LobbyInput } from '../../machines/lobby.machine';
import { goBack, navigate } from '../../services/navigation';
import { GameGrid } from '../../ui/games/GameGrid';
import { ListOutcome } from '../../ui/games/ListOutcome';
import { Pager } from '../../ui/games/Pager';
import { BackIcon } from '../../ui/icons';
import { useFavouriteIds, useGameHandlers, useLobby, useTiles } from './useGames';

/** The back arrow and title the screens without the shell's title bar draw themselves (§2 layout rules). */
export function PageHead({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className="page-head">
      <button
        type="button"
        aria-label={t('common.back')}
        onClick={() => (history.length > 1 ? goBack() : navigate('/m/home'))}
      >
        <BackIcon />
      </button>
      <h1>{title}</h1>
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
  const snapshot = useSelector(lobby, (s) => s);
  const tiles = useTiles(snapshot.context.games);
  const favourites = useFavouriteIds();
  const { onOpen, onToggleFavourite } = useGameHandlers();
  const ctx = snapshot.context;

  return (
    <div className="lobby">
      <PageHead title={title} />
      <div style={{ height: '0.24rem' }} />
      <GameGrid
        tiles={tiles}
        favourites={favourites}
        onOpen={onOpen}
        onToggleFavourite={onToggleFavourite}
        loading={snapshot.matches({ games: 'loading' })}
      />
      <ListOutcome
        failed={snapshot.matches({ games: 'failed' })}
        empty={snapshot.matches({ games: 'ready' }) && ctx.games.length === 0}
        emptyText={empty}
        onRetry={() => lobby.send({ type: 'RETRY' })}
      />
      <Pager
        page={ctx.page}
        totalPages={ctx.totalPages}
        shown={ctx.games.length}
        canMore={snapshot.can({ type: 'MORE' })}
        busy={snapshot.matches({ games: 'loadingMore' })}
        onMore={() => lobby.send({ type: 'MORE' })}
      />
    </div>
  );
}
