import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { bankCardsMachine } from './bankCards.machine';
import { paymentPasswordMachine } from './paymentPassword.machine';
import { transferMachine } from './transfer.machine';
import { withdrawMachine } from './withdraw.machine';
import { withdrawalsMachine } from './withdrawals.machine';

const settings = (paymentPasswordSet: boolean) => ({
  min: 10,
  max: 5000,
  maxBankCards: 2,
  banks: ['Demo Bank', 'City Bank'],
  paymentPasswordSet,
  withdrawable: 200,
  currencySymbol: '$',
});
const withdrawal = (id: string, status: 'PENDING' | 'APPROVED' | 'REJECTED' = 'PENDING') => ({
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
const card = (id: string) => ({ id, bankName: 'Demo Bank', accountName: 'Ann Lee', accountNo: '******7890' });
const wallets = (gameBalance: number) => ({
  sumBalance: 200 + gameBalance,
  currencySymbol: '$',
  wallets: [
    { walletCode: 'MAIN', name: 'Main wallet', balance: 200 },
    { walletCode: 'PG', name: 'PG Soft', balance: gameBalance },
  ],
});
const trialRefused = apiError('Please login an actual account to use this function', 'TRIAL_REFUSED', 403);

/** The wallet's withdraw machines, with fixtures that reach every transition. */
export const withdrawCatalog: CatalogEntry[] = [
  catalogEntry(withdrawMachine, {
    title: 'Withdraw',
    purpose:
      'Withdraw (issue 14 item 2, §6): visitors log in, trial members are refused; the withdrawable balance, the ' +
      'payment password set first when missing, then amount (min/max), card and payment password; the money leaves ' +
      'at once (pending) with one idempotency key per attempt, reused on a retry.',
    fixtures: {
      input: { memberType: 0 },
      inputs: [{ memberType: null }, { memberType: 4 }],
      events: [
        { type: 'CHANGE', field: 'amount', value: '50' },
        { type: 'CHANGE', field: 'amount', value: '5' },
        { type: 'CHANGE', field: 'paymentPassword', value: '123456' },
        { type: 'CARDS', ids: ['7'] },
        { type: 'CARDS', ids: [] },
        { type: 'SUBMIT' },
        { type: 'RETRY' },
        { type: 'PASSWORD_SET' },
        { type: 'WITHDRAWABLE', amount: 150 },
      ],
      outputs: {
        loadSettings: [settings(true), settings(false)],
        newKey: ['key-0001'],
        submit: [{ withdrawal: withdrawal('W1'), withdrawable: 150 }],
      },
      errors: {
        loadSettings: [new Error('offline'), trialRefused],
        newKey: [new Error('no crypto')],
        submit: [
          apiError('The payment password is incorrect', 'PAYMENT_PASSWORD_INCORRECT', 400),
          apiError('Please set a payment password first', 'PAYMENT_PASSWORD_NOT_SET', 400),
          trialRefused,
          apiError('amount: must be at least 10', 'INVALID_INPUT', 400, { fields: { amount: 'must be at least 10' } }),
        ],
      },
      abstractContext: (c: {
        settings: { paymentPasswordSet: boolean } | null;
        values: Record<string, string>;
        attempt: unknown;
      }) => ({ set: c.settings?.paymentPasswordSet, values: c.values, attempt: c.attempt !== null }),
      depth: 14,
      maxStates: 4000,
    },
  }),
  catalogEntry(bankCardsMachine, {
    title: 'Bank cards',
    purpose:
      'The bank cards of the withdraw screen (issue 14 item 2): list, add (bank from the settings, account name, ' +
      'account number) up to the configured limit, remove after a confirm dialog.',
    fixtures: {
      input: { banks: ['Demo Bank'], maxCards: 1 },
      events: [
        { type: 'ADD' },
        { type: 'CANCEL' },
        { type: 'CHANGE', field: 'bankName', value: 'Demo Bank' },
        { type: 'CHANGE', field: 'accountName', value: 'Ann Lee' },
        { type: 'CHANGE', field: 'accountNo', value: '1234567890' },
        { type: 'SUBMIT' },
        { type: 'REMOVE', id: '7' },
        { type: 'REMOVE', id: 'nope' },
        { type: 'REMOVE_CONFIRMED' },
        { type: 'REMOVE_CANCELLED' },
        { type: 'RETRY' },
      ],
      outputs: { loadCards: [[], [card('7')]], addCard: [card('7')], removeCard: [undefined] },
      errors: {
        addCard: [apiError('Bank card already exists', 'BANK_CARD_EXISTS', 400)],
        removeCard: [apiError('Not found', 'NOT_FOUND', 404)],
      },
      abstractContext: (c: { cards: unknown[]; values: Record<string, string>; removingId: string | null }) => ({
        cards: c.cards.length,
        values: c.values,
        removing: c.removingId,
      }),
      depth: 14,
      maxStates: 4000,
    },
  }),
  catalogEntry(paymentPasswordMachine, {
    title: 'Payment password',
    purpose:
      'Setting the payment password before a first withdrawal (issue 14 item 2): login password, a new 6-digit ' +
      'payment password and its confirmation.',
    fixtures: {
      events: [
        { type: 'CHANGE', field: 'loginPassword', value: 'secret12' },
        { type: 'CHANGE', field: 'newPassword', value: '123456' },
        { type: 'CHANGE', field: 'confirmPassword', value: '123456' },
        { type: 'SUBMIT' },
      ],
      outputs: { setPassword: [undefined] },
      errors: {
        setPassword: [
          apiError('The password is incorrect', 'OLD_PASSWORD_INCORRECT', 400),
          apiError('Too many attempts', 'TOO_MANY_ATTEMPTS', 429),
        ],
      },
    },
  }),
  catalogEntry(withdrawalsMachine, {
    title: 'Withdrawals list',
    purpose:
      'The player’s withdrawals with their status (pending, approved, rejected with the reason), newest first, in ' +
      'pages; a new request shows first at once.',
    fixtures: {
      events: [
        { type: 'MORE' },
        { type: 'RETRY' },
        { type: 'RELOAD' },
        { type: 'ADDED', withdrawal: withdrawal('W9') },
      ],
      outputs: {
        loadPage: [
          { content: [withdrawal('W1')], pageNum: 1, totalPages: 2, total: 2 },
          { content: [withdrawal('W2', 'REJECTED')], pageNum: 2, totalPages: 2, total: 2 },
        ],
        loadMore: [{ content: [withdrawal('W2', 'REJECTED')], pageNum: 2, totalPages: 2, total: 2 }],
      },
      abstractContext: (c: { items: unknown[]; page: number; totalPages: number }) => ({
        items: c.items.length,
        more: c.page < c.totalPages,
      }),
    },
  }),
  catalogEntry(transferMachine, {
    title: 'Wallets and transfer',
    purpose:
      'The wallets panel where the balance is (issue 14 item 3): main and game wallets, a transfer between main ' +
      'and a game wallet, all back to main in one tap; one idempotency key per attempt; trial members refused (§6).',
    fixtures: {
      input: { memberType: 0 },
      inputs: [{ memberType: 4 }],
      events: [
        { type: 'DIRECTION', direction: 'toGame' },
        { type: 'DIRECTION', direction: 'toMain' },
        { type: 'GAME', game: 'PG' },
        { type: 'GAME', game: '' },
        { type: 'AMOUNT', value: '20' },
        { type: 'SUBMIT' },
        { type: 'ALL_BACK' },
        { type: 'RETRY' },
        { type: 'RELOAD' },
      ],
      outputs: {
        loadWallets: [wallets(0), wallets(20)],
        newKey: ['key-0001'],
        newAllKey: ['key-0002'],
        transfer: [wallets(20)],
        transferAll: [wallets(0)],
      },
      errors: {
        transfer: [apiError('Insufficient balance', 'INSUFFICIENT_BALANCE', 400), trialRefused],
        transferAll: [new Error('offline'), trialRefused],
      },
      abstractContext: (c: {
        summary: { wallets: { balance: number }[] } | null;
        direction: string;
        game: string;
        amount: string;
        attempt: { payload: { kind: string } } | null;
      }) => ({
        inGames: c.summary?.wallets[1]?.balance ?? null,
        direction: c.direction,
        game: c.game,
        amount: c.amount,
        attempt: c.attempt?.payload.kind ?? null,
      }),
      depth: 14,
      maxStates: 4000,
    },
  }),
];
