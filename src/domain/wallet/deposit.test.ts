import { describe, expect, it } from 'vitest';
import {
  bonusOf,
  checkAmount,
  checkDeposit,
  depositErrorMessage,
  feeOf,
  presetText,
  proofProblem,
  proofProblemOfCode,
  readChannels,
  readDeposit,
  readDepositCreated,
  readDepositPage,
  returnedDepositId,
} from './deposit';

const bank = { min: 100, max: 50_000 };
const promo = { id: 'P1', title: 'x', bonusPercent: 10, maxBonus: 50, minDeposit: 100 };
const MB = 1024 * 1024;

describe('deposit amount (§9 two decimals, channel min and max)', () => {
  it.each([
    ['', 'wallet.deposit.amountRequired'],
    ['   ', 'wallet.deposit.amountRequired'],
    ['abc', 'wallet.deposit.amountInvalid'],
    ['-5', 'wallet.deposit.amountInvalid'],
    ['1e3', 'wallet.deposit.amountInvalid'],
    ['0', 'wallet.deposit.amountInvalid'],
    ['100.001', 'wallet.deposit.amountDecimals'],
  ])('%j -> %s', (typed, key) => {
    expect(checkAmount(typed, bank)).toEqual({ key });
  });

  it('names the limits with two decimals', () => {
    expect(checkAmount('99.99', bank)).toEqual({ key: 'wallet.deposit.amountMin', params: { min: '100.00' } });
    expect(checkAmount('50000.01', bank)).toEqual({ key: 'wallet.deposit.amountMax', params: { max: '50,000.00' } });
  });

  it('takes the limits themselves, one or two decimals, and a trailing point', () => {
    for (const typed of ['100', '100.5', '100.50', '50000', '50000.00', ' 250 ', '100.']) {
      expect(checkAmount(typed, bank)).toBeNull();
    }
  });

  it('has no upper limit when the channel names none', () => {
    expect(checkAmount('99999999', { min: 1, max: 0 })).toBeNull();
  });

  it('asks for the promotion’s minimum once the channel’s limits pass', () => {
    expect(checkDeposit('99', bank, promo)).toEqual({ key: 'wallet.deposit.amountMin', params: { min: '100.00' } });
    expect(checkDeposit('60', { min: 50, max: 100 }, promo)).toEqual({
      key: 'wallet.deposit.promotionMin',
      params: { min: '100.00' },
    });
    expect(checkDeposit('100', bank, promo)).toBeNull();
    expect(checkDeposit('60', { min: 50, max: 100 }, null)).toBeNull();
  });
});

describe('fee and bonus in cents', () => {
  it('rounds the fee half up to the cent, none at 0%', () => {
    expect(feeOf(100, { feePercent: 0 })).toBe(0);
    expect(feeOf(100, { feePercent: 1 })).toBe(1);
    expect(feeOf(0.5, { feePercent: 1 })).toBe(0.01);
    expect(feeOf(33.33, { feePercent: 1.5 })).toBe(0.5);
  });

  it('gives the promotion’s percent from its minimum, capped', () => {
    expect(bonusOf(promo, 99.99)).toBe(0);
    expect(bonusOf(promo, 100)).toBe(10);
    expect(bonusOf(promo, 333.33)).toBe(33.33);
    expect(bonusOf(promo, 10_000)).toBe(50);
    expect(bonusOf({ ...promo, maxBonus: 0 }, 10_000)).toBe(1000);
  });

  it('shows presets as typed', () => {
    expect(presetText(500)).toBe('500');
    expect(presetText(12.5)).toBe('12.50');
  });
});

describe('proof images (§9: png or jpg, 5 MB, 3)', () => {
  it('refuses by count, then type, then size', () => {
    expect(proofProblem({ name: 'a.png', type: 'image/png', size: 10 }, 3)).toBe('count');
    expect(proofProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, 0)).toBe('type');
    expect(proofProblem({ name: 'a.pdf', type: '', size: 10 }, 0)).toBe('type');
    expect(proofProblem({ name: 'a.jpg', type: 'image/jpeg', size: 5 * MB + 1 }, 0)).toBe('size');
  });

  it('takes png and jpg up to 5 MB, by type or, without one, by name', () => {
    expect(proofProblem({ name: 'a.png', type: 'image/png', size: 5 * MB }, 2)).toBeNull();
    expect(proofProblem({ name: 'a.JPEG', type: '', size: 10 }, 0)).toBeNull();
  });

  it('reads the server’s refusals as the same problems', () => {
    expect(proofProblemOfCode('PROOF_TYPE')).toBe('type');
    expect(proofProblemOfCode('PROOF_TOO_LARGE')).toBe('size');
    expect(proofProblemOfCode('PROOF_LIMIT')).toBe('count');
    expect(proofProblemOfCode('DEPOSIT_NOT_PENDING')).toBe('notPending');
    expect(proofProblemOfCode('UNKNOWN')).toBeNull();
    expect(proofProblemOfCode(null)).toBeNull();
  });
});

describe('server answers, read leniently', () => {
  it('reads the channels, leaving out unknown kinds', () => {
    const read = readChannels({
      currencySymbol: '¥',
      channels: [
        {
          code: 'BANK_TRANSFER',
          kind: 'bank',
          name: 'Bank',
          min: '100',
          max: 50000,
          presets: [100, 'x', 500],
          feePercent: 0,
          payTo: { bankName: 'B', accountName: 'N', accountNo: '1' },
          proofs: true,
        },
        { code: 'USDT', kind: 'crypto', min: 1, max: 2, payTo: { network: 'TRC20', address: 'T1' } },
        { code: 'ODD', kind: 'cheque' },
        'junk',
      ],
      promotions: [{ id: 7, title: 'P', bonusPercent: 5, maxBonus: 10, minDeposit: 50 }, { title: 'no id' }],
    });
    expect(read.currencySymbol).toBe('¥');
    expect(read.channels.map((c) => c.code)).toEqual(['BANK_TRANSFER', 'USDT']);
    expect(read.channels[0]).toMatchObject({
      min: 100,
      presets: [100, 500],
      proofs: true,
      payTo: { kind: 'bank', accountNo: '1' },
    });
    expect(read.channels[1]).toMatchObject({ name: 'USDT', proofs: false, payTo: { kind: 'crypto', address: 'T1' } });
    expect(read.promotions).toEqual([{ id: '7', title: 'P', bonusPercent: 5, maxBonus: 10, minDeposit: 50 }]);
    expect(readChannels(null)).toEqual({ currencySymbol: '', channels: [], promotions: [] });
  });

  it('reads a deposit, its creation and a page', () => {
    const deposit = readDeposit({ id: 'D1', channel: 'EWALLET', kind: 'gateway', amount: 100, status: 'APPROVED' });
    expect(deposit).toMatchObject({ id: 'D1', channelName: 'EWALLET', status: 'APPROVED', payTo: null });
    expect(readDeposit({ status: 'WEIRD' }).status).toBe('PENDING');
    expect(readDepositCreated({ deposit: { id: 'D2' }, payUrl: '/demo-pay/D2' }).payUrl).toBe('/demo-pay/D2');
    expect(readDepositCreated({ deposit: { id: 'D2' }, payUrl: null }).payUrl).toBeNull();
    const page = readDepositPage({ content: [{ id: 'D3' }], pageNum: 1, totalPages: 3, total: 21 });
    expect(page.deposits.map((d) => d.id)).toEqual(['D3']);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 3, total: 21 });
  });

  it('explains the codes it knows in the player’s language, else the server’s text', () => {
    expect(depositErrorMessage('TRIAL_REFUSED', 'x')).toEqual({ key: 'errors.depositRefused' });
    expect(depositErrorMessage('NETWORK', 'No Internet')).toEqual({ key: 'wallet.deposit.error.NETWORK' });
    expect(depositErrorMessage('SOMETHING', 'Server says')).toEqual({ text: 'Server says' });
    expect(depositErrorMessage(null, '')).toEqual({ key: 'wallet.deposit.error.UNKNOWN' });
  });

  it('reads the deposit the gateway returned with, and nothing odd', () => {
    expect(returnedDepositId('?deposit=D12')).toBe('D12');
    expect(returnedDepositId('deposit=D12&x=1')).toBe('D12');
    expect(returnedDepositId('')).toBeNull();
    expect(returnedDepositId('?deposit=<script>')).toBeNull();
  });
});
