import { fromCallback, fromPromise } from 'xstate';
import type { InactivitySettings } from '../../domain/protection/inactivity';
import type { InactivityEvent, inactivityMachine } from '../../machines/protection/inactivity.machine';
import {
  endIdleSession,
  fetchInactivitySettings,
  listenForActivity,
  reportActivity,
} from '../../services/protection/inactivity';
import { type ImplementationEntry, implement } from '../root';

/** Browser implementations of the machines for inactivity logout and registration consent (issue 16). */
export const protectionInactivityImplementations: ImplementationEntry[] = [
  implement<typeof inactivityMachine>('inactivity', {
    actors: {
      activityListener: fromCallback<InactivityEvent>(({ sendBack }) =>
        listenForActivity(() => sendBack({ type: 'ACTIVITY' })),
      ),
      loadSettings: fromPromise<InactivitySettings, void>(({ signal }) => fetchInactivitySettings(signal)),
      reportActivity: fromPromise<void, void>(({ signal }) => reportActivity(signal)),
      endSession: fromPromise<void, void>(({ signal }) => endIdleSession(signal)),
    },
  }),
];
