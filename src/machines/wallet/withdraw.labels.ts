import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { bankCardsMachine } from './bankCards.machine';
import type { paymentPasswordMachine } from './paymentPassword.machine';
import type { transferMachine } from './transfer.machine';
import type { withdrawMachine } from './withdraw.machine';
import type { withdrawalsMachine } from './withdrawals.machine';

/** Plain-language words for the withdraw diagrams (docs/flows), by machine id then event type. */
export const withdrawLabels: AreaLabels = {
  withdraw: labelsFor<typeof withdrawMachine>({
    events: {
      CHANGE: 'The player types an amount, the payment password or picks a card',
      SUBMIT: 'The player taps Withdraw',
      RETRY: 'The player taps Retry',
      CARDS: 'The bank cards shown changed',
      PASSWORD_SET: 'The payment password was set',
      WITHDRAWABLE: 'A transfer changed the main wallet',
    },
    actors: {
      loadSettings: 'the withdraw settings call',
      newKey: 'the new idempotency key',
      submit: 'the withdraw call',
    },
    guards: {
      isVisitor: 'the player is a visitor',
      isTrial: 'the player is a trial member',
      trialRefused: 'the server refused a trial account',
      passwordNotSet: 'the server says no payment password is set',
      passwordMissing: 'no payment password is set',
      formInvalid: 'a field is wrong',
      retriesAttempt: 'the same values as the failed attempt (its key again)',
    },
  }),
  bankCards: labelsFor<typeof bankCardsMachine>({
    events: {
      ADD: 'The player taps Add a bank card',
      CANCEL: 'The player taps Cancel',
      CHANGE: 'The player types in the new card form',
      SUBMIT: 'The player taps Save card',
      REMOVE: 'The player taps Remove on a card',
      REMOVE_CONFIRMED: 'The player confirms the removal',
      REMOVE_CANCELLED: 'The player keeps the card',
      RETRY: 'The player taps Retry',
    },
    actors: { loadCards: 'the bank cards call', addCard: 'the add card call', removeCard: 'the remove card call' },
    guards: {
      belowLimit: 'fewer cards than the limit',
      formInvalid: 'a field is wrong',
      knownCard: 'the card is in the list',
    },
  }),
  paymentPassword: labelsFor<typeof paymentPasswordMachine>({
    events: {
      CHANGE: 'The player types a password',
      SUBMIT: 'The player taps Set payment password',
    },
    actors: { setPassword: 'the payment password call' },
    guards: { formInvalid: 'a field is wrong' },
  }),
  withdrawals: labelsFor<typeof withdrawalsMachine>({
    events: {
      MORE: 'The player taps More',
      RETRY: 'The player taps Retry',
      RELOAD: 'The screen asks for the list again',
      ADDED: 'A withdrawal was requested on the screen',
    },
    actors: { loadPage: 'the first page call', loadMore: 'the next page call' },
    guards: { hasMore: 'pages are left' },
  }),
  transfer: labelsFor<typeof transferMachine>({
    events: {
      DIRECTION: 'The player picks To game or To main',
      GAME: 'The player picks a game wallet',
      AMOUNT: 'The player types an amount',
      SUBMIT: 'The player taps Transfer',
      ALL_BACK: 'The player taps All back to main',
      RETRY: 'The player taps Retry',
      RELOAD: 'Money moved elsewhere',
    },
    actors: {
      loadWallets: 'the wallets call',
      newKey: 'the new idempotency key',
      newAllKey: 'the new idempotency key',
      transfer: 'the transfer call',
      transferAll: 'the all-back-to-main call',
    },
    guards: {
      isReal: 'a real account',
      trialRefused: 'the server refused a trial account',
      formInvalid: 'a field is wrong',
      retriesOne: 'the same transfer as the failed attempt (its key again)',
      retriesAll: 'all back to main failed before (its key again)',
      nothingInGames: 'no game wallet holds money',
    },
  }),
};
