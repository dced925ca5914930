import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { depositMachine } from './deposit.machine';
import { depositHistoryMachine } from './depositHistory.machine';
import { depositProofMachine } from './depositProof.machine';

/** The three seeded channels of the reference server and one promotion (server/README.md, deposit channels). */
export const depositChannelsFixture = {
  currencySymbol: '¥',
  channels: [
    {
      code: 'BANK_TRANSFER',
      kind: 'bank' as const,
      name: 'Bank transfer',
      min: 100,
      max: 50_000,
      presets: [100, 500, 1000],
      feePercent: 0,
      payTo: { kind: 'bank' as const, bankName: 'Demo Bank', accountName: 'Demo Ltd', accountNo: '6222000011112222' },
      proofs: true,
    },
    {
      code: 'EWALLET',
      kind: 'gateway' as const,
      name: 'E-wallet',
      min: 50,
      max: 20_000,
      presets: [50, 100, 500],
      feePercent: 0,
      payTo: null,
      proofs: false,
    },
    {
      code: 'USDT',
      kind: 'crypto' as const,
      name: 'USDT',
      min: 100,
      max: 100_000,
      presets: [100, 1000],
      feePercent: 1,
      payTo: { kind: 'crypto' as const, network: 'TRC20', address: 'TQdemo000address' },
      proofs: false,
    },
  ],
  promotions: [{ id: 'P1', title: 'First deposit 10%', bonusPercent: 10, maxBonus: 500, minDeposit: 100 }],
};

/** A deposit as the server answers it. */
export const depositFixture = (
  id: string,
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED',
  kind: 'bank' | 'gateway' | 'crypto' = 'gateway',
) => ({
  id,
  channel: kind === 'gateway' ? 'EWALLET' : 'BANK_TRANSFER',
  channelName: kind === 'gateway' ? 'E-wallet' : 'Bank transfer',
  kind,
  amount: 100,
  fee: 0,
  bonus: 0,
  status,
  referenceCode: `REF${id}`,
  payTo: null,
  proofCount: 0,
  reason: '',
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: '',
  expiresAt: '',
});

const trialRefused = apiError('Please login an actual account to use this function', 'TRIAL_REFUSED', 403);
const amountRefused = apiError('amount: below the minimum', 'INVALID_INPUT', 400, {
  fields: { amount: 'below the minimum' },
});

/** The wallet's deposit machines, with fixtures that reach every transition. */
export const depositCatalog: CatalogEntry[] = [
  catalogEntry(depositMachine, {
    title: 'Deposit',
    purpose:
      'Deposit, /m/voucherCenter (issue 14 item 1; spec §4, §6 roles and dep_func, §7 promo accept): channels from ' +
      'the server, the amount checked against the channel, one idempotency key per attempt (a retry reuses it), the ' +
      "gateway's page or the pay-to details with a reference code, and the returned deposit's result.",
    fixtures: {
      input: { memberType: 0, detailView: false, returnedId: null },
      inputs: [
        { memberType: 0, detailView: true, returnedId: null },
        { memberType: 0, detailView: false, returnedId: 'D1' },
        { memberType: null, detailView: false, returnedId: null },
        { memberType: 4, detailView: false, returnedId: null },
      ],
      events: [
        { type: 'RETRY' },
        { type: 'PICK_CHANNEL', code: 'BANK_TRANSFER' },
        { type: 'PICK_CHANNEL', code: 'EWALLET' },
        { type: 'PICK_CHANNEL', code: 'NOPE' },
        { type: 'BACK_TO_CHANNELS' },
        { type: 'CHANGE_AMOUNT', value: '100' },
        { type: 'CHANGE_AMOUNT', value: '1.234' },
        { type: 'PRESET', amount: 500 },
        { type: 'SET_PROMOTION', id: 'P1' },
        { type: 'SET_PROMOTION', id: null },
        { type: 'SUBMIT' },
        { type: 'NEW_DEPOSIT' },
        { type: 'COPY', text: 'REF1' },
      ],
      outputs: {
        loadChannels: [depositChannelsFixture],
        loadDeposit: [
          depositFixture('D1', 'APPROVED'),
          depositFixture('D1', 'REJECTED'),
          depositFixture('D1', 'PENDING'),
        ],
        newAttemptKey: ['attempt-key-1'],
        createDeposit: [
          { deposit: depositFixture('D2', 'PENDING'), payUrl: '/demo-pay/D2?sig=abc' },
          { deposit: depositFixture('D3', 'PENDING', 'bank'), payUrl: null },
        ],
      },
      errors: {
        loadChannels: [trialRefused, new Error('offline')],
        loadDeposit: [trialRefused, new Error('offline')],
        newAttemptKey: [new Error('no randomness')],
        createDeposit: [trialRefused, amountRefused, apiError('Server busy', 'UNKNOWN', 500)],
      },
      abstractContext: (c: {
        selected: string | null;
        amount: string;
        promotionId: string | null;
        amountError: unknown;
        submitError: unknown;
        attemptKey: string | null;
        created: unknown;
        result: { status: string } | null;
        polls: number;
      }) => ({
        selected: c.selected,
        amount: c.amount,
        promotion: c.promotionId !== null,
        amountError: c.amountError !== null,
        submitError: c.submitError !== null,
        key: c.attemptKey !== null,
        created: c.created !== null,
        result: c.result?.status ?? null,
        polls: c.polls,
      }),
      depth: 22,
      maxStates: 4000,
    },
  }),
  catalogEntry(depositProofMachine, {
    title: 'Deposit proof upload',
    purpose:
      'Proof images of a pending bank transfer (issue 14 item 1, spec §9 uploads): png or jpg, 5 MB each, 3 per ' +
      'deposit at most, refused here with the reason and by the server (which reads the bytes) with the same; a ' +
      'failed upload keeps the image for a retry.',
    fixtures: {
      input: { depositId: 'D3', proofCount: 0 },
      inputs: [{ depositId: 'D3', proofCount: 3 }],
      events: [
        { type: 'PICK', file: { name: 'slip.png', type: 'image/png', size: 1000 } },
        { type: 'PICK', file: { name: 'slip.gif', type: 'image/gif', size: 1000 } },
        { type: 'PICK', file: { name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 } },
        { type: 'RETRY' },
      ],
      outputs: { uploadProof: [{ ...depositFixture('D3', 'PENDING', 'bank'), proofCount: 1 }] },
      errors: {
        uploadProof: [apiError('Only png or jpg', 'PROOF_TYPE', 400), new Error('offline')],
      },
      abstractContext: (c: { count: number; file: unknown; notice: string | null }) => ({
        count: c.count,
        file: c.file !== null,
        notice: c.notice,
      }),
    },
  }),
  catalogEntry(depositHistoryMachine, {
    title: 'Recent deposits',
    purpose:
      "The player's recent deposits on the deposit screen (issue 14 item 1): status, amount, channel, time and " +
      'reference, newest first, paged; reloaded when a deposit is made or decided on the screen.',
    fixtures: {
      events: [{ type: 'MORE' }, { type: 'RETRY' }, { type: 'REFRESH' }],
      outputs: {
        loadPage: [
          { deposits: [depositFixture('D9', 'PENDING', 'bank')], pageNum: 1, totalPages: 2, total: 2 },
          { deposits: [depositFixture('D8', 'APPROVED')], pageNum: 2, totalPages: 2, total: 2 },
        ],
        loadMore: [{ deposits: [depositFixture('D8', 'APPROVED')], pageNum: 2, totalPages: 2, total: 2 }],
      },
      abstractContext: (c: { page: number; totalPages: number; deposits: unknown[] }) => ({
        page: c.page,
        totalPages: c.totalPages,
        count: c.deposits.length,
      }),
    },
  }),
];
