import { type CatalogEntry, catalogEntry } from '../catalog-types';
import { inactivityMachine } from './inactivity.machine';

/** Settings with a short countdown (2 s) so every branch of the warning is a few steps away. */
const settings = (enabled: boolean) => ({ enabled, idleMinutes: 1, warningSeconds: 2 });

/** Player protection's machines for inactivity logout and registration consent (issue 16). */
export const inactivityCatalog: CatalogEntry[] = [
  catalogEntry(inactivityMachine, {
    title: 'Inactivity logout',
    purpose:
      'Issue 16 tool 5: after the configured idle time less the warning, a dialog counts down with "Stay logged ' +
      'in"; any activity cancels it; at zero the session ends on the server and the site goes home with "The ' +
      'account has been logged out, please log in again". Page activity is reported to the server once a minute.',
    fixtures: {
      events: [{ type: 'ACTIVITY' }, { type: 'STAY_LOGGED_IN' }],
      outputs: {
        loadSettings: [settings(true), settings(false)],
        reportActivity: [undefined],
        endSession: [undefined],
      },
    },
  }),
];
