import { call } from '../shell/http';

/** Marks one announcement read for the member (§4, §7 MCSFE_markAsRead: announcementId, read true). */
export async function markNoticeRead(announcementId: string, signal?: AbortSignal): Promise<void> {
  await call<unknown>('/wps/relay/MCSFE_markAsRead', {
    method: 'POST',
    body: { announcementId, read: true },
    signal,
  });
}
