import { and, assertEvent, assign, setup } from 'xstate';
import { ANNOUNCEMENT_POPUP_DELAY_MS, DIALOG_ANIMATION_MS, DIALOG_MASK_GUARD_MS } from '../../domain/constants';
import type { Announcement } from '../../domain/messages/announcements';
import {
  type PopupGroup,
  type PopupMemory,
  popupLinkOf,
  popupShowFlag,
  popupSignature,
  sameAnnouncements,
} from '../../domain/messages/popup';
import { declaredEffect } from '../shell/declared';
import { requestNavigation } from '../shell/navigator';
import { type PopupListLoaded, popupLists } from './popupLists';

/**
 * The announcement popup (spec §2 "Announcement popup", §4): hidden, then shown once the popup list has arrived and
 * the saved show flag is true (never before the 500 ms popup delay after start), then closing (200 ms animation),
 * then hidden with the flag saved false. The flag is true again when the list (titles plus contents) differs from
 * the one the player closed. Members see group A (plus F on their first login), visitors group B; login and logout
 * switch groups (the announcements actor reloads, `popupLists` hands the new list over). What the player closed is
 * remembered per group (B, A, A+F), so switching back does not re-show it; the same announcements in another
 * language count as closed too. App-level, systemId `announcementPopup`; the memory comes in as input (main.tsx
 * reads local storage) and goes out through the `saveMemory` effect.
 */
export interface AnnouncementPopupInput {
  memory?: PopupMemory;
  /** The player prefers reduced motion: the entries' carousel starts stopped. */
  reducedMotion?: boolean;
}

export interface AnnouncementPopupContext {
  /** The popup list of the current group, as last loaded. */
  items: Announcement[];
  group: PopupGroup;
  /** The language `items` are written in. */
  language: string;
  /** Per group, the signature of the list the player closed. */
  memory: PopupMemory;
  reducedMotion: boolean;
  /** Another popup holds the screen (home's app-download offer): this one waits until it closes. */
  held: boolean;
}

export type AnnouncementPopupEvent =
  | PopupListLoaded
  /** The player taps Close or presses Escape. */
  | { type: 'CLOSE' }
  /** The player taps the backdrop (ignored for 300 ms after the popup opens, §9). */
  | { type: 'BACKDROP' }
  /** The player followed a link in the content. */
  | { type: 'OPEN_LINK'; href: string }
  /** Another popup opened over the screen (home's app-download offer): one popup at a time. */
  | { type: 'HOLD' }
  /** That popup closed (or its screen went away). */
  | { type: 'RELEASE' };

const listParams = ({ context }: { context: AnnouncementPopupContext }) => ({ memory: context.memory });

export const announcementPopupMachine = setup({
  types: {} as {
    context: AnnouncementPopupContext;
    events: AnnouncementPopupEvent;
    input: AnnouncementPopupInput | undefined;
  },
  actors: { popupLists },
  delays: {
    popupDelay: ANNOUNCEMENT_POPUP_DELAY_MS,
    popupAnimation: DIALOG_ANIMATION_MS,
    maskGuard: DIALOG_MASK_GUARD_MS,
  },
  guards: {
    /** The list held now is one to show (the saved flag is true) and no other popup holds the screen. */
    hasListToShow: ({ context }) => !context.held && popupShowFlag(context.memory, context.group, context.items),
    /** The list that arrived is one to show (shown at once unless another popup holds the screen). */
    arrivedListToShow: ({ context, event }) => {
      assertEvent(event, 'LIST_LOADED');
      return popupShowFlag(context.memory, event.group, event.items);
    },
    /** Nothing holds the screen now: an arrived list to show may open. */
    free: ({ context }) => !context.held,
    /** The other popup closed and the list held now is one to show. */
    releasesListToShow: ({ context }) => popupShowFlag(context.memory, context.group, context.items),
    /** The announcements the player closed, in another language (a language change reloaded them). */
    translationOfClosed: ({ context, event }) => {
      assertEvent(event, 'LIST_LOADED');
      return (
        event.group === context.group &&
        event.language !== context.language &&
        sameAnnouncements(event.items, context.items) &&
        context.items.length > 0 &&
        context.memory[context.group] === popupSignature(context.items)
      );
    },
    externalLink: ({ event }) => {
      assertEvent(event, 'OPEN_LINK');
      return popupLinkOf(event.href).kind === 'external';
    },
  },
  actions: {
    hold: assign({ held: true }),
    release: assign({ held: false }),
    takeList: assign(({ event }) => {
      assertEvent(event, 'LIST_LOADED');
      return { items: event.items, group: event.group, language: event.language };
    }),
    /** The flag saved false: this group's list is the one closed. */
    rememberList: assign({
      memory: ({ context }) => ({ ...context.memory, [context.group]: popupSignature(context.items) }),
    }),
    /** Writes the memory to local storage (provided at the root). */
    saveMemory: declaredEffect<{ memory: PopupMemory }>(),
    openExternal: ({ event, system }) => {
      assertEvent(event, 'OPEN_LINK');
      const link = popupLinkOf(event.href);
      if (link.kind === 'external') requestNavigation(system, { type: 'OPEN_EXTERNAL', url: link.url });
    },
    navigateInApp: ({ event, system }) => {
      assertEvent(event, 'OPEN_LINK');
      const link = popupLinkOf(event.href);
      if (link.kind === 'app') requestNavigation(system, { type: 'NAVIGATE', to: link.path });
    },
  },
}).createMachine({
  id: 'announcementPopup',
  description: 'The announcements popup over the site: shown once per list and group until the list changes.',
  context: ({ input }) => ({
    items: [],
    group: 'B',
    language: '',
    memory: input?.memory ?? {},
    reducedMotion: input?.reducedMotion === true,
    held: false,
  }),
  invoke: { id: 'popupLists', src: 'popupLists' },
  on: { HOLD: { actions: 'hold' }, RELEASE: { actions: 'release' } },
  initial: 'delaying',
  states: {
    delaying: {
      description: 'The visit just started: the popup waits its 500 ms delay, keeping any list that arrives.',
      after: {
        popupDelay: [{ guard: 'hasListToShow', target: 'shown' }, { target: 'hidden' }],
      },
      on: {
        LIST_LOADED: [
          {
            guard: 'translationOfClosed',
            actions: ['takeList', 'rememberList', { type: 'saveMemory', params: listParams }],
          },
          { actions: 'takeList' },
        ],
      },
    },
    hidden: {
      description: 'Nothing shown: no list yet, an empty one, the one the player closed, or another popup is open.',
      on: {
        LIST_LOADED: [
          {
            guard: 'translationOfClosed',
            actions: ['takeList', 'rememberList', { type: 'saveMemory', params: listParams }],
          },
          { guard: and(['arrivedListToShow', 'free']), target: 'shown', actions: 'takeList' },
          { actions: 'takeList' },
        ],
        RELEASE: [{ guard: 'releasesListToShow', target: 'shown', actions: 'release' }, { actions: 'release' }],
      },
    },
    shown: {
      description: 'The popup is open: welcome heading and the entries; a link or the close button acts.',
      initial: 'opening',
      states: {
        opening: {
          description: 'Just opened: a backdrop tap is ignored for 300 ms (it may be the tap that came before).',
          after: { maskGuard: 'open' },
        },
        open: {
          description: 'A backdrop tap closes it too.',
          on: {
            BACKDROP: {
              target: '#announcementPopup.closing',
              actions: ['rememberList', { type: 'saveMemory', params: listParams }],
            },
          },
        },
      },
      on: {
        CLOSE: { target: 'closing', actions: ['rememberList', { type: 'saveMemory', params: listParams }] },
        OPEN_LINK: [
          { guard: 'externalLink', actions: 'openExternal' },
          {
            target: 'closing',
            actions: ['rememberList', { type: 'saveMemory', params: listParams }, 'navigateInApp'],
          },
        ],
        LIST_LOADED: [
          { guard: 'arrivedListToShow', actions: 'takeList' },
          { target: 'hidden', actions: 'takeList' },
        ],
        // The offer came up in the same moment (a late site config): it goes first; this one comes back after it.
        HOLD: { target: 'hidden', actions: 'hold' },
      },
    },
    closing: {
      description: 'The 200 ms closing animation; the flag is already saved false for this list.',
      after: {
        // A different list arrived meanwhile (a login, a logout, a changed list): it shows at once.
        popupAnimation: [{ guard: 'hasListToShow', target: 'shown' }, { target: 'hidden' }],
      },
      on: {
        LIST_LOADED: [
          {
            guard: 'translationOfClosed',
            actions: ['takeList', 'rememberList', { type: 'saveMemory', params: listParams }],
          },
          { actions: 'takeList' },
        ],
      },
    },
  },
});
