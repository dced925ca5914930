import { fromPromise } from 'xstate';
import type { AnnouncementList, HelpItem } from '../../domain/messages/announcements';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import type { announcementsMachine } from '../../machines/messages/announcements.machine';
import type { customerServiceMachine } from '../../machines/messages/customerService.machine';
import type { helpMachine } from '../../machines/messages/help.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchAnnouncements, fetchHelp } from '../../services/messages/announcements';
import { fetchCustomerService } from '../../services/messages/customerService';
import { implement } from '../root';

/** The messages machines' browser implementations: announcements and the help list. */
export const messagesImplementations = [
  implement<typeof announcementsMachine>('announcements', {
    actors: {
      load: fromPromise<AnnouncementList, ContentLoadInput>(({ input, signal }) =>
        fetchAnnouncements(input.merchant, signal),
      ),
    },
  }),
  implement<typeof helpMachine>('help', {
    actors: { load: fromPromise<HelpItem[], ContentLoadInput>(({ signal }) => fetchHelp(signal)) },
  }),
  // Paths that do not decrypt are dropped (no service link shows) and logged once per answer, for the operator.
  implement<typeof customerServiceMachine>('customerService', {
    actors: {
      load: fromPromise<CustomerServiceEntry[], ContentLoadInput>(({ signal }) =>
        fetchCustomerService((message, dropped) => console.warn(message, dropped), signal),
      ),
    },
  }),
];
