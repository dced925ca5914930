import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { lobbyMachine } from '../../../machines/games/lobby.machine';
import * as lobbyView from '../../../machines/games/lobby.view';
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
  const failed = useSelector(lobby, lobbyView.failed);
  const empty = useSelector(lobby, lobbyView.empty);
  const pager = useSelector(lobby, lobbyView.pager, shallowEqual);
  return (
    <>
      <ListOutcome failed={failed} empty={empty} emptyText={emptyText} onRetry={() => lobby.send({ type: 'RETRY' })} />
      <Pager
        page={pager.page}
        totalPages={pager.totalPages}
        shown={pager.shown}
        canMore={pager.canMore}
        busy={pager.busy}
        onMore={() => lobby.send({ type: 'MORE' })}
      />
    </>
  );
}
