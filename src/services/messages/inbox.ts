import { isObject, type Loose } from '../../domain/loose';
import type { ChatRequest, InboxMessage, InboxPage } from '../../domain/messages/centre';
import type { CallOptions } from '../shell/http';

/**
 * The inbox and live chat calls (spec §7 "Chat"; server/README.md "Help, customer service, chat, inbox"). They load
 * with their first use (app/implementations/messages.ts) and get the http client's `call` from there: this module
 * imports nothing at run time, so loading it apart splits no shared module out of the home page's first load.
 */
export type Call = <T>(path: string, options?: CallOptions) => Promise<T>;

/** The inbox's page size (the spec gives none for the inbox: the home page's 20). */
const PAGE_SIZE = 20;

const count = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

function messageOf(m: Loose): InboxMessage {
  return {
    id: Number(m.id),
    title: typeof m.title === 'string' ? m.title : '',
    content: typeof m.content === 'string' ? m.content : '',
    createdAt: typeof m.createdAt === 'string' ? m.createdAt : '',
    read: m.read === true,
  };
}

/** GET /wps/member/messages: pageNo, pageSize; value { content, pageNum, totalPages, unread }. */
export async function fetchInboxPage(call: Call, pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  const value = await call<unknown>('/wps/member/messages', { query: { pageNo, pageSize: PAGE_SIZE }, signal });
  const v = isObject(value) ? value : {};
  const content = Array.isArray(v.content) ? v.content.filter(isObject).map(messageOf) : [];
  return {
    messages: content.filter((m) => Number.isFinite(m.id)),
    pageNum: count(v.pageNum) || pageNo,
    totalPages: count(v.totalPages),
    unread: count(v.unread),
  };
}

/** POST /wps/member/messages/read { id } or { all: true }: the member's unread count left. */
export async function markInboxRead(
  call: Call,
  target: { id: number | null } | { all: true },
  signal?: AbortSignal,
): Promise<number> {
  if ('id' in target && target.id === null) throw new Error('No message to mark');
  const value = await call<unknown>('/wps/member/messages/read', { method: 'POST', body: target, signal });
  return count(isObject(value) ? value.unread : 0);
}

/** GET /wps/relay/CBS_launchChat with b2c 1, language, backUrl, headerColor, title: value.chatUrl. */
export async function launchChat(call: Call, request: ChatRequest | null, signal?: AbortSignal): Promise<string> {
  if (!request) throw new Error('No chat request');
  const value = await call<unknown>('/wps/relay/CBS_launchChat', { query: { b2c: 1, ...request }, signal });
  const url = isObject(value) && typeof value.chatUrl === 'string' ? value.chatUrl : '';
  if (!url) throw new Error('The chat is not available right now');
  return url;
}
