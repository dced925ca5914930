import { DEFAULT_RANGE, isRangeKey, type Period, type RangeKey } from './dateRange';

/**
 * Game records (/m/gameRecord, issue 14 item 4): game rounds with their daily summary, lottery orders, and deposit
 * and withdrawal records. The shapes of the calls' answers (server/README.md "Game rounds", "Money records"), the
 * screen's tabs and filters as the address's query, and how amounts read.
 */

/** Rows per page of both lists (the spec gives none: the home page's 20). */
export const RECORDS_PAGE_SIZE = 20;

export interface GameRound {
  roundId: string;
  gameName: string;
  vendor: string;
  vendorName: string;
  category: string;
  bet: number;
  win: number;
  net: number;
  status: 'OPEN' | 'SETTLED';
  createdAt: string;
}

export interface RecordsPage<Row> {
  rows: Row[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface SummaryLine {
  rounds: number;
  bets: number;
  wins: number;
  net: number;
}

/** The daily summary of the rounds in a period: one line per local day with rounds, and their total. */
export interface RoundsSummary {
  days: (SummaryLine & { date: string })[];
  total: SummaryLine;
}

/** The first answer of the rounds tab: the period asked for (from the clock), its first page and its summary. */
export interface RoundsFirstPage {
  period: Period;
  page: RecordsPage<GameRound>;
  summary: RoundsSummary;
}

export const MONEY_KINDS = ['ALL', 'DEPOSIT', 'WITHDRAW'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

export interface MoneyRecord {
  id: string;
  kind: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  fee: number;
  /** PENDING, APPROVED, REJECTED, EXPIRED (deposits only). */
  status: string;
  /** The channel's code (EWALLET, BANK_CARD…). */
  channel: string;
  /** The channel as the player knows it (the channel's name, or the bank of a withdrawal); '' when not sent. */
  channelName: string;
  reference: string;
  createdAt: string;
}

export interface MoneyFirstPage {
  period: Period;
  page: RecordsPage<MoneyRecord>;
}

/** The tabs of /m/gameRecord, in order. */
export const RECORDS_TABS = ['rounds', 'lottery', 'money'] as const;
export type RecordsTab = (typeof RECORDS_TABS)[number];

/** The screen's tab and filters, as the address's query keeps them (a reload and Back find them again). */
export interface RecordsQuery {
  tab: RecordsTab;
  range: RangeKey;
  /** A game category (the site's game types), or '' for every category. */
  category: string;
  kind: MoneyKind;
}

const isTab = (v: unknown): v is RecordsTab => typeof v === 'string' && (RECORDS_TABS as readonly string[]).includes(v);
const isKind = (v: unknown): v is MoneyKind => typeof v === 'string' && (MONEY_KINDS as readonly string[]).includes(v);
/** Category codes are short upper-case words (RNG, LIVE, FISH…); anything else reads as every category. */
const CATEGORY = /^[A-Z0-9_]{1,20}$/;

/** The query of an address (`?tab=money&range=7d`); unknown or missing values read as the defaults. */
export function parseRecordsQuery(search: string): RecordsQuery {
  const q = new URLSearchParams(search);
  const category = (q.get('category') ?? '').toUpperCase();
  return {
    tab: isTab(q.get('tab')) ? (q.get('tab') as RecordsTab) : 'rounds',
    range: isRangeKey(q.get('range')) ? (q.get('range') as RangeKey) : DEFAULT_RANGE,
    category: CATEGORY.test(category) ? category : '',
    kind: isKind(q.get('kind')) ? (q.get('kind') as MoneyKind) : 'ALL',
  };
}

/** The address's query after a change (the other values kept); defaults are left out, so the address stays short. */
export function recordsSearch(search: string, change: Partial<RecordsQuery>): string {
  const next = { ...parseRecordsQuery(search), ...change };
  const q = new URLSearchParams();
  if (next.tab !== 'rounds') q.set('tab', next.tab);
  if (next.range !== DEFAULT_RANGE) q.set('range', next.range);
  if (next.category) q.set('category', next.category);
  if (next.kind !== 'ALL') q.set('kind', next.kind);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Whether a net amount is a gain, a loss or even: the screen says it in words and a sign, not by colour alone. */
export type NetDirection = 'gain' | 'loss' | 'even';

export function netDirection(net: number): NetDirection {
  const cents = Math.round(net * 100);
  return cents > 0 ? 'gain' : cents < 0 ? 'loss' : 'even';
}

/** The game types a round can belong to (server/README.md "Content calls"), in the order the filter lists them. */
const ROUND_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'GAMESHOW',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'TG',
  'BG',
  'ELOTT',
  'LOTT',
];

/**
 * The categories the rounds filter offers: the game types the site's vendor mapping gives at least one vendor (the
 * ones the site lists games of), plus the one the address names, so a shared address still shows its filter.
 */
export function roundCategories(mapping: Readonly<Record<string, readonly string[]>>, current = ''): string[] {
  return ROUND_CATEGORIES.filter((c) => (mapping[c]?.length ?? 0) > 0 || c === current);
}
