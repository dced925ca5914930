import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Deposit as a person sees it with the template flag dep_func '1' (issue 14 item 1, spec §6): a fresh member picks
 * the e-wallet from the channel list, its detail page refuses an empty amount, 100 goes to the stand-in gateway's
 * page, and confirming or cancelling there brings the player back to the deposit's result.
 */
export const depositModel = {
  id: 'deposit',
  initial: 'channels',
  states: {
    channels: {
      description: 'The channel list: bank transfer, e-wallet and crypto, each with its limits.',
      on: { PICK_EWALLET: 'ewalletPage' },
    },
    ewalletPage: {
      description: "The e-wallet's detail page: amount, presets, promotion, Deposit.",
      on: { SUBMIT_EMPTY: 'amountRequired', BACK_TO_LIST: 'channels' },
    },
    amountRequired: {
      description: 'The amount field says "Enter an amount"; nothing was sent.',
      on: { PAY_100: 'gatewayPage' },
    },
    gatewayPage: {
      description: "The stand-in gateway's page shows 100 with Confirm payment and Cancel.",
      on: { CONFIRM_PAYMENT: 'approved', CANCEL_PAYMENT: 'rejected' },
    },
    approved: {
      description: 'Back on /m/voucherCenter?deposit=<id>: approved, and the recent deposits show it approved.',
      on: { NEW_DEPOSIT: 'channels' },
    },
    rejected: {
      description: 'Back on /m/voucherCenter?deposit=<id>: rejected, the balance did not change.',
    },
  },
} as const satisfies WalkModel;

export const depositLinks: MachineLinks<typeof depositModel> = {
  states: {
    channels: ['deposit.ready.choosing'],
    ewalletPage: ['deposit.ready.editing'],
    amountRequired: ['deposit.ready.editing'],
    gatewayPage: ['deposit.toGateway'],
    approved: ['deposit.result.shown', 'depositHistory.idle'],
    rejected: ['deposit.result.shown', 'depositHistory.idle'],
  },
  events: {
    PICK_EWALLET: ['deposit:PICK_CHANNEL'],
    SUBMIT_EMPTY: ['deposit:SUBMIT'],
    BACK_TO_LIST: ['deposit:BACK_TO_CHANNELS'],
    PAY_100: ['deposit:CHANGE_AMOUNT', 'deposit:SUBMIT'],
    // On the gateway's page the site hears nothing; back on the site, the result refreshes balance and list.
    CONFIRM_PAYMENT: ['session:REFRESH_WALLET', 'depositHistory:REFRESH'],
    CANCEL_PAYMENT: ['depositHistory:REFRESH'],
    NEW_DEPOSIT: ['deposit:NEW_DEPOSIT'],
  },
};
