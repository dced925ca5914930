import { fromCallback } from 'xstate';
import { type CatalogEntry, catalogEntry } from '../catalog-types';
import { memberHomeMachine } from './memberHome.machine';

/** The member centre's machines for member home (classic and new layout), its entries and the trial alert (issue 15). */
export const centreCatalog: CatalogEntry[] = [
  catalogEntry(memberHomeMachine, {
    title: 'Member home',
    purpose:
      'Member home (issue 15 item 1, §4 "Member centre"): a visitor goes to /m/login, a trial member gets the ' +
      '"register now" alert (Cancel leads home); a member’s info and balance are refreshed on entry (loading, ready, ' +
      'failed with a retry) and follow the session; the language choice opens over the screen.',
    fixtures: {
      input: { memberType: 0 },
      inputs: [{ memberType: null }, { memberType: 4 }],
      events: [
        { type: 'MEMBER_PHASE', phase: 'ready' },
        { type: 'MEMBER_PHASE', phase: 'failed' },
        { type: 'MEMBER_PHASE', phase: 'loading' },
        { type: 'MEMBER_PHASE', phase: 'loggedOut' },
        { type: 'RETRY' },
        { type: 'REGISTER_NOW' },
        { type: 'REGISTER_LATER' },
        { type: 'OPEN_LANGUAGE' },
        { type: 'CLOSE_LANGUAGE' },
        { type: 'CHOOSE_LANGUAGE', language: 'TH' },
      ],
      // The listener hears the session; alone, the machine gets its phases as the events above.
      actors: { memberPhases: fromCallback(() => undefined) },
    },
  }),
];
