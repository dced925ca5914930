/**
 * Deposit rules (issue 14 item 1, spec §4 deposit button, §6 dep_func, §7 deposit variants and "promo accept", §9 two
 * decimals and uploads): the channels the server offers, what an amount typed against a channel may be, the fee and
 * the bonus it brings, and what a deposit answer looks like once read. Amounts are worked in integer cents.
 */

import type { ValidationMessage } from '../account/validation';
import { BALANCE_DECIMALS, UPLOAD } from '../constants';
import { isObject, type Loose } from '../loose';
import { limitRefusalMessage } from '../protection/limitRefusal';
import { moneyText } from './money';

export type DepositKind = 'bank' | 'gateway' | 'crypto';
export type DepositStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED';

/** Where the player sends the money: the operator's bank account, or a crypto address. */
export type PayTo =
  | { kind: 'bank'; bankName: string; accountName: string; accountNo: string }
  | { kind: 'crypto'; network: string; address: string };

export interface DepositChannel {
  code: string;
  kind: DepositKind;
  name: string;
  min: number;
  max: number;
  presets: number[];
  feePercent: number;
  payTo: PayTo | null;
  /** Proof images may be attached (bank transfers). */
  proofs: boolean;
}

export interface DepositPromotion {
  id: string;
  title: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
}

export interface DepositChannels {
  currencySymbol: string;
  channels: DepositChannel[];
  promotions: DepositPromotion[];
}

export interface Deposit {
  id: string;
  channel: string;
  channelName: string;
  kind: DepositKind;
  amount: number;
  fee: number;
  bonus: number;
  status: DepositStatus;
  referenceCode: string;
  payTo: PayTo | null;
  proofCount: number;
  reason: string;
  createdAt: string;
  decidedAt: string;
  expiresAt: string;
}

/** What a deposit request answers: the deposit, and for a gateway the payment page to go to. */
export interface DepositCreated {
  deposit: Deposit;
  payUrl: string | null;
}

export interface DepositPage {
  deposits: Deposit[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** The body of POST /wps/deposit. */
export interface DepositRequest {
  channel: string;
  amount: number;
  promotionId: string | null;
}

const KINDS: readonly DepositKind[] = ['bank', 'gateway', 'crypto'];
const STATUSES: readonly DepositStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'];

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};

function readPayTo(v: unknown): PayTo | null {
  if (!isObject(v)) return null;
  if (typeof v.address === 'string') return { kind: 'crypto', network: text(v.network), address: v.address };
  if (typeof v.accountNo === 'string' || typeof v.accountName === 'string')
    return { kind: 'bank', bankName: text(v.bankName), accountName: text(v.accountName), accountNo: text(v.accountNo) };
  return null;
}

function readChannel(v: Loose): DepositChannel | null {
  const kind = KINDS.find((k) => k === v.kind);
  const code = text(v.code);
  if (!kind || !code) return null;
  return {
    code,
    kind,
    name: text(v.name) || code,
    min: num(v.min),
    max: num(v.max),
    presets: Array.isArray(v.presets) ? v.presets.map(num).filter((n) => n > 0) : [],
    feePercent: num(v.feePercent),
    payTo: readPayTo(v.payTo),
    proofs: v.proofs === true,
  };
}

function readPromotion(v: Loose): DepositPromotion | null {
  const id = text(v.id);
  if (!id) return null;
  return {
    id,
    title: text(v.title),
    bonusPercent: num(v.bonusPercent),
    maxBonus: num(v.maxBonus),
    minDeposit: num(v.minDeposit),
  };
}

const objects = (v: unknown): Loose[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** GET /wps/deposit/channels, read leniently: channels of an unknown kind or without a code are left out. */
export function readChannels(value: unknown): DepositChannels {
  const v: Loose = isObject(value) ? value : {};
  return {
    currencySymbol: text(v.currencySymbol),
    channels: objects(v.channels)
      .map(readChannel)
      .filter((c): c is DepositChannel => c !== null),
    promotions: objects(v.promotions)
      .map(readPromotion)
      .filter((p): p is DepositPromotion => p !== null),
  };
}

/** One deposit as the server describes it (§7 deposit detail). */
export function readDeposit(value: unknown): Deposit {
  const v: Loose = isObject(value) ? value : {};
  return {
    id: text(v.id),
    channel: text(v.channel),
    channelName: text(v.channelName) || text(v.channel),
    kind: KINDS.find((k) => k === v.kind) ?? 'bank',
    amount: num(v.amount),
    fee: num(v.fee),
    bonus: num(v.bonus),
    status: STATUSES.find((s) => s === v.status) ?? 'PENDING',
    referenceCode: text(v.referenceCode),
    payTo: readPayTo(v.payTo),
    proofCount: num(v.proofCount),
    reason: text(v.reason),
    createdAt: text(v.createdAt),
    decidedAt: text(v.decidedAt),
    expiresAt: text(v.expiresAt),
  };
}

export function readDepositCreated(value: unknown): DepositCreated {
  const v: Loose = isObject(value) ? value : {};
  return { deposit: readDeposit(v.deposit), payUrl: typeof v.payUrl === 'string' && v.payUrl ? v.payUrl : null };
}

export function readDepositPage(value: unknown): DepositPage {
  const v: Loose = isObject(value) ? value : {};
  return {
    deposits: objects(v.content).map(readDeposit),
    pageNum: num(v.pageNum),
    totalPages: num(v.totalPages),
    total: num(v.total),
  };
}

/** An amount with at most two decimals (§9), as typed: digits, an optional point and up to two more digits. */
const AMOUNT_PATTERN = /^\d+(\.\d*)?$/;

/** Integer cents of a money number (no floating point drift: 0.1 + 0.2 is 30 cents). */
export const centsOf = (amount: number): number => Math.round(amount * 10 ** BALANCE_DECIMALS);
const amountOf = (cents: number): number => cents / 10 ** BALANCE_DECIMALS;

/**
 * Why the typed amount cannot be sent through this channel, or null: required, a number, at most two decimals (§9),
 * within the channel's min and max (the limits shown in the message with two decimals).
 */
export function checkAmount(typed: string, channel: Pick<DepositChannel, 'min' | 'max'>): ValidationMessage | null {
  const value = typed.trim();
  if (value === '') return { key: 'wallet.deposit.amountRequired' };
  if (!AMOUNT_PATTERN.test(value)) return { key: 'wallet.deposit.amountInvalid' };
  const decimals = value.split('.')[1] ?? '';
  if (decimals.length > BALANCE_DECIMALS) return { key: 'wallet.deposit.amountDecimals' };
  const cents = centsOf(Number(value));
  if (cents <= 0) return { key: 'wallet.deposit.amountInvalid' };
  if (cents < centsOf(channel.min)) return { key: 'wallet.deposit.amountMin', params: { min: moneyText(channel.min) } };
  if (channel.max > 0 && cents > centsOf(channel.max))
    return { key: 'wallet.deposit.amountMax', params: { max: moneyText(channel.max) } };
  return null;
}

/**
 * The amount check of a deposit with the promotion the player accepted: the channel's limits first, then the
 * promotion's minimum deposit (a bonus the player chose must not silently fall away).
 */
export function checkDeposit(
  typed: string,
  channel: Pick<DepositChannel, 'min' | 'max'>,
  promotion: DepositPromotion | null,
): ValidationMessage | null {
  const problem = checkAmount(typed, channel);
  if (problem || !promotion || promotionApplies(promotion, amountValue(typed))) return problem;
  return { key: 'wallet.deposit.promotionMin', params: { min: moneyText(promotion.minDeposit) } };
}

/** The typed amount as a number (0 when it is not one); only sent once checkAmount passed. */
export function amountValue(typed: string): number {
  const n = Number(typed.trim());
  return Number.isFinite(n) && AMOUNT_PATTERN.test(typed.trim()) ? amountOf(centsOf(n)) : 0;
}

/** A preset as typed into the field: whole amounts without decimals, others with two. */
export function presetText(amount: number): string {
  const cents = centsOf(amount);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(BALANCE_DECIMALS);
}

/** The channel's fee on an amount, rounded half up to the cent. */
export function feeOf(amount: number, channel: Pick<DepositChannel, 'feePercent'>): number {
  if (channel.feePercent <= 0) return 0;
  return amountOf(Math.round((centsOf(amount) * channel.feePercent) / 100));
}

/** A promotion applies from its minimum deposit up. */
export function promotionApplies(promotion: DepositPromotion, amount: number): boolean {
  return centsOf(amount) >= centsOf(promotion.minDeposit);
}

/** The bonus the promotion credits when the deposit is approved: its percent of the amount, at most its cap. */
export function bonusOf(promotion: DepositPromotion, amount: number): number {
  if (!promotionApplies(promotion, amount)) return 0;
  const cents = Math.floor((centsOf(amount) * promotion.bonusPercent) / 100);
  return amountOf(promotion.maxBonus > 0 ? Math.min(cents, centsOf(promotion.maxBonus)) : cents);
}

/** A decided deposit needs no more polling. */
export const isDecided = (status: DepositStatus): boolean => status !== 'PENDING';

/** What the player has to do for a deposit just made: pay on the gateway's page, or send money and wait. */
export const waitsForOperator = (kind: DepositKind): boolean => kind !== 'gateway';

/** A proof image as the picker hands it over (a File has this shape). */
export interface ProofFile {
  name: string;
  type: string;
  size: number;
}

export type ProofProblem = 'type' | 'size' | 'count';

/** Why this image cannot be attached (§9 uploads: png or jpg, 5 MB each, 3 at most), or null. */
export function proofProblem(file: ProofFile, attached: number): ProofProblem | null {
  if (attached >= UPLOAD.maxImages) return 'count';
  const type = file.type.toLowerCase();
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (type ? !UPLOAD.types.includes(type) : !byName) return 'type';
  if (file.size > UPLOAD.maxBytes) return 'size';
  return null;
}

/** The server's refusals of a proof, as the same problems (it checks the bytes, not the name). */
export function proofProblemOfCode(code: string | null): ProofProblem | 'notPending' | null {
  switch (code) {
    case 'PROOF_TYPE':
      return 'type';
    case 'PROOF_TOO_LARGE':
      return 'size';
    case 'PROOF_LIMIT':
      return 'count';
    case 'DEPOSIT_NOT_PENDING':
      return 'notPending';
    default:
      return null;
  }
}

/** The server codes a deposit screen explains in the player's language; others show the server's text. */
const EXPLAINED = new Set(['TRIAL_REFUSED', 'INVALID_INPUT', 'NETWORK', 'DEPOSIT_NOT_FOUND']);

/** The message of a refused deposit call, in the player's language where the site knows the code. */
export function depositErrorMessage(code: string | null, serverText: string, value?: unknown): ValidationMessage {
  if (code === 'TRIAL_REFUSED') return { key: 'errors.depositRefused' };
  const limit = limitRefusalMessage(code, value);
  if (limit) return limit;
  if (code && EXPLAINED.has(code)) return { key: `wallet.deposit.error.${code}` };
  return serverText ? { text: serverText } : { key: 'wallet.deposit.error.UNKNOWN' };
}

/** The address the gateway sends the player back to carries the deposit: `?deposit=<id>`. */
export function returnedDepositId(search: string): string | null {
  const id = new URLSearchParams(search).get('deposit');
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
