import { assign, setup } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { declaredCall } from '../shell/declared';

/** A country of the dialing-code list (spec §7 "country list"). */
export interface Country {
  code: string;
  name: string;
  countryDialingCode: string;
}

/**
 * The country dialing codes for the phone inputs (spec §7 "country list"). Loaded once per screen; a failure
 * leaves the configured default dialing code usable and a retry possible.
 */
export const countriesMachine = setup({
  types: {} as { context: { countries: Country[] }; events: { type: 'RETRY' } },
  actors: {
    fetchCountries: declaredCall<Country[]>('countries.fetchCountries'),
  },
  delays: { callTimeout: REQUEST_TIMEOUT_MS },
  actions: {
    setCountries: assign({ countries: ({ event }) => (event as unknown as { output: Country[] }).output }),
  },
}).createMachine({
  id: 'countries',
  description: 'The country list for dialing code pickers.',
  context: { countries: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the country list.',
      invoke: {
        id: 'fetchCountries',
        src: 'fetchCountries',
        onDone: { target: 'ready', actions: 'setCountries' },
        onError: 'failed',
      },
      after: { callTimeout: 'failed' },
    },
    ready: { description: 'The list is shown in the pickers.' },
    failed: {
      description: 'Only the default dialing code is offered; opening the picker again retries.',
      on: { RETRY: 'loading' },
    },
  },
});
