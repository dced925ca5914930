import { fromPromise } from 'xstate';
import type { WinnerEntry } from '../../domain/games/games';
import type { downloadMachine } from '../../machines/home/download.machine';
import type { winnerBoardMachine } from '../../machines/home/winnerBoard.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchWinners } from '../../services/games/games';
import { readDownloadDismissals, storeDownloadDismissals } from '../../services/home/downloadDismissals';
import { isAppShell, isInstalledWebApp, isIos, isSafari, prefersReducedMotion } from '../../services/shell/platform';
import { implement } from '../root';

/** The home machines' browser implementations: the winner board call and the remembered download dismissals. */
export const homeImplementations = [
  implement<typeof winnerBoardMachine>('winnerBoard', {
    actors: { load: fromPromise<WinnerEntry[], ContentLoadInput>(({ signal }) => fetchWinners(signal)) },
  }),
  implement<typeof downloadMachine>('download', {
    actions: { storeDismissals: ({ context }) => storeDownloadDismissals(context) },
  }),
];

/**
 * What home's screen actors are given at creation, read once from the browser (storage, platform, randomness, the
 * reduced-motion preference):
 * machines get them as input and never read them themselves.
 */
export function homeStartInput() {
  return {
    run: { appShell: isAppShell(), installedWebApp: isInstalledWebApp() },
    safari: isSafari(),
    ios: isIos(),
    dismissed: readDownloadDismissals(),
    jackpotSeed: Math.floor(Math.random() * 2 ** 32),
    reducedMotion: prefersReducedMotion(),
  };
}
