/**
 * The protection history as the player reads it (issue 16 "Audit trail"): each row of the server's audit trail
 * (when, which tool, what changed or what was refused, who did it) turned into phrases the site translates. Known
 * tools, actions, sources and value keys get their own words; anything else is shown as it was recorded, so a new
 * kind of row is never hidden. Pure.
 */

export interface AuditEntry {
  id: string;
  tool: string;
  action: string;
  oldValue: unknown;
  newValue: unknown;
  source: string;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  pageNum: number;
  totalPages: number;
}

/** A value inside a phrase: plain text, another translated phrase, money (two decimals), or a time. */
export type PhraseParam = string | number | { key: string } | { money: number } | { time: string };

/** One piece of text to show: a translation key with its parameters, or text shown as recorded. */
export type Phrase = { key: string; params?: Record<string, PhraseParam> } | { text: string };

const P = 'protection.hub.history';

const TOOLS = ['LIMIT', 'REALITY_CHECK', 'TIME_OUT', 'SELF_EXCLUSION', 'INACTIVITY', 'CONSENT'];
const ACTIONS = ['SET', 'REQUEST', 'CONFIRM', 'CANCEL', 'REFUSAL', 'END'];
const SOURCES = ['PLAYER', 'OPERATOR', 'SYSTEM', 'REGISTRATION'];
const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'];
/** Limit windows, then time-out and self-exclusion lengths. */
const PERIODS = ['DAY', 'WEEK', 'MONTH', '24h', '7d', '1m', '6w', '6m', '1y', '5y', 'permanent'];
const REFUSALS = [
  'DEPOSIT_LIMIT_REACHED',
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
  'REALITY_CHECK_DUE',
  'ACCOUNT_TIMED_OUT',
  'ACCOUNT_SELF_EXCLUDED',
];

const FIELD_ORDER = ['code', 'kind', 'period', 'amount', 'limit', 'intervalMinutes', 'until', 'resetsAt'];

/** A translated word when the value is one the site knows, else the value as recorded. */
function known(list: readonly string[], value: unknown, prefix: string): PhraseParam {
  return typeof value === 'string' && list.includes(value) ? { key: `${prefix}.${value}` } : raw(value);
}

function raw(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}

const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** One field of a recorded value, in words. */
function field(name: string, value: unknown): Phrase {
  switch (name) {
    case 'kind':
      return { key: `${P}.field.kind`, params: { value: known(LIMIT_KINDS, value, `${P}.kind`) } };
    case 'period':
      return { key: `${P}.field.period`, params: { value: known(PERIODS, value, `${P}.period`) } };
    case 'amount':
    case 'limit':
      if (value === null) return { key: `${P}.field.noLimit` };
      return isMoney(value)
        ? { key: `${P}.field.${name}`, params: { value: { money: value } } }
        : unfamiliar(name, value);
    case 'intervalMinutes':
      if (value === null || value === 0) return { key: `${P}.field.intervalOff` };
      return isMoney(value) ? { key: `${P}.field.interval`, params: { minutes: value } } : unfamiliar(name, value);
    case 'until':
      if (value === null) return { key: `${P}.field.untilPermanent` };
      return isTime(value) ? { key: `${P}.field.until`, params: { value: { time: value } } } : unfamiliar(name, value);
    case 'resetsAt':
      return isTime(value)
        ? { key: `${P}.field.resetsAt`, params: { value: { time: value } } }
        : unfamiliar(name, value);
    case 'code':
      return { key: `${P}.field.reason`, params: { value: known(REFUSALS, value, `${P}.refusal`) } };
    default:
      return unfamiliar(name, value);
  }
}

function unfamiliar(name: string, value: unknown): Phrase {
  return { text: `${name}: ${raw(value)}` };
}

/** A recorded value (old or new) as phrases: "nothing set", each known field in words, the rest as recorded. */
export function describeValue(value: unknown): Phrase[] {
  if (value === null || value === undefined) return [{ key: `${P}.value.none` }];
  if (typeof value !== 'object' || Array.isArray(value)) return [{ text: raw(value) }];
  // jsonb keeps no key order: known fields read in a fixed order, then the rest by name.
  const rank = (name: string) => {
    const at = FIELD_ORDER.indexOf(name);
    return at === -1 ? FIELD_ORDER.length : at;
  };
  const entries = Object.entries(value as Record<string, unknown>).sort(
    ([a], [b]) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return entries.length === 0 ? [{ key: `${P}.value.none` }] : entries.map(([name, v]) => field(name, v));
}

export interface DescribedEntry {
  id: string;
  at: string;
  tool: PhraseParam;
  action: PhraseParam;
  source: PhraseParam;
  /** A refusal: what was refused and why. */
  refused: Phrase[] | null;
  /** A change: what it was and what it became (null when the row records no value on that side). */
  from: Phrase[] | null;
  to: Phrase[] | null;
}

/** A row in words: a refusal shows what was refused; any other row shows old -> new where the row has them. */
export function describeEntry(entry: AuditEntry): DescribedEntry {
  const refusal = entry.action === 'REFUSAL';
  const has = (value: unknown) => value !== null && value !== undefined;
  return {
    id: entry.id,
    at: entry.at,
    tool: known(TOOLS, entry.tool, `${P}.tool`),
    action: known(ACTIONS, entry.action, `${P}.action`),
    source: known(SOURCES, entry.source, `${P}.source`),
    refused: refusal ? describeValue(entry.newValue) : null,
    from: !refusal && (has(entry.oldValue) || has(entry.newValue)) ? describeValue(entry.oldValue) : null,
    to: !refusal && (has(entry.oldValue) || has(entry.newValue)) ? describeValue(entry.newValue) : null,
  };
}

/** Reads the server's page leniently: rows without an id are dropped. */
export function parseAuditPage(value: unknown): AuditPage {
  const page = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const content = Array.isArray(page.content) ? page.content : [];
  const entries = content
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({
      id: text(row.id),
      tool: text(row.tool),
      action: text(row.action),
      oldValue: row.oldValue ?? null,
      newValue: row.newValue ?? null,
      source: text(row.source),
      at: text(row.at),
    }))
    .filter((row) => row.id !== '');
  const whole = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;
  return { entries, pageNum: whole(page.pageNum, 1), totalPages: whole(page.totalPages, 1) };
}
