import { fromPromise } from 'xstate';
import type { AnnouncementList, Banner, HelpItem } from '../../domain/messages/announcements';
import type { CustomerServiceEntry } from '../../domain/messages/customerService';
import type { announcementPopupMachine } from '../../machines/messages/announcementPopup.machine';
import type { announcementsMachine } from '../../machines/messages/announcements.machine';
import type { customerServiceMachine } from '../../machines/messages/customerService.machine';
import type { helpMachine } from '../../machines/messages/help.machine';
import type { noticeReadMachine } from '../../machines/messages/noticeRead.machine';
import type { registerBannersMachine } from '../../machines/messages/registerBanners.machine';
import type { ContentLoadInput } from '../../machines/shell/content.machine';
import { fetchAnnouncements, fetchHelp, fetchRegisterBanners } from '../../services/messages/announcements';
import { fetchCustomerService } from '../../services/messages/customerService';
import { markNoticeRead } from '../../services/messages/notices';
import { local, STORAGE_KEYS } from '../../services/shell/storage';
import { implement } from '../root';

/** The messages machines' browser implementations: announcements, the help list, notice read marks, the popup. */
export const messagesImplementations = [
  implement<typeof announcementsMachine>('announcements', {
    actors: {
      load: fromPromise<AnnouncementList, ContentLoadInput>(({ input, signal }) =>
        fetchAnnouncements(input.merchant, signal),
      ),
    },
  }),
  implement<typeof helpMachine>('help', {
    actors: { load: fromPromise<HelpItem[], ContentLoadInput>(({ signal }) => fetchHelp(signal)) },
  }),
  implement<typeof noticeReadMachine>('noticeRead', {
    actors: {
      markRead: fromPromise<void, { id: string }>(({ input, signal }) => markNoticeRead(input.id, signal)),
    },
  }),
  implement<typeof announcementPopupMachine>('announcementPopup', {
    actions: { saveMemory: (_, params) => local.setJson(STORAGE_KEYS.popupSignature, params.memory) },
  }),
  implement<typeof registerBannersMachine>('registerBanners', {
    actors: {
      load: fromPromise<Banner[], ContentLoadInput>(({ input, signal }) =>
        fetchRegisterBanners(input.merchant, signal),
      ),
    },
  }),
  // Paths that do not decrypt are dropped (no service link shows) and logged once per answer, for the operator.
  implement<typeof customerServiceMachine>('customerService', {
    actors: {
      load: fromPromise<CustomerServiceEntry[], ContentLoadInput>(({ signal }) =>
        fetchCustomerService((message, dropped) => console.warn(message, dropped), signal),
      ),
    },
  }),
];
