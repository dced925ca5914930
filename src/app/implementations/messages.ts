import { fromPromise } from 'xstate';
import type { AnnouncementList, HelpItem } from '../../domain/messages/announcements';
import { announcementsMachine } from '../../machines/messages/announcements.machine';
import { helpMachine } from '../../machines/messages/help.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchAnnouncements, fetchHelp } from '../../services/messages/announcements';
import { implement } from '../root';

/** The messages machines' browser implementations: announcements and the help list. */
export const messagesImplementations = [
  implement(announcementsMachine, {
    actors: {
      load: fromPromise<AnnouncementList, ContentLoadInput>(({ input, signal }) =>
        fetchAnnouncements(input.merchant, signal),
      ),
    },
  }),
  implement(helpMachine, {
    actors: { load: fromPromise<HelpItem[], ContentLoadInput>(({ signal }) => fetchHelp(signal)) },
  }),
];
