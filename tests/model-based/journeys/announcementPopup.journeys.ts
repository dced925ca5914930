import { popupSignature } from '../../../src/domain/messages/popup';
import * as popupView from '../../../src/machines/messages/announcementPopup.view';
import type { Journey } from '../journey-types';
import { contentJourney } from './content';

/** Spec journeys of the announcement popup and its carousel (§2 "Announcement popup", §4, §9 500 / 200 / 5000 ms). */

const entry = (id: string, title: string, content = `<p>${title}</p>`) => ({ id, title, content });
const visitors = [entry('1', 'Join now'), entry('2', 'Welcome')];
const visitorsCn = [entry('1', '立即加入'), entry('2', '欢迎')];
const visitorsChanged = [entry('1', 'Join now', '<p>New terms</p>'), entry('2', 'Welcome')];
const members = [entry('3', 'Weekend bonus')];
const firstLogin = [entry('3', 'Weekend bonus'), entry('5', 'First-login gift')];
const loaded = (items: unknown[], group: string, language = 'EN') => ({
  type: 'LIST_LOADED',
  items,
  group,
  language,
});
const saved = (memory: Record<string, string>) => ({ effect: 'saveMemory', params: { memory } });

export const announcementPopupJourneys: Journey[] = [
  {
    machine: 'announcementPopup',
    name: 'a visitor sees group B 500 ms after start; closing plays 200 ms and saves the flag false',
    spec: '§2 Announcement popup; §4; §9 popup delay 500 ms, popup animation 200 ms',
    reads: popupView,
    start: { state: 'delaying', context: { items: [], memory: {} }, view: { selectPopupOpen: false } },
    steps: [
      { send: loaded(visitors, 'B'), state: 'delaying', context: { items: visitors, group: 'B' } },
      { wait: 499, state: 'delaying' },
      { wait: 1, state: { shown: 'opening' }, view: { selectPopupOpen: true, selectPopupClosing: false } },
      // §9: a backdrop tap right after opening is ignored (300 ms), then it closes.
      { send: { type: 'BACKDROP' }, state: { shown: 'opening' }, effects: [] },
      { wait: 300, state: { shown: 'open' } },
      {
        send: { type: 'BACKDROP' },
        state: 'closing',
        context: { memory: { B: popupSignature(visitors) } },
        effects: [saved({ B: popupSignature(visitors) })],
        view: { selectPopupOpen: true, selectPopupClosing: true },
      },
      { wait: 199, state: 'closing' },
      { wait: 1, state: 'hidden', view: { selectPopupOpen: false } },
      // The same list again (a reload of the announcements): it stays closed.
      { send: loaded(visitors, 'B'), state: 'hidden', effects: [] },
      // A changed content: the flag is true again.
      { send: loaded(visitorsChanged, 'B'), state: { shown: 'opening' }, context: { items: visitorsChanged } },
    ],
  },
  {
    machine: 'announcementPopup',
    name: "home's app-download offer holds the popup: it shows when the offer closes, one popup at a time",
    spec: '§2 Home popups (announcement popup, app-download popup); our choice: one popup at a time',
    reads: popupView,
    start: { state: 'delaying', context: { held: false } },
    steps: [
      { send: { type: 'HOLD' }, state: 'delaying', context: { held: true } },
      { send: loaded(visitors, 'B'), state: 'delaying' },
      { wait: 500, state: 'hidden', view: { selectPopupOpen: false } },
      // A list that arrives meanwhile (a language change) still waits.
      { send: loaded(visitorsChanged, 'B'), state: 'hidden' },
      { send: { type: 'RELEASE' }, state: { shown: 'opening' }, context: { held: false, items: visitorsChanged } },
      // The offer opened in the same moment (a late site config): it goes first, nothing is saved.
      { send: { type: 'HOLD' }, state: 'hidden', context: { held: true }, effects: [] },
      { send: { type: 'RELEASE' }, state: { shown: 'opening' } },
    ],
  },
  {
    machine: 'announcementPopup',
    name: 'a list that arrives after the delay shows at once; an empty list shows nothing',
    spec: '§4 Announcement popup (shown after the list arrives)',
    start: { state: 'delaying' },
    steps: [
      { wait: 500, state: 'hidden' },
      { send: loaded([], 'B'), state: 'hidden' },
      { send: loaded(visitors, 'B'), state: { shown: 'opening' } },
    ],
  },
  {
    machine: 'announcementPopup',
    name: 'a device that closed this list keeps it closed after a reload, also in another language',
    spec: '§4 Announcement popup (locally saved flag)',
    input: { memory: { B: popupSignature(visitors) } },
    start: { state: 'delaying', context: { memory: { B: popupSignature(visitors) } } },
    steps: [
      { send: loaded(visitors, 'B'), state: 'delaying' },
      { wait: 500, state: 'hidden' },
      {
        send: loaded(visitorsCn, 'B', 'CN'),
        state: 'hidden',
        context: { items: visitorsCn, memory: { B: popupSignature(visitorsCn) } },
        effects: [saved({ B: popupSignature(visitorsCn) })],
      },
      // Back to English: still the closed announcements.
      { send: loaded(visitors, 'B'), state: 'hidden', context: { memory: { B: popupSignature(visitors) } } },
    ],
  },
  {
    machine: 'announcementPopup',
    name: 'login switches to group A plus F on the first login; each group remembers its own closed list',
    spec: '§4 Announcement popup (group A members, F on first login, B visitors)',
    input: { memory: { B: popupSignature(visitors) } },
    start: { state: 'delaying' },
    steps: [
      { send: loaded(visitors, 'B'), state: 'delaying' },
      { wait: 500, state: 'hidden' },
      { send: loaded(firstLogin, 'AF'), state: { shown: 'opening' }, context: { group: 'AF', items: firstLogin } },
      {
        send: { type: 'CLOSE' },
        state: 'closing',
        effects: [saved({ B: popupSignature(visitors), AF: popupSignature(firstLogin) })],
      },
      { wait: 200, state: 'hidden' },
      // Logout: the visitors' list was closed before.
      { send: loaded(visitors, 'B'), state: 'hidden', context: { group: 'B' } },
      // A later login: group A alone is another list.
      { send: loaded(members, 'A'), state: { shown: 'opening' }, context: { group: 'A', items: members } },
      // A logout while it is open: the visitors' list was closed, the popup goes.
      { send: loaded(visitors, 'B'), state: 'hidden' },
    ],
  },
  {
    machine: 'announcementPopup',
    name: 'an http link opens outside and keeps the popup; an in-app link navigates and closes it',
    spec: '§2 Announcement popup (links)',
    start: { state: 'delaying' },
    steps: [
      { send: loaded(visitors, 'B'), state: 'delaying' },
      { wait: 500, state: { shown: 'opening' } },
      {
        send: { type: 'OPEN_LINK', href: 'https://example.com/terms' },
        state: { shown: 'opening' },
        sent: [{ to: 'navigator', event: { type: 'OPEN_EXTERNAL', url: 'https://example.com/terms' } }],
        effects: [],
      },
      {
        send: { type: 'OPEN_LINK', href: '/m/register' },
        state: 'closing',
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/register' } }],
        effects: [saved({ B: popupSignature(visitors) })],
      },
      // A changed list arrives during the animation: it shows once the old one has gone.
      { send: loaded(visitorsChanged, 'B'), state: 'closing' },
      { wait: 200, state: { shown: 'opening' }, context: { items: visitorsChanged } },
    ],
  },
];

export const popupCarouselJourneys: Journey[] = [
  {
    machine: 'popupCarousel',
    name: 'several entries move every 5 s and loop until the player interacts',
    spec: '§2 Announcement popup (carousel); §9 autoplay 5000 ms',
    input: { count: 2 },
    start: { state: 'playing', context: { index: 0 } },
    steps: [
      { wait: 4999, state: 'playing', context: { index: 0 } },
      { wait: 1, state: 'playing', context: { index: 1 } },
      { wait: 5000, state: 'playing', context: { index: 0 } },
      { send: { type: 'INTERACT' }, state: 'stopped' },
      { wait: 10_000, state: 'stopped', context: { index: 0 } },
      { send: { type: 'GO_TO', index: 1 }, state: 'stopped', context: { index: 1 } },
    ],
  },
  {
    machine: 'popupCarousel',
    name: 'a dot tap shows that entry and stops the autoplay; one entry or reduced motion never moves',
    spec: '§2 Announcement popup (carousel stops on user interaction)',
    input: { count: 3 },
    start: { state: 'playing' },
    steps: [
      { send: { type: 'GO_TO', index: 2 }, state: 'stopped', context: { index: 2 } },
      { wait: 5000, state: 'stopped', context: { index: 2 } },
    ],
  },
  {
    machine: 'popupCarousel',
    name: 'a player who prefers reduced motion sees the entries still',
    spec: '§2 Announcement popup (carousel); WCAG 2.2.2',
    input: { count: 3, reducedMotion: true },
    start: { state: 'stopped', context: { index: 0 } },
    steps: [{ wait: 5000, state: 'stopped', context: { index: 0 } }],
  },
];

export const registerBannersJourneys: Journey[] = [
  contentJourney(
    'registerBanners',
    '§3 Announcement query (types B, groupName m_reg); §4 language reload 250 ms',
    250,
    [{ url: '/assets-api/img/banners/7.svg', groupName: 'm_reg', title: 'Join in 30 seconds' }],
  ),
];
