import { FALLBACK_IMAGE_CDN } from '../../../src/domain/shell/images';
import { SHIPPED_LANGUAGES } from '../../../src/domain/shell/languages';
import { normaliseConfig, normaliseStatus } from '../../../src/domain/shell/site-config';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the shell's machines: notifications, systemStatus, siteConfig, language, theme. */

const status = (maintenance: boolean, regionRestriction: boolean) =>
  normaliseStatus({ info: { merchantCode: 'demo', defaultLanguage: 'TH' }, maintenance, regionRestriction });
const appOpen = status(false, false);
/** A config with two image CDNs (§9 "Image CDN: chosen at random from the server list"). */
/** A config listing EN and TY (§1 "supported EN and TY in configuration"), with `defaultLanguage`. */
const withLanguages = (defaultLanguage: string) =>
  normaliseConfig({ defaultLanguage, languages: [{ code: 'EN', name: 'English' }, { code: 'TY' }] });
const configLanguages = [
  { code: 'EN', name: 'English' },
  { code: 'TY', name: 'TY' },
];
const twoCdns = normaliseConfig({ merchantCode: 'demo', imageCDNs: ['https://a.example/', 'https://b.example'] });

/** The notifications machine's parallel regions. */
const ui = (toast: string, dialog: string, loading: string) => ({ toast, dialog, loading });

export const shellJourneys: Journey[] = [
  {
    machine: 'notifications',
    name: 'a toast stays for its duration, then hides',
    spec: '§9 toasts (free_reject 2 s)',
    start: { state: ui('hidden', 'closed', 'idle'), context: { toast: null } },
    steps: [
      {
        send: { type: 'TOAST', message: { key: 'free_reject' }, durationMs: 2000 },
        state: ui('visible', 'closed', 'idle'),
      },
      { wait: 1999, state: ui('visible', 'closed', 'idle') },
      { wait: 1, state: ui('hidden', 'closed', 'idle'), context: { toast: null } },
    ],
  },
  {
    machine: 'notifications',
    name: 'a dialog ignores the mask while opening; a second dialog waits for the first to close',
    spec: '§4 logout confirm popup, §9 popup animation 200 ms',
    start: { state: ui('hidden', 'closed', 'idle'), context: { dialogs: [] } },
    steps: [
      { send: { type: 'CONFIRM', message: { key: 'sure to log out?' } }, state: ui('hidden', 'opening', 'idle') },
      { send: { type: 'ALERT', message: { key: 'second' } }, state: ui('hidden', 'opening', 'idle') },
      { send: { type: 'DIALOG_MASK' }, state: ui('hidden', 'opening', 'idle') },
      { wait: 300, state: ui('hidden', 'open', 'idle') },
      { send: { type: 'DIALOG_CONFIRM' }, state: ui('hidden', 'closing', 'idle') },
      { wait: 200, state: ui('hidden', 'opening', 'idle') },
      { wait: 300, state: ui('hidden', 'open', 'idle') },
      { send: { type: 'DIALOG_MASK' }, state: ui('hidden', 'closing', 'idle') },
      { wait: 200, state: ui('hidden', 'closed', 'idle'), context: { dialogs: [] } },
    ],
  },
  {
    machine: 'notifications',
    name: 'a loading indicator always ends: hidden on request or at its timeout',
    spec: '§9 loading indicators (change password 10 s)',
    start: { state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
    steps: [
      { send: { type: 'LOADING_SHOW', timeoutMs: 10_000 }, state: ui('hidden', 'closed', 'showing') },
      { send: { type: 'LOADING_HIDE' }, state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
      { send: { type: 'LOADING_SHOW', timeoutMs: 10_000 }, state: ui('hidden', 'closed', 'showing') },
      { wait: 9999, state: ui('hidden', 'closed', 'showing') },
      { wait: 1, state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
    ],
  },
  {
    machine: 'notifications',
    name: 'a newer toast replaces the shown one and starts its own time; a dismissed toast hides at once',
    spec: '§9 toasts (1.5 s default notice, 2 s free account), §6 free_reject',
    start: { state: ui('hidden', 'closed', 'idle'), context: { nextId: 1, toast: null } },
    steps: [
      {
        send: { type: 'TOAST', message: { key: 'free_reject' }, durationMs: 2000 },
        state: ui('visible', 'closed', 'idle'),
        context: {
          nextId: 2,
          toast: { id: 1, message: { key: 'free_reject' }, kind: 'info', durationMs: 2000 },
        },
        sent: [],
      },
      { wait: 1000, state: ui('visible', 'closed', 'idle') },
      {
        send: { type: 'TOAST', message: { text: 'Sent successfully' }, kind: 'success' },
        state: ui('visible', 'closed', 'idle'),
        context: {
          nextId: 3,
          toast: { id: 2, message: { text: 'Sent successfully' }, kind: 'success', durationMs: 1500 },
        },
      },
      // The first toast's 2 s would end here: the newer toast keeps its own 1.5 s.
      {
        wait: 1000,
        state: ui('visible', 'closed', 'idle'),
        context: { toast: { id: 2, message: { text: 'Sent successfully' }, kind: 'success', durationMs: 1500 } },
      },
      { wait: 499, state: ui('visible', 'closed', 'idle') },
      { wait: 1, state: ui('hidden', 'closed', 'idle'), context: { toast: null } },
      {
        send: { type: 'TOAST', message: { key: 'in_logged_login' }, kind: 'error', durationMs: 2000 },
        state: ui('visible', 'closed', 'idle'),
        context: { nextId: 4, toast: { id: 3, message: { key: 'in_logged_login' }, kind: 'error', durationMs: 2000 } },
      },
      { send: { type: 'TOAST_DISMISS' }, state: ui('hidden', 'closed', 'idle'), context: { toast: null, nextId: 4 } },
      { wait: 5000, state: ui('hidden', 'closed', 'idle') },
    ],
  },
  {
    machine: 'notifications',
    name: 'dialogs queue in order, each answered while opening or open; confirming "register now" goes to /m/register',
    spec: '§4 member centre (type 4: alert with cancel and register now), §9 popup animation 200 ms, mask 300 ms',
    start: { state: ui('hidden', 'closed', 'idle'), context: { nextId: 1, dialogs: [] } },
    steps: [
      {
        send: { type: 'ALERT', message: { key: 'register_prompt' }, confirmHref: '/m/register' },
        state: ui('hidden', 'opening', 'idle'),
        context: {
          nextId: 2,
          dialogs: [{ message: { key: 'register_prompt' }, confirmHref: '/m/register', id: 1, kind: 'alert' }],
        },
      },
      {
        send: { type: 'CONFIRM', title: { key: 'in_popup_prompt' }, message: { key: 'sure to log out?' } },
        state: ui('hidden', 'opening', 'idle'),
        context: {
          nextId: 3,
          dialogs: [
            { message: { key: 'register_prompt' }, confirmHref: '/m/register', id: 1, kind: 'alert' },
            { title: { key: 'in_popup_prompt' }, message: { key: 'sure to log out?' }, id: 2, kind: 'confirm' },
          ],
        },
      },
      {
        send: { type: 'ALERT', message: { key: 'third' } },
        state: ui('hidden', 'opening', 'idle'),
        context: { nextId: 4 },
      },
      // Confirming before the mask guard has passed still counts.
      {
        send: { type: 'DIALOG_CONFIRM' },
        state: ui('hidden', 'closing', 'idle'),
        sent: [{ to: 'navigator', event: { type: 'NAVIGATE', to: '/m/register' } }],
      },
      {
        wait: 200,
        state: ui('hidden', 'opening', 'idle'),
        context: {
          dialogs: [
            { title: { key: 'in_popup_prompt' }, message: { key: 'sure to log out?' }, id: 2, kind: 'confirm' },
            { message: { key: 'third' }, id: 3, kind: 'alert' },
          ],
        },
      },
      { send: { type: 'DIALOG_CANCEL' }, state: ui('hidden', 'closing', 'idle'), sent: [] },
      {
        wait: 200,
        state: ui('hidden', 'opening', 'idle'),
        context: { dialogs: [{ message: { key: 'third' }, id: 3, kind: 'alert' }] },
      },
      { wait: 300, state: ui('hidden', 'open', 'idle') },
      // A confirm with nowhere to go navigates nowhere.
      { send: { type: 'DIALOG_CONFIRM' }, state: ui('hidden', 'closing', 'idle'), sent: [] },
      { wait: 200, state: ui('hidden', 'closed', 'idle'), context: { dialogs: [] } },
      { send: { type: 'CONFIRM', message: { key: 'again' } }, state: ui('hidden', 'opening', 'idle') },
      { wait: 300, state: ui('hidden', 'open', 'idle') },
      { send: { type: 'DIALOG_CANCEL' }, state: ui('hidden', 'closing', 'idle'), sent: [] },
      { wait: 200, state: ui('hidden', 'closed', 'idle'), context: { nextId: 5, dialogs: [] } },
    ],
  },
  {
    machine: 'notifications',
    name: 'a new loading request restarts the indicator with its own timeout; without one it waits up to 9999 s',
    spec: '§9 loading indicators (2 s add favourite, up to 9999 s waits)',
    start: { state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
    steps: [
      {
        send: { type: 'LOADING_SHOW', message: { key: 'in_please_wait' }, timeoutMs: 2500 },
        state: ui('hidden', 'closed', 'showing'),
        context: { loading: { message: { key: 'in_please_wait' }, timeoutMs: 2500 } },
      },
      { wait: 2000, state: ui('hidden', 'closed', 'showing') },
      {
        send: { type: 'LOADING_SHOW', timeoutMs: 2000 },
        state: ui('hidden', 'closed', 'showing'),
        context: { loading: { timeoutMs: 2000 } },
      },
      { wait: 1999, state: ui('hidden', 'closed', 'showing') },
      { wait: 1, state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
      {
        send: { type: 'LOADING_SHOW' },
        state: ui('hidden', 'closed', 'showing'),
        context: { loading: { timeoutMs: 9_999_000 } },
      },
      { wait: 9_998_999, state: ui('hidden', 'closed', 'showing') },
      { wait: 1, state: ui('hidden', 'closed', 'idle'), context: { loading: null } },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'no cache: slow, then maintenance; retry offline; then the app',
    spec: '§4 System status (1 maintenance, 0 app), §8 No Internet',
    start: { state: 'booting', context: { status: null, fromCache: false, error: null } },
    steps: [
      { resolve: 'readCachedStatus', output: null, state: { loading: 'waiting' } },
      { wait: 6000, state: { loading: 'slow' } },
      {
        resolve: 'fetchStatus',
        output: status(true, true),
        state: 'maintenance',
        // The fresh status is cached for the next visit; its config goes to the config actor.
        effects: [{ effect: 'cacheStatus', params: { status: status(true, true) } }],
        sent: [{ to: 'siteConfig', event: { type: 'CONFIG_LOADED', config: status(true, true).config } }],
      },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      {
        reject: 'fetchStatus',
        error: new ApiError('No Internet', 'NETWORK', 0),
        state: 'offline',
        context: { error: 'No Internet' },
        effects: [],
        sent: [],
      },
      // Retried on tap while still offline.
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      { reject: 'fetchStatus', error: new ApiError('No Internet', 'NETWORK', 0), state: 'offline' },
      { send: { type: 'ONLINE' }, state: { loading: 'waiting' } },
      {
        resolve: 'fetchStatus',
        output: appOpen,
        state: { running: 'current' },
        context: { fromCache: false, error: null, status: appOpen },
        effects: [{ effect: 'cacheStatus', params: { status: appOpen } }],
        sent: [{ to: 'siteConfig', event: { type: 'CONFIG_LOADED', config: appOpen.config } }],
      },
      { send: { type: 'RETRY' }, state: { running: 'refreshing' } },
      // A failed background refresh keeps the app.
      { reject: 'refreshStatus', state: { running: 'current' }, context: { status: appOpen }, effects: [], sent: [] },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'a cached open status shows the app at once; the fresh answer can still block',
    spec: '§4 System status (2 region restriction only)',
    start: { state: 'booting' },
    steps: [
      {
        resolve: 'readCachedStatus',
        output: appOpen,
        state: { running: 'refreshing' },
        context: { fromCache: true, status: appOpen },
        // The cached config is used at once; it is not cached again.
        effects: [],
        sent: [{ to: 'siteConfig', event: { type: 'CONFIG_LOADED', config: appOpen.config } }],
      },
      {
        resolve: 'refreshStatus',
        output: status(false, true),
        state: 'blocked',
        context: { fromCache: false, status: status(false, true) },
        effects: [{ effect: 'cacheStatus', params: { status: status(false, true) } }],
        sent: [{ to: 'siteConfig', event: { type: 'CONFIG_LOADED', config: status(false, true).config } }],
      },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      { wait: 20_000, state: 'failed' },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      {
        reject: 'fetchStatus',
        error: new ApiError('Loading failed', 'HTTP_500', 500),
        state: 'failed',
        context: { error: 'Loading failed' },
      },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      // §8 "Unknown error" when the failure says nothing.
      { reject: 'fetchStatus', error: {}, state: 'failed', context: { error: 'Unknown error' } },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'a cached maintenance status is confirmed fresh, never trusted',
    spec: '§4 System status',
    start: { state: 'booting' },
    steps: [
      {
        resolve: 'readCachedStatus',
        output: status(true, false),
        state: { loading: 'waiting' },
        context: { status: null, fromCache: false },
        effects: [],
        sent: [],
      },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'an unreadable cache loads the status fresh',
    spec: '§4 System status',
    start: { state: 'booting' },
    steps: [{ reject: 'readCachedStatus', state: { loading: 'waiting' } }],
  },
  {
    machine: 'siteConfig',
    name: 'holds each config the status gate loads',
    spec: '§6 feature flags, §3 status response',
    start: { state: 'empty', context: { config: null } },
    steps: [
      {
        send: { type: 'CONFIG_LOADED', config: appOpen.config },
        state: 'ready',
        context: { config: appOpen.config },
        emitted: [{ type: 'configChanged', config: appOpen.config }],
      },
      {
        send: { type: 'CONFIG_LOADED', config: status(true, false).config },
        state: 'ready',
        context: { config: status(true, false).config },
        emitted: [{ type: 'configChanged', config: status(true, false).config }],
      },
    ],
  },
  {
    machine: 'siteConfig',
    name: 'the image CDN: the first without a random pick, the built-in fallback when the config lists none',
    spec: '§9 Image CDN (chosen at random from the server list, with one built-in fallback)',
    start: { state: 'empty', context: { imageCdn: null } },
    steps: [
      {
        send: { type: 'CONFIG_LOADED', config: twoCdns },
        state: 'ready',
        context: { config: twoCdns, imageCdn: 'https://a.example' },
      },
      {
        send: { type: 'CONFIG_LOADED', config: appOpen.config },
        state: 'ready',
        context: { imageCdn: FALLBACK_IMAGE_CDN },
        emitted: [{ type: 'configChanged', config: appOpen.config }],
      },
    ],
  },
  {
    machine: 'siteConfig',
    name: "the visit's random pick chooses among the configured CDNs",
    spec: '§9 Image CDN (chosen at random from the server list)',
    input: { cdnPick: 0.75 },
    start: { state: 'empty', context: { config: null, imageCdn: null, cdnPick: 0.75 } },
    steps: [
      { send: { type: 'CONFIG_LOADED', config: twoCdns }, state: 'ready', context: { imageCdn: 'https://b.example' } },
    ],
  },
  {
    machine: 'language',
    name: 'default EN; a change that fails to load keeps the previous language',
    spec: '§1 languages, §2 language picker',
    start: {
      state: 'loading',
      context: { language: 'EN', previous: 'EN', chosenByPlayer: false, languages: SHIPPED_LANGUAGES },
    },
    steps: [
      {
        resolve: 'loadLanguage',
        output: 'EN',
        state: 'ready',
        context: { language: 'EN' },
        emitted: [{ type: 'changed', language: 'EN' }],
        effects: [{ effect: 'applyLanguage', params: { language: 'EN' } }],
      },
      // Choosing the shown language again does nothing.
      { send: { type: 'CHANGE', language: 'en' }, state: 'ready', effects: [], emitted: [] },
      {
        send: { type: 'CHANGE', language: 'th' },
        state: 'loading',
        context: { language: 'TH', previous: 'EN', chosenByPlayer: true },
        // The choice is kept on this device (§1 "stored locally").
        effects: [{ effect: 'storeChoice', params: { language: 'TH' } }],
      },
      { reject: 'loadLanguage', state: 'failed', context: { language: 'EN' }, emitted: [], effects: [] },
      {
        send: { type: 'CHANGE', language: 'ja' },
        state: 'loading',
        context: { language: 'JA', previous: 'EN' },
        effects: [{ effect: 'storeChoice', params: { language: 'JA' } }],
      },
      {
        resolve: 'loadLanguage',
        output: 'JA',
        state: 'ready',
        context: { language: 'JA' },
        emitted: [{ type: 'changed', language: 'JA' }],
        effects: [{ effect: 'applyLanguage', params: { language: 'JA' } }],
      },
      // The player's choice wins over the config's default; the picker lists the config's languages.
      {
        send: { type: 'CONFIG_LOADED', config: withLanguages('TH') },
        state: 'ready',
        context: { language: 'JA', languages: configLanguages },
        effects: [],
        emitted: [],
      },
    ],
  },
  {
    machine: 'language',
    name: "the config's default language is loaded when the player chose none",
    spec: '§1 languages',
    start: { state: 'loading', context: { language: 'EN' } },
    steps: [
      { resolve: 'loadLanguage', output: 'EN', state: 'ready' },
      {
        send: { type: 'CONFIG_LOADED', config: withLanguages('th') },
        state: 'loading',
        context: { language: 'TH', previous: 'EN', chosenByPlayer: false, languages: configLanguages },
        // Taken from config, not chosen: nothing is stored on this device.
        effects: [],
      },
      {
        resolve: 'loadLanguage',
        output: 'TH',
        state: 'ready',
        emitted: [{ type: 'changed', language: 'TH' }],
        effects: [{ effect: 'applyLanguage', params: { language: 'TH' } }],
      },
    ],
  },
  {
    machine: 'language',
    name: 'a config whose default is already shown loads nothing; a config listing no languages lists the shipped ones',
    spec: '§1 languages, §2 language picker',
    start: { state: 'loading', context: { language: 'EN' } },
    steps: [
      { resolve: 'loadLanguage', output: 'EN', state: 'ready' },
      {
        send: { type: 'CONFIG_LOADED', config: withLanguages('EN') },
        state: 'ready',
        context: { language: 'EN', languages: configLanguages },
        effects: [],
        emitted: [],
      },
      {
        send: { type: 'CONFIG_LOADED', config: appOpen.config },
        state: 'loading',
        context: { language: 'TH', languages: SHIPPED_LANGUAGES },
      },
    ],
  },
  {
    machine: 'language',
    name: "a language stored on this device is the player's choice: the config's default does not replace it",
    spec: '§1 languages (stored locally or taken from configuration)',
    input: { stored: 'ja' },
    start: { state: 'loading', context: { language: 'JA', previous: 'JA', chosenByPlayer: true } },
    steps: [
      {
        resolve: 'loadLanguage',
        output: 'JA',
        state: 'ready',
        emitted: [{ type: 'changed', language: 'JA' }],
        effects: [{ effect: 'applyLanguage', params: { language: 'JA' } }],
      },
      {
        send: { type: 'CONFIG_LOADED', config: withLanguages('TH') },
        state: 'ready',
        context: { language: 'JA', languages: configLanguages },
        emitted: [],
        effects: [],
      },
    ],
  },
  {
    machine: 'language',
    name: 'a stored value that is no language code leaves the default EN, not chosen',
    spec: '§1 languages (default EN)',
    input: { stored: 'not a code' },
    start: { state: 'loading', context: { language: 'EN', chosenByPlayer: true } },
    steps: [],
  },
  {
    machine: 'theme',
    name: 'dark by default; toggles and sets',
    spec: '§3 local flag theme (dark or light, default dark)',
    start: { state: 'choosing' },
    steps: [
      { resolve: 'readStoredTheme', output: null, state: 'dark', effects: [{ effect: 'useDark' }] },
      { send: { type: 'SET', theme: 'dark' }, state: 'dark', effects: [] },
      { send: { type: 'TOGGLE' }, state: 'light', effects: [{ effect: 'useLight' }] },
      { send: { type: 'SET', theme: 'light' }, state: 'light', effects: [] },
      { send: { type: 'SET', theme: 'dark' }, state: 'dark', effects: [{ effect: 'useDark' }] },
      { send: { type: 'SET', theme: 'light' }, state: 'light', effects: [{ effect: 'useLight' }] },
      { send: { type: 'TOGGLE' }, state: 'dark', effects: [{ effect: 'useDark' }] },
    ],
  },
  {
    machine: 'theme',
    name: 'an unreadable stored theme leaves the default dark',
    spec: '§3 local flag theme (default dark)',
    start: { state: 'choosing' },
    steps: [{ reject: 'readStoredTheme', state: 'dark', effects: [{ effect: 'useDark' }] }],
  },
  {
    machine: 'theme',
    name: 'a stored light theme is used',
    spec: '§3 local flag theme',
    start: { state: 'choosing' },
    steps: [{ resolve: 'readStoredTheme', output: 'light', state: 'light', effects: [{ effect: 'useLight' }] }],
  },
];
