import type { AreaLabels, MachineLabels } from '../flows/labels';
import { accountLabels } from './account/account.labels';
import { gamesLabels } from './games/games.labels';
import { homeLabels } from './home/home.labels';
import { messagesLabels } from './messages/messages.labels';
import { shellLabels } from './shell/shell.labels';

/** Every machine's plain-language diagram words, by machine id (one labels file per area). */
export const machineLabels: AreaLabels = {
  ...shellLabels,
  ...accountLabels,
  ...gamesLabels,
  ...homeLabels,
  ...messagesLabels,
};

/** The labels of one machine; none yet reads as code names in words. */
export function labelsOf(machineId: string): MachineLabels {
  return machineLabels[machineId] ?? { events: {} };
}
