import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { lobbyMachine } from '../../../machines/games/lobby.machine';
import { ListOutcome } from '../../../ui/games/ListOutcome';
import { Pager } from '../../../ui/games/Pager';

/** Below a lobby's grid (spec §2 Game lobby): its failure or emptiness, then 'n / total' and 'more games'. */
export function LobbyListEnd({
  lobby,
  emptyText,
}: {
  lobby: ActorRefFrom<typeof lobbyMachine>;
  emptyText?: ReactNode;
}) {
  const snapshot = useSelector(lobby, (s) => s);
  const ctx = snapshot.context;
  return (
    <>
      <ListOutcome
        failed={snapshot.matches({ games: 'failed' })}
        empty={snapshot.matches({ games: 'ready' }) && ctx.games.length === 0}
        emptyText={emptyText}
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
    </>
  );
}
