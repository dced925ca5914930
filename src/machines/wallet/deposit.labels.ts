import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { depositMachine } from './deposit.machine';
import type { depositHistoryMachine } from './depositHistory.machine';
import type { depositProofMachine } from './depositProof.machine';

/** Plain-language words for the deposit diagrams (docs/flows), by machine id then event type. */
export const depositLabels: AreaLabels = {
  deposit: labelsFor<typeof depositMachine>({
    events: {
      RETRY: 'The player taps Retry or Check again',
      PICK_CHANNEL: 'The player picks a channel',
      BACK_TO_CHANNELS: 'The player goes back to the channel list',
      CHANGE_AMOUNT: 'The player types an amount',
      PRESET: 'The player taps a preset amount',
      SET_PROMOTION: 'The player accepts or declines a promotion',
      SUBMIT: 'The player taps Deposit',
      NEW_DEPOSIT: 'The player starts another deposit',
      COPY: 'The player taps a copy button',
    },
    actors: {
      loadChannels: 'the deposit channels call',
      loadDeposit: 'the deposit detail call',
      newAttemptKey: 'the new attempt key',
      createDeposit: 'the deposit request',
    },
    guards: {
      isVisitor: 'no one is logged in',
      isTrial: 'the member is a trial member',
      returnedFromGateway: 'the gateway sent the player back with a deposit',
      isDetailView: 'dep_func is 1',
      trialRefused: 'the server refuses a trial member',
      knownChannel: 'the channel is offered',
      amountInvalid: 'the amount does not fit the channel or promotion',
      hasAttemptKey: 'this unchanged request was sent before (a retry)',
      amountRefused: 'the server refuses the amount',
      goesToGateway: 'the answer has a payment page',
      approved: 'the deposit is approved',
      decided: 'the deposit is decided',
      mayPollAgain: 'fewer than 10 checks were made',
    },
  }),
  depositProof: labelsFor<typeof depositProofMachine>({
    events: {
      PICK: 'The player picks an image',
      RETRY: 'The player taps Retry',
    },
    actors: { uploadProof: 'the proof upload' },
    guards: {
      refusedHere: 'the image breaks a rule (type, size, count)',
      hasFailedFile: 'an image failed to upload',
      refusedByServer: 'the server refuses the image',
    },
  }),
  depositHistory: labelsFor<typeof depositHistoryMachine>({
    events: {
      MORE: 'The player taps More',
      RETRY: 'The player taps Retry',
      REFRESH: 'A deposit was made or decided',
    },
    actors: { loadPage: 'the deposits call', loadMore: 'the next page' },
    guards: { hasMore: 'pages are left' },
  }),
};
