import type { Journey } from '../journey-types';

/** Spec journeys of withdraw, bank cards, the payment password, the withdrawals list and transfers (issue 14). */

const settings = (paymentPasswordSet: boolean) => ({
  min: 10,
  max: 5000,
  maxBankCards: 1,
  banks: ['Demo Bank'],
  paymentPasswordSet,
  withdrawable: 200,
  currencySymbol: '$',
});
const withdrawal = (id: string, status = 'PENDING') => ({
  id,
  amount: 50,
  status,
  bankName: 'Demo Bank',
  accountName: 'Ann Lee',
  accountNo: '******7890',
  reason: status === 'REJECTED' ? 'Name mismatch' : '',
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: '',
});
const card = { id: '7', bankName: 'Demo Bank', accountName: 'Ann Lee', accountNo: '******7890' };
const refreshWallet = { to: 'session', event: { type: 'REFRESH_WALLET' } };
const trialToast = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'errors.depositRefused' }, durationMs: 2000 },
};
const goHome = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } };
const apiError = (code: string, value?: unknown) =>
  Object.assign(new Error(code), { name: 'ApiError', code, status: 400, value });
const wallets = (main: number, game: number) => ({
  sumBalance: main + game,
  currencySymbol: '$',
  wallets: [
    { walletCode: 'MAIN', name: 'Main wallet', balance: main },
    { walletCode: 'PG', name: 'PG Soft', balance: game },
  ],
});

export const withdrawJourneys: Journey[] = [
  {
    machine: 'withdraw',
    name: 'a member withdraws 50: checked against min/max, the money leaves at once, pending, the header follows',
    spec: 'issue 14 item 2, item 5, idempotency',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadSettings', output: settings(true), state: { ready: 'editing' } },
      {
        send: { type: 'CARDS', ids: ['7'] },
        state: { ready: 'editing' },
        context: { values: { amount: '', bankCardId: '7', paymentPassword: '' } },
      },
      // Below the minimum and a short password: messages next to the fields, nothing sent.
      { send: { type: 'CHANGE', field: 'amount', value: '5' }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'paymentPassword', value: '12' }, state: { ready: 'editing' } },
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'editing' },
        context: {
          errors: {
            amount: { key: 'wallet.withdraw.amountBelowMin', params: { min: '$10.00' } },
            paymentPassword: { key: 'wallet.withdraw.paymentPasswordFormat' },
          },
        },
        sent: [],
      },
      { send: { type: 'CHANGE', field: 'amount', value: '6000' }, state: { ready: 'editing' } },
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'editing' },
        context: {
          errors: {
            amount: { key: 'wallet.withdraw.amountAboveMax', params: { max: '$5,000.00' } },
            paymentPassword: { key: 'wallet.withdraw.paymentPasswordFormat' },
          },
        },
      },
      { send: { type: 'CHANGE', field: 'amount', value: '50' }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'paymentPassword', value: '123456' }, state: { ready: 'editing' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'keying' } },
      // A second tap while the attempt runs sends nothing.
      { send: { type: 'SUBMIT' }, state: { ready: 'keying' } },
      {
        resolve: 'newKey',
        output: 'key-0001',
        state: { ready: 'submitting' },
        context: { attempt: { payload: { amount: 50, paymentPassword: '123456', bankCardId: '7' }, key: 'key-0001' } },
      },
      { send: { type: 'SUBMIT' }, state: { ready: 'submitting' } },
      {
        resolve: 'submit',
        output: { withdrawal: withdrawal('W1'), withdrawable: 150 },
        state: { ready: 'editing' },
        context: {
          attempt: null,
          values: { amount: '', bankCardId: '7', paymentPassword: '' },
          settings: { ...settings(true), withdrawable: 150 },
          lastWithdrawal: withdrawal('W1'),
        },
        sent: [
          refreshWallet,
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'wallet.withdraw.submitted' },
              kind: 'success',
              durationMs: 3000,
            },
          },
        ],
      },
    ],
  },
  {
    machine: 'withdraw',
    name: 'a failed submit keeps what was typed; the retry reuses the attempt’s key; changed values get a new one',
    spec: 'issue 14 idempotency; brief: a failed submit keeps what was typed',
    input: { memberType: 1 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadSettings', output: settings(true), state: { ready: 'editing' } },
      { send: { type: 'CARDS', ids: ['7'] }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'amount', value: '50' }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'paymentPassword', value: '123456' }, state: { ready: 'editing' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'keying' } },
      { resolve: 'newKey', output: 'key-0001', state: { ready: 'submitting' } },
      {
        reject: 'submit',
        error: new Error('No Internet'),
        state: { ready: 'editing' },
        context: {
          values: { amount: '50', bankCardId: '7', paymentPassword: '123456' },
          attempt: { payload: { amount: 50, paymentPassword: '123456', bankCardId: '7' }, key: 'key-0001' },
          refusal: { key: 'wallet.withdraw.errors.failed' },
        },
        sent: [refreshWallet],
      },
      // The same values again: the same attempt, straight to the call with key-0001.
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'submitting' },
        context: { attempt: { payload: { amount: 50, paymentPassword: '123456', bankCardId: '7' }, key: 'key-0001' } },
      },
      {
        reject: 'submit',
        error: apiError('PAYMENT_PASSWORD_INCORRECT'),
        state: { ready: 'editing' },
        context: { errors: { paymentPassword: { key: 'wallet.withdraw.errors.PAYMENT_PASSWORD_INCORRECT' } } },
      },
      { send: { type: 'CHANGE', field: 'paymentPassword', value: '654321' }, state: { ready: 'editing' } },
      // A different password is a new attempt: a new key.
      { send: { type: 'SUBMIT' }, state: { ready: 'keying' } },
      {
        resolve: 'newKey',
        output: 'key-0002',
        state: { ready: 'submitting' },
        context: { attempt: { payload: { amount: 50, paymentPassword: '654321', bankCardId: '7' }, key: 'key-0002' } },
      },
      { wait: 20_000, state: { ready: 'editing' }, context: { refusal: { key: 'wallet.withdraw.errors.timeout' } } },
    ],
  },
  {
    machine: 'withdraw',
    name: 'without a payment password the player sets one first; the server saying so sends them back there',
    spec: 'issue 14 item 2 (payment password)',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadSettings', output: settings(false), state: { ready: 'needsPassword' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'needsPassword' } },
      {
        send: { type: 'PASSWORD_SET' },
        state: { ready: 'editing' },
        context: { settings: settings(true) },
      },
      {
        send: { type: 'WITHDRAWABLE', amount: 80 },
        state: { ready: 'editing' },
        context: { settings: { ...settings(true), withdrawable: 80 } },
      },
      { send: { type: 'CARDS', ids: ['7'] }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'amount', value: '90' }, state: { ready: 'editing' } },
      { send: { type: 'CHANGE', field: 'paymentPassword', value: '123456' }, state: { ready: 'editing' } },
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'editing' },
        context: { errors: { amount: { key: 'wallet.withdraw.amountAboveBalance' } } },
      },
      { send: { type: 'CHANGE', field: 'amount', value: '80' }, state: { ready: 'editing' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'keying' } },
      { resolve: 'newKey', output: 'key-0003', state: { ready: 'submitting' } },
      {
        reject: 'submit',
        error: apiError('PAYMENT_PASSWORD_NOT_SET'),
        state: { ready: 'needsPassword' },
        context: { settings: { ...settings(false), withdrawable: 80 } },
      },
    ],
  },
  {
    machine: 'withdraw',
    name: 'a visitor logs in first; a trial member is refused with the spec’s text and sent home',
    spec: '§6 roles, issue 14 item 6',
    input: { memberType: 4 },
    start: { state: 'leaving' },
    steps: [],
  },
  {
    machine: 'withdraw',
    name: 'the server’s TRIAL_REFUSED on the settings call refuses with the spec’s text',
    spec: '§6 roles, issue 14 item 6',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [{ reject: 'loadSettings', error: apiError('TRIAL_REFUSED'), state: 'leaving', sent: [trialToast, goHome] }],
  },
  {
    machine: 'withdraw',
    name: 'a failed settings call offers a retry',
    spec: 'brief: a failed call can be retried',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [
      { reject: 'loadSettings', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      { wait: 20_000, state: 'failed' },
    ],
  },
  {
    machine: 'bankCards',
    name: 'add a card up to the limit, a failed add keeps what was typed, remove after the confirm',
    spec: 'issue 14 item 2 (bank cards)',
    input: { banks: ['Demo Bank'], maxCards: 1 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadCards', output: [], state: 'list' },
      { send: { type: 'ADD' }, state: 'adding' },
      {
        send: { type: 'SUBMIT' },
        state: 'adding',
        context: {
          errors: {
            bankName: { key: 'wallet.withdraw.bankRequired' },
            accountName: { key: 'wallet.withdraw.accountNameRequired' },
            accountNo: { key: 'wallet.withdraw.accountNoRequired' },
          },
        },
      },
      { send: { type: 'CHANGE', field: 'bankName', value: 'Demo Bank' }, state: 'adding' },
      { send: { type: 'CHANGE', field: 'accountName', value: 'Ann Lee' }, state: 'adding' },
      { send: { type: 'CHANGE', field: 'accountNo', value: '12-34' }, state: 'adding' },
      {
        send: { type: 'SUBMIT' },
        state: 'adding',
        context: { errors: { accountNo: { key: 'wallet.withdraw.accountNoFormat' } } },
      },
      { send: { type: 'CHANGE', field: 'accountNo', value: '1234567890' }, state: 'adding' },
      { send: { type: 'SUBMIT' }, state: 'saving' },
      { send: { type: 'SUBMIT' }, state: 'saving' },
      {
        reject: 'addCard',
        error: apiError('BANK_CARD_EXISTS'),
        state: 'adding',
        context: {
          values: { bankName: 'Demo Bank', accountName: 'Ann Lee', accountNo: '1234567890' },
          refusal: { key: 'wallet.withdraw.errors.BANK_CARD_EXISTS' },
        },
      },
      { send: { type: 'SUBMIT' }, state: 'saving' },
      { resolve: 'addCard', output: card, state: 'list', context: { cards: [card] } },
      // At the limit: a message, no form.
      {
        send: { type: 'ADD' },
        state: 'list',
        sent: [
          {
            to: 'notifications',
            event: {
              type: 'TOAST',
              message: { key: 'wallet.withdraw.cardLimit', params: { max: 1 } },
              durationMs: 3000,
            },
          },
        ],
      },
      { send: { type: 'REMOVE', id: '7' }, state: 'confirming', context: { removingId: '7' } },
      { send: { type: 'REMOVE_CANCELLED' }, state: 'list', context: { removingId: null, cards: [card] } },
      { send: { type: 'REMOVE', id: '7' }, state: 'confirming' },
      { send: { type: 'REMOVE_CONFIRMED' }, state: 'removing' },
      { resolve: 'removeCard', state: 'list', context: { cards: [], removingId: null } },
    ],
  },
  {
    machine: 'paymentPassword',
    name: 'login password, 6 digits, the same twice; a wrong login password shows under its field',
    spec: 'issue 14 item 2 (payment password)',
    start: { state: 'editing' },
    steps: [
      { send: { type: 'CHANGE', field: 'newPassword', value: '12345a' }, state: 'editing' },
      { send: { type: 'CHANGE', field: 'confirmPassword', value: '123456' }, state: 'editing' },
      {
        send: { type: 'SUBMIT' },
        state: 'editing',
        context: {
          errors: {
            loginPassword: { key: 'wallet.withdraw.loginPasswordRequired' },
            newPassword: { key: 'wallet.withdraw.paymentPasswordFormat' },
            confirmPassword: { key: 'wallet.withdraw.confirmMismatch' },
          },
        },
      },
      { send: { type: 'CHANGE', field: 'loginPassword', value: 'secret12' }, state: 'editing' },
      { send: { type: 'CHANGE', field: 'newPassword', value: '123456' }, state: 'editing' },
      { send: { type: 'SUBMIT' }, state: 'saving' },
      {
        reject: 'setPassword',
        error: apiError('OLD_PASSWORD_INCORRECT'),
        state: 'editing',
        context: {
          errors: { loginPassword: { key: 'wallet.withdraw.errors.OLD_PASSWORD_INCORRECT' } },
          values: { loginPassword: 'secret12', newPassword: '123456', confirmPassword: '123456' },
        },
      },
      { send: { type: 'SUBMIT' }, state: 'saving' },
      { resolve: 'setPassword', state: 'done' },
    ],
  },
  {
    machine: 'withdrawals',
    name: 'newest first with status; a new request shows first at once; More appends; a decision shows on reload',
    spec: 'issue 14 item 2 (list of withdrawals)',
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadPage',
        output: { content: [withdrawal('W2')], pageNum: 1, totalPages: 2, total: 2 },
        state: { list: 'idle' },
      },
      { send: { type: 'ADDED', withdrawal: withdrawal('W3') }, state: { list: 'idle' } },
      { send: { type: 'MORE' }, state: { list: 'loadingMore' } },
      { reject: 'loadMore', state: { list: 'moreFailed' } },
      { send: { type: 'RETRY' }, state: { list: 'loadingMore' } },
      {
        resolve: 'loadMore',
        output: { content: [withdrawal('W1', 'APPROVED')], pageNum: 2, totalPages: 2, total: 2 },
        state: { list: 'idle' },
        context: { items: [withdrawal('W3'), withdrawal('W2'), withdrawal('W1', 'APPROVED')] },
      },
      { send: { type: 'MORE' }, state: { list: 'idle' } },
      { send: { type: 'RELOAD' }, state: 'loading' },
      {
        resolve: 'loadPage',
        output: { content: [withdrawal('W3', 'REJECTED')], pageNum: 1, totalPages: 1, total: 1 },
        state: { list: 'idle' },
        context: { items: [withdrawal('W3', 'REJECTED')] },
      },
    ],
  },
  {
    machine: 'transfer',
    name: 'main to a game wallet and all back to main, one key per attempt, the header follows',
    spec: 'issue 14 item 3, item 5, idempotency',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadWallets', output: wallets(200, 0), state: { ready: 'idle' }, context: { game: 'PG' } },
      {
        send: { type: 'ALL_BACK' },
        state: { ready: 'idle' },
        sent: [
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'wallet.transfer.nothingToMove' }, durationMs: 3000 },
          },
        ],
      },
      { send: { type: 'AMOUNT', value: '250' }, state: { ready: 'idle' } },
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'idle' },
        context: { errors: { amount: { key: 'wallet.transfer.amountAboveBalance' } } },
      },
      { send: { type: 'AMOUNT', value: '20' }, state: { ready: 'idle' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'keyingOne' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'keyingOne' } },
      { resolve: 'newKey', output: 'key-0001', state: { ready: 'moving' } },
      { reject: 'transfer', error: new Error('No Internet'), state: { ready: 'idle' }, sent: [refreshWallet] },
      // The retry is the same attempt: the same key.
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'moving' },
        context: { attempt: { payload: { kind: 'one', from: 'MAIN', to: 'PG', amount: 20 }, key: 'key-0001' } },
      },
      {
        resolve: 'transfer',
        output: wallets(180, 20),
        state: { ready: 'idle' },
        context: { amount: '', attempt: null, summary: wallets(180, 20) },
        sent: [
          refreshWallet,
          {
            to: 'notifications',
            event: { type: 'TOAST', message: { key: 'wallet.transfer.done' }, kind: 'success', durationMs: 3000 },
          },
        ],
      },
      { send: { type: 'ALL_BACK' }, state: { ready: 'keyingAll' } },
      { resolve: 'newAllKey', output: 'key-0002', state: { ready: 'movingAll' } },
      { send: { type: 'ALL_BACK' }, state: { ready: 'movingAll' } },
      {
        resolve: 'transferAll',
        output: wallets(200, 0),
        state: { ready: 'idle' },
        context: { summary: wallets(200, 0) },
      },
      { send: { type: 'DIRECTION', direction: 'toMain' }, state: { ready: 'idle' } },
      { send: { type: 'AMOUNT', value: '1' }, state: { ready: 'idle' } },
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'idle' },
        context: { errors: { amount: { key: 'wallet.transfer.amountAboveBalance' } } },
      },
      { send: { type: 'RELOAD' }, state: 'loading' },
    ],
  },
  {
    machine: 'transfer',
    name: 'a trial member sees the refusal; the server’s TRIAL_REFUSED refuses too',
    spec: '§6 roles, issue 14 item 6',
    input: { memberType: 0 },
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadWallets', output: wallets(0, 30), state: { ready: 'idle' } },
      { send: { type: 'ALL_BACK' }, state: { ready: 'keyingAll' } },
      { resolve: 'newAllKey', output: 'key-0009', state: { ready: 'movingAll' } },
      { reject: 'transferAll', error: apiError('TRIAL_REFUSED'), state: 'refused', sent: [trialToast] },
    ],
  },
  {
    machine: 'transfer',
    name: 'a trial member opening the panel is refused at once',
    spec: '§6 roles, issue 14 item 6',
    input: { memberType: 4 },
    start: { state: 'refused' },
    steps: [],
  },
];
