import { fromPromise } from 'xstate';
import type { WinnerEntry } from '../../domain/games/games';
import { downloadMachine } from '../../machines/home/download.machine';
import { winnerBoardMachine } from '../../machines/home/winnerBoard.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchWinners } from '../../services/games/games';
import { storeDownloadDismissals } from '../../services/home/downloadDismissals';
import { implement } from '../root';

/** The home machines' browser implementations: the winner board call and the remembered download dismissals. */
export const homeImplementations = [
  implement(winnerBoardMachine, {
    actors: { load: fromPromise<WinnerEntry[], ContentLoadInput>(({ signal }) => fetchWinners(signal)) },
  }),
  implement(downloadMachine, { actions: { storeDismissals: ({ context }) => storeDownloadDismissals(context) } }),
];
