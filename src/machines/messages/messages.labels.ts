import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { announcementsMachine } from './announcements.machine';
import type { customerServiceMachine } from './customerService.machine';
import type { helpMachine } from './help.machine';

/** Plain-language words for the messages diagrams (docs/flows), by machine id then event type. */
export const messagesLabels: AreaLabels = {
  announcements: labelsFor<typeof announcementsMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the announcements call' },
  }),
  help: labelsFor<typeof helpMachine>({
    events: {
      START: 'The screen opens',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'A screen asks to reload',
      RETRY: 'The player taps Retry',
    },
    actors: { load: 'the help list call' },
  }),
  customerService: labelsFor<typeof customerServiceMachine>({
    events: {
      START: 'The site config and texts are in',
      LANGUAGE_CHANGED: 'The language changed',
      RELOAD: 'Asked to reload',
      RETRY: 'Asked to retry',
    },
    actors: { load: 'the customer-service call' },
  }),
};
