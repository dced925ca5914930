import { apiError } from '../../../src/machines/catalog-types';
import { depositChannelsFixture, depositFixture } from '../../../src/machines/wallet/deposit.catalog';
import * as depositView from '../../../src/machines/wallet/deposit.view';
import type { Journey } from '../journey-types';

/** Spec journeys of the deposit screen (issue 14 item 1; spec §4 deposit button, §6 roles and dep_func, §9). */

const compact = { memberType: 0, detailView: false, returnedId: null };
const detail = { memberType: 0, detailView: true, returnedId: null };
const bankDeposit = depositFixture('D3', 'PENDING', 'bank');
const refusedToast = {
  to: 'notifications',
  event: { type: 'TOAST', message: { key: 'errors.depositRefused' }, durationMs: 2000 },
};
const goHome = { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/home', replace: true } };
const changed = [{ type: 'depositsChanged' }];

export const depositJourneys: Journey[] = [
  {
    machine: 'deposit',
    name: 'compact form: the amount is checked against the channel, a failed submit keeps it, the retry reuses the key',
    spec: 'issue 14 item 1, §9 two decimals, API contract (K)',
    input: compact,
    reads: depositView,
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadChannels',
        output: depositChannelsFixture,
        state: { ready: 'editing' },
        context: { selected: 'BANK_TRANSFER', currencySymbol: '¥' },
        view: { selectPane: 'form' },
      },
      // Nothing typed: no error until the first submit.
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'editing' },
        context: { amountError: { key: 'wallet.deposit.amountRequired' } },
      },
      {
        send: { type: 'CHANGE_AMOUNT', value: '1.234' },
        state: { ready: 'editing' },
        context: { amountError: { key: 'wallet.deposit.amountDecimals' } },
      },
      {
        send: { type: 'CHANGE_AMOUNT', value: '99.99' },
        state: { ready: 'editing' },
        context: { amountError: { key: 'wallet.deposit.amountMin', params: { min: '100.00' } } },
      },
      {
        send: { type: 'CHANGE_AMOUNT', value: '50000.01' },
        state: { ready: 'editing' },
        context: { amountError: { key: 'wallet.deposit.amountMax', params: { max: '50,000.00' } } },
      },
      {
        send: { type: 'PRESET', amount: 500 },
        state: { ready: 'editing' },
        context: { amount: '500', amountError: null },
      },
      { send: { type: 'SUBMIT' }, state: { ready: 'preparing' }, view: { selectSending: true } },
      // A double tap sends nothing more.
      { send: { type: 'SUBMIT' }, state: { ready: 'preparing' } },
      { resolve: 'newAttemptKey', output: 'key-A', state: { ready: 'submitting' }, context: { attemptKey: 'key-A' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'submitting' } },
      {
        reject: 'createDeposit',
        error: apiError('Server busy', 'UNKNOWN', 500),
        state: { ready: 'editing' },
        context: { amount: '500', attemptKey: 'key-A', submitError: { text: 'Server busy' } },
      },
      // Sending the same request again is a retry of the same attempt: same key, no new one asked.
      { send: { type: 'SUBMIT' }, state: { ready: 'submitting' }, context: { attemptKey: 'key-A', submitError: null } },
      {
        resolve: 'createDeposit',
        output: { deposit: bankDeposit, payUrl: null },
        state: { ready: 'instructions' },
        context: { created: bankDeposit, attemptKey: null },
        emitted: changed,
        view: { selectPane: 'instructions' },
      },
      {
        send: { type: 'COPY', text: 'REFD3' },
        state: { ready: 'instructions' },
        effects: [{ effect: 'copyText', params: { text: 'REFD3' } }],
      },
      { send: { type: 'NEW_DEPOSIT' }, state: { ready: 'editing' }, context: { amount: '', created: null } },
    ],
  },
  {
    machine: 'deposit',
    name: 'a changed request is a new attempt: the key of the failed one is dropped',
    spec: 'issue 14 Idempotency',
    input: compact,
    start: { state: 'loading' },
    steps: [
      { resolve: 'loadChannels', output: depositChannelsFixture, state: { ready: 'editing' } },
      { send: { type: 'CHANGE_AMOUNT', value: '200' }, state: { ready: 'editing' } },
      { send: { type: 'SUBMIT' }, state: { ready: 'preparing' } },
      { resolve: 'newAttemptKey', output: 'key-B', state: { ready: 'submitting' } },
      {
        wait: 20_000,
        state: { ready: 'editing' },
        context: { attemptKey: 'key-B', submitError: { key: 'wallet.deposit.error.TIMEOUT' } },
      },
      {
        send: { type: 'CHANGE_AMOUNT', value: '300' },
        state: { ready: 'editing' },
        context: { attemptKey: null, submitError: null },
      },
      { send: { type: 'SUBMIT' }, state: { ready: 'preparing' } },
      { resolve: 'newAttemptKey', output: 'key-C', state: { ready: 'submitting' }, context: { attemptKey: 'key-C' } },
      {
        reject: 'createDeposit',
        error: apiError('amount: below the minimum', 'INVALID_INPUT', 400, { fields: { amount: 'below the minimum' } }),
        state: { ready: 'editing' },
        context: { amount: '300', amountError: { text: 'below the minimum' } },
      },
    ],
  },
  {
    machine: 'deposit',
    name: 'dep_func 1: the channel list, a detail page per channel, the promotion accepted, the gateway page',
    spec: '§6 dep_func, §7 promo accept, issue 14 gateway',
    input: detail,
    reads: depositView,
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadChannels',
        output: depositChannelsFixture,
        state: { ready: 'choosing' },
        context: { selected: null },
        view: { selectPane: 'channels' },
      },
      { send: { type: 'PICK_CHANNEL', code: 'NOPE' }, state: { ready: 'choosing' } },
      { send: { type: 'PICK_CHANNEL', code: 'USDT' }, state: { ready: 'editing' }, context: { selected: 'USDT' } },
      { send: { type: 'BACK_TO_CHANNELS' }, state: { ready: 'choosing' } },
      {
        send: { type: 'PICK_CHANNEL', code: 'EWALLET' },
        state: { ready: 'editing' },
        context: { selected: 'EWALLET' },
      },
      { send: { type: 'CHANGE_AMOUNT', value: '60' }, state: { ready: 'editing' } },
      { send: { type: 'SET_PROMOTION', id: 'P1' }, state: { ready: 'editing' }, context: { promotionId: 'P1' } },
      // The promotion starts at 100: 60 would lose the bonus the player chose.
      {
        send: { type: 'SUBMIT' },
        state: { ready: 'editing' },
        context: { amountError: { key: 'wallet.deposit.promotionMin', params: { min: '100.00' } } },
      },
      {
        send: { type: 'CHANGE_AMOUNT', value: '100' },
        state: { ready: 'editing' },
        context: { amountError: null },
        view: { selectCharges: { fee: 0, bonus: 10 } },
      },
      { send: { type: 'SUBMIT' }, state: { ready: 'preparing' } },
      { resolve: 'newAttemptKey', output: 'key-D', state: { ready: 'submitting' } },
      {
        resolve: 'createDeposit',
        output: { deposit: depositFixture('D2', 'PENDING'), payUrl: '/demo-pay/D2?sig=abc' },
        state: 'toGateway',
        effects: [{ effect: 'openPayment', params: { url: '/demo-pay/D2?sig=abc' } }],
      },
    ],
  },
  {
    machine: 'deposit',
    name: 'back from the gateway: the pending deposit is asked again, approved refreshes the balance',
    spec: 'issue 14 gateway, item 5 balance everywhere',
    input: { memberType: 1, detailView: false, returnedId: 'D2' },
    reads: depositView,
    start: { state: { result: 'fetching' }, view: { selectPane: 'result', selectResultChecking: true } },
    steps: [
      {
        resolve: 'loadDeposit',
        output: depositFixture('D2', 'PENDING'),
        state: { result: 'waiting' },
        sent: [],
      },
      { wait: 1999, state: { result: 'waiting' } },
      { wait: 1, state: { result: 'fetching' }, context: { polls: 1 } },
      {
        resolve: 'loadDeposit',
        output: depositFixture('D2', 'APPROVED'),
        state: { result: 'shown' },
        sent: [{ to: 'session', event: { type: 'REFRESH_WALLET' } }],
        emitted: changed,
      },
      { send: { type: 'NEW_DEPOSIT' }, state: 'loading' },
    ],
  },
  {
    machine: 'deposit',
    name: 'a cancelled gateway payment shows rejected and leaves the balance alone',
    spec: 'issue 14 gateway',
    input: { memberType: 0, detailView: true, returnedId: 'D5' },
    start: { state: { result: 'fetching' } },
    steps: [
      { reject: 'loadDeposit', state: { result: 'failed' } },
      { send: { type: 'RETRY' }, state: { result: 'fetching' } },
      {
        resolve: 'loadDeposit',
        output: depositFixture('D5', 'REJECTED'),
        state: { result: 'shown' },
        sent: [],
        emitted: changed,
      },
    ],
  },
  {
    machine: 'deposit',
    name: 'a visitor logs in first; a trial member is refused with the spec’s text, also by the server',
    spec: '§4 Deposit button, §6, §8 free_reject',
    input: { memberType: null, detailView: false, returnedId: null },
    start: {
      state: 'leaving',
      sent: [
        { to: 'notifications', event: { type: 'TOAST', message: { key: 'errors.in_logged_login' }, durationMs: 2000 } },
        { to: 'navigator', event: { type: 'NAVIGATE', to: '/m/login', replace: true } },
      ],
    },
    steps: [],
  },
  {
    machine: 'deposit',
    name: 'a trial member typing the address is refused and sent home',
    spec: '§4 Deposit button, §6',
    input: { memberType: 4, detailView: false, returnedId: null },
    start: { state: 'leaving', sent: [refusedToast, goHome] },
    steps: [],
  },
  {
    machine: 'deposit',
    name: 'the server’s TRIAL_REFUSED shows the spec’s text',
    spec: '§8 free_reject, API contract TRIAL_REFUSED',
    input: compact,
    start: { state: 'loading' },
    steps: [
      { reject: 'loadChannels', error: new Error('offline'), state: 'loadFailed' },
      { send: { type: 'RETRY' }, state: 'loading' },
      {
        reject: 'loadChannels',
        error: apiError('Please login an actual account to use this function', 'TRIAL_REFUSED', 403),
        state: 'leaving',
        sent: [refusedToast, goHome],
      },
    ],
  },
  {
    machine: 'depositProof',
    name: 'png or jpg, 5 MB each, 3 at most; a failed upload is retried with the same image',
    spec: '§9 Upload',
    input: { depositId: 'D3', proofCount: 1 },
    start: { state: 'idle', context: { count: 1, notice: null } },
    steps: [
      {
        send: { type: 'PICK', file: { name: 'slip.gif', type: 'image/gif', size: 10 } },
        state: 'idle',
        context: { notice: 'type' },
      },
      {
        send: { type: 'PICK', file: { name: 'slip.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 } },
        state: 'idle',
        context: { notice: 'size' },
      },
      {
        send: { type: 'PICK', file: { name: 'slip.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 } },
        state: 'uploading',
        context: { notice: null },
      },
      { reject: 'uploadProof', state: 'idle', context: { notice: 'failed', count: 1 } },
      { send: { type: 'RETRY' }, state: 'uploading', context: { notice: null } },
      {
        resolve: 'uploadProof',
        output: { ...depositFixture('D3', 'PENDING', 'bank'), proofCount: 2 },
        state: 'idle',
        context: { count: 2, attached: ['slip.jpg'], file: null },
      },
      {
        send: { type: 'PICK', file: { name: 'x.png', type: 'image/png', size: 10 } },
        state: 'uploading',
      },
      {
        reject: 'uploadProof',
        error: apiError('At most 3 proofs', 'PROOF_LIMIT', 409),
        state: 'idle',
        context: { notice: 'count', file: null },
      },
    ],
  },
  {
    machine: 'depositProof',
    name: 'a deposit with three proofs takes no more',
    spec: '§9 Upload',
    input: { depositId: 'D3', proofCount: 3 },
    start: { state: 'idle' },
    steps: [
      {
        send: { type: 'PICK', file: { name: 'slip.png', type: 'image/png', size: 10 } },
        state: 'idle',
        context: { notice: 'count', count: 3 },
      },
    ],
  },
  {
    machine: 'depositHistory',
    name: 'recent deposits page with more, keep what was shown on a failure, reload when a deposit changes',
    spec: 'issue 14 item 1',
    start: { state: 'loading' },
    steps: [
      {
        resolve: 'loadPage',
        output: { deposits: [depositFixture('D9', 'PENDING', 'bank')], pageNum: 1, totalPages: 2, total: 2 },
        state: 'idle',
        context: { page: 1, totalPages: 2 },
      },
      { send: { type: 'MORE' }, state: 'loadingMore' },
      { reject: 'loadMore', state: 'moreFailed', context: { page: 1 } },
      { send: { type: 'RETRY' }, state: 'loadingMore' },
      {
        resolve: 'loadMore',
        output: {
          deposits: [depositFixture('D9', 'PENDING', 'bank'), depositFixture('D8', 'APPROVED')],
          pageNum: 2,
          totalPages: 2,
          total: 2,
        },
        state: 'idle',
        context: { deposits: [depositFixture('D9', 'PENDING', 'bank'), depositFixture('D8', 'APPROVED')] },
      },
      { send: { type: 'MORE' }, state: 'idle' },
      { send: { type: 'REFRESH' }, state: 'loading' },
      { reject: 'loadPage', state: 'failed' },
      { send: { type: 'RETRY' }, state: 'loading' },
    ],
  },
];
