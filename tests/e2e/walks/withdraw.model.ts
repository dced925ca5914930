import type { MachineLinks, WalkModel } from './walk-model';

/**
 * Withdraw as a person sees it (issue 14 item 2): a fresh member with 200.00 from a gateway deposit opens
 * /m/withdraw, sets the payment password, adds a bank card, asks too much (the message shows next to the amount and
 * what was typed stays), then withdraws 50: the withdrawable balance falls by 50 and the request shows pending.
 */
export const withdrawModel = {
  id: 'withdraw',
  initial: 'setPassword',
  states: {
    setPassword: {
      description: 'No payment password yet: its form shows; the withdrawable balance is $200.00.',
      on: { SET_PASSWORD: 'noCard' },
    },
    noCard: {
      description: 'The payment password is set: the withdraw form, "No bank card yet" and "Add a bank card".',
      on: { ADD_CARD: 'cardChosen' },
    },
    cardChosen: {
      description: 'The new card is listed and chosen for the withdrawal.',
      on: { ASK_TOO_MUCH: 'tooMuch', WITHDRAW_50: 'pending' },
    },
    tooMuch: {
      description: 'Amount 300: "The amount is above your withdrawable balance" next to it; the typed values stay.',
      on: { WITHDRAW_50: 'pending' },
    },
    pending: {
      description: 'Withdrawable $150.00; "My withdrawals" shows $50.00 Pending first.',
    },
  },
} as const satisfies WalkModel;

export const withdrawLinks: MachineLinks<typeof withdrawModel> = {
  states: {
    setPassword: ['withdraw.ready.needsPassword', 'paymentPassword.editing'],
    noCard: ['withdraw.ready.editing', 'bankCards.list'],
    cardChosen: ['withdraw.ready.editing', 'bankCards.list'],
    tooMuch: ['withdraw.ready.editing'],
    pending: ['withdraw.ready.editing', 'withdrawals.list.idle'],
  },
  events: {
    SET_PASSWORD: ['paymentPassword:CHANGE', 'paymentPassword:SUBMIT', 'withdraw:PASSWORD_SET'],
    ADD_CARD: ['bankCards:ADD', 'bankCards:CHANGE', 'bankCards:SUBMIT', 'withdraw:CARDS'],
    ASK_TOO_MUCH: ['withdraw:CHANGE', 'withdraw:SUBMIT'],
    WITHDRAW_50: ['withdraw:CHANGE', 'withdraw:SUBMIT', 'withdrawals:ADDED'],
  },
};
