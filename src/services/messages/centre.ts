import type { UnreadAnswer } from '../../domain/messages/centre';
import { call } from '../shell/http';

/**
 * The message centre's unread counts (spec §7 "Unread counts"; server/README.md "Help, customer service, chat,
 * inbox"). The inbox and chat calls are in ./inbox.ts, loaded with their first use.
 */

const count = (v: unknown): number | null => (Number.isFinite(Number(v)) ? Math.max(0, Math.floor(Number(v))) : null);

/**
 * GET /wps/member/messages/unread (a number) and, when asked, GET /wps/relay/CBS_unreadCount (value.unReadCount),
 * at once. A failed one answers null, so its last value stays (§7: errors are not alerted).
 */
export async function fetchUnreadCounts(withChat: boolean, signal?: AbortSignal): Promise<UnreadAnswer> {
  const [inbox, chat] = await Promise.all([
    call<unknown>('/wps/member/messages/unread', { signal, background: true }).then(count, () => null),
    withChat
      ? call<{ unReadCount?: unknown } | null>('/wps/relay/CBS_unreadCount', { signal, background: true }).then(
          (v) => count(v?.unReadCount),
          () => null,
        )
      : null,
  ]);
  return { inbox, chat };
}
