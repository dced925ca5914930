import type { ChatRequest, InboxMessage, InboxPage } from '../../domain/messages/centre';
import { INBOX_PAGE_SIZE } from '../../domain/messages/centre';
import { call } from '../shell/http';

/** The message centre's calls (spec §7 "Chat", "Unread counts"; server/README.md "Help, customer service, chat, inbox"). */

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
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
export async function fetchInboxPage(pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  const value = await call<unknown>('/wps/member/messages', { query: { pageNo, pageSize: INBOX_PAGE_SIZE }, signal });
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
export async function markInboxRead(target: { id: number } | { all: true }, signal?: AbortSignal): Promise<number> {
  const value = await call<unknown>('/wps/member/messages/read', { method: 'POST', body: target, signal });
  return count(isObject(value) ? value.unread : 0);
}

/** GET /wps/member/messages/unread: a number. */
export async function fetchInboxUnread(signal?: AbortSignal): Promise<number> {
  return count(await call<unknown>('/wps/member/messages/unread', { signal }));
}

/** GET /wps/relay/CBS_unreadCount: value.unReadCount. */
export async function fetchChatUnread(signal?: AbortSignal): Promise<number> {
  const value = await call<unknown>('/wps/relay/CBS_unreadCount', { signal });
  return count(isObject(value) ? value.unReadCount : 0);
}

/** GET /wps/relay/CBS_launchChat with b2c 1, language, backUrl, headerColor, title: value.chatUrl. */
export async function launchChat(request: ChatRequest, signal?: AbortSignal): Promise<string> {
  const value = await call<unknown>('/wps/relay/CBS_launchChat', { query: { b2c: 1, ...request }, signal });
  const url = isObject(value) && typeof value.chatUrl === 'string' ? value.chatUrl : '';
  if (!url) throw new Error('The chat is not available right now');
  return url;
}
