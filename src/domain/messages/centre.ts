/** The message centre's rules (spec §2 "Message center", §6, §9): its rows, unread badges, the inbox pages. */

import { UNREAD_BADGE_CAP } from '../constants';
import { ROUTE_PATHS } from '../shell/paths';
import type { Link } from '../shell/site-config';

/**
 * The text of an unread badge: nothing for zero (or a count that is not a number), the count up to the cap, then
 * `99+` (§9 "Unread badge cap").
 */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}

/** The messaging apps the channel row may open, in order of preference. */
const MESSAGING_APPS = ['TELEGRAM', 'WHATSAPP', 'LINE', 'ZALO', 'VIBER', 'MESSENGER'] as const;

/** The site's messaging-app channel (§2 first row): the first messaging app among the social links with a URL. */
export function messagingChannelOf(links: readonly Link[]): Link | null {
  for (const app of MESSAGING_APPS) {
    const link = links.find((l) => l.type.toUpperCase() === app && l.url.trim() !== '');
    if (link) return { type: app, url: link.url.trim() };
  }
  return null;
}

export type CentreRowId = 'channel' | 'announcements' | 'messages' | 'liveChat' | 'service';

/** What decides which rows the hub shows. */
export interface CentreRowFacts {
  channel: Link | null;
  /** Flag CBS3 (§6: live chat and the chat unread count). */
  chatOn: boolean;
  serviceLink: string | null;
}

/** The hub's rows in the spec's order (§2); the channel, live chat and service rows only when they can work. */
export function centreRows(facts: CentreRowFacts): CentreRowId[] {
  const rows: CentreRowId[] = [];
  if (facts.channel) rows.push('channel');
  rows.push('announcements', 'messages');
  if (facts.chatOn) rows.push('liveChat');
  if (facts.serviceLink) rows.push('service');
  return rows;
}

/** The inbox's address (/m/messages); /m/webEmail is its alias and /m/message the hub. */
export const inboxPath = (): string => ROUTE_PATHS.message[1];

/** The hub is /m/message; the other two paths of the route open the inbox. */
export function isInboxPath(path: string): boolean {
  const clean = path.replace(/\/+$/, '').split('?')[0] ?? '';
  return ROUTE_PATHS.message.slice(1).some((p) => p.toLowerCase() === clean.toLowerCase());
}

/** What the unread counts call answers: each count, or null when its call failed (the last value stays, §7). */
export interface UnreadAnswer {
  inbox: number | null;
  chat: number | null;
}

/** One inbox message (server `/wps/member/messages`). */
export interface InboxMessage {
  id: number;
  title: string;
  /** Untrusted HTML: shown only through SafeHtml. */
  content: string;
  createdAt: string;
  read: boolean;
}

export interface InboxPage {
  messages: InboxMessage[];
  pageNum: number;
  totalPages: number;
  /** The member's unread count, as the server counted it with this page. */
  unread: number;
}

/** Appends a page, dropping messages already shown (a message that arrived meanwhile shifts the pages). */
export function appendMessages(shown: readonly InboxMessage[], page: readonly InboxMessage[]): InboxMessage[] {
  const ids = new Set(shown.map((m) => m.id));
  return [...shown, ...page.filter((m) => !ids.has(m.id))];
}

/** What the live chat call needs (§7 Chat: GET with b2c 1, language, backUrl, headerColor, title). */
export interface ChatRequest {
  language: string;
  backUrl: string;
  headerColor: string;
  title: string;
}
