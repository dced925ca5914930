import type { AreaLabels, MachineLabels } from '../flows/labels';
import { accountLabels } from './account/account.labels';
import { gamesLabels } from './games/games.labels';
import { homeLabels } from './home/home.labels';
import { memberLabels } from './member/member.labels';
import { messagesLabels } from './messages/messages.labels';
import { protectionLabels } from './protection/protection.labels';
import { shellLabels } from './shell/shell.labels';
import { walletLabels } from './wallet/wallet.labels';

/** Every machine's plain-language diagram words, by machine id (one labels file per area). */
export const machineLabels: AreaLabels = {
  ...shellLabels,
  ...accountLabels,
  ...gamesLabels,
  ...homeLabels,
  ...messagesLabels,
  ...walletLabels,
  ...memberLabels,
  ...protectionLabels,
};

/** The labels of one machine; none yet reads as code names in words. */
export function labelsOf(machineId: string): MachineLabels {
  return machineLabels[machineId] ?? { events: {} };
}
