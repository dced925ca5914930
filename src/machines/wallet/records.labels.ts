import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { gameRecordMachine } from './gameRecord.machine';
import type { gameRoundsMachine } from './gameRounds.machine';
import type { moneyRecordsMachine } from './moneyRecords.machine';

/** Plain-language words for the records diagrams (docs/flows), by machine id then event type. */
export const recordsLabels: AreaLabels = {
  gameRecord: labelsFor<typeof gameRecordMachine>({
    events: { SELECT_TAB: 'The player picks a tab' },
    guards: { isVisitor: 'the player is a visitor', isOtherTab: 'it is another tab' },
  }),
  gameRounds: labelsFor<typeof gameRoundsMachine>({
    events: {
      FILTER: 'The player picks a date range or a category',
      MORE: 'The player taps More',
      RETRY: 'The player taps Retry',
    },
    actors: { loadFirst: 'the rounds and summary calls', loadMore: 'the next rounds page call' },
    guards: { changesFilter: 'a filter changes', hasMore: 'pages are left' },
  }),
  moneyRecords: labelsFor<typeof moneyRecordsMachine>({
    events: {
      FILTER: 'The player picks a kind or a date range',
      MORE: 'The player taps More',
      RETRY: 'The player taps Retry',
    },
    actors: { loadFirst: 'the money records call', loadMore: 'the next records page call' },
    guards: { isTrial: 'the player is a trial member', changesFilter: 'a filter changes', hasMore: 'pages are left' },
  }),
};
