import { fromPromise } from 'xstate';
import type { AccountActivity } from '../../domain/protection/activity';
import type { AuditPage } from '../../domain/protection/auditEntry';
import type { accountActivityMachine } from '../../machines/protection/accountActivity.machine';
import type { protectionHistoryMachine } from '../../machines/protection/protectionHistory.machine';
import { fetchAccountActivity, fetchProtectionHistory } from '../../services/protection/hub';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for the responsible-gaming page, account activity and the protection history (issue 16). */
export const protectionHubImplementations: ImplementationEntry[] = [
  implement<typeof accountActivityMachine>('accountActivity', {
    actors: {
      loadActivity: fromPromise<AccountActivity, void>(({ signal }) => fetchAccountActivity(signal)),
    },
  }),
  implement<typeof protectionHistoryMachine>('protectionHistory', {
    actors: {
      loadPage: fromPromise<AuditPage, { pageNo: number }>(({ input, signal }) =>
        fetchProtectionHistory(input.pageNo, signal),
      ),
    },
  }),
];
