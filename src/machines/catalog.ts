import type { CatalogEntry } from './catalog-types';
import { notificationsMachine } from './notifications.machine';
import { sessionCatalog } from './session.catalog';
import { sessionMachine } from './session.machine';

/**
 * Every machine of the app, with what the model-based tests and the diagrams need.
 * A machine missing here has no tests and no diagram: add yours in the same commit as the machine.
 */
export const catalog: CatalogEntry[] = [
  {
    machine: notificationsMachine,
    title: 'Notifications',
    purpose: 'Toasts, alert and confirm dialogs and the loading indicator, with the timings of spec §9.',
    fixtures: {
      events: [
        { type: 'TOAST', message: { key: 'common.ok' } },
        { type: 'TOAST_DISMISS' },
        { type: 'ALERT', message: { key: 'common.popupTitle' } },
        { type: 'CONFIRM', message: { key: 'common.popupTitle' } },
        { type: 'DIALOG_CONFIRM' },
        { type: 'DIALOG_CANCEL' },
        { type: 'DIALOG_MASK' },
        { type: 'LOADING_SHOW', timeoutMs: 2000 },
        { type: 'LOADING_HIDE' },
      ],
    },
  },
  { machine: sessionMachine, ...sessionCatalog },
];
