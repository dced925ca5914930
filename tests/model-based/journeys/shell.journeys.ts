import { normaliseStatus } from '../../../src/domain/shell/site-config';
import { ApiError } from '../../../src/services/shell/http';
import type { Journey } from '../journey-types';

/** Spec journeys of the shell's machines: notifications, systemStatus, siteConfig, language, theme. */

const status = (maintenance: boolean, regionRestriction: boolean) =>
  normaliseStatus({ info: { merchantCode: 'demo', defaultLanguage: 'TH' }, maintenance, regionRestriction });
const appOpen = status(false, false);

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
    machine: 'systemStatus',
    name: 'no cache: slow, then maintenance; retry offline; then the app',
    spec: '§4 System status (1 maintenance, 0 app), §8 No Internet',
    start: { state: 'booting', context: { status: null, fromCache: false, error: null } },
    steps: [
      { resolve: 'readCachedStatus', output: null, state: { loading: 'waiting' } },
      { wait: 6000, state: { loading: 'slow' } },
      { resolve: 'fetchStatus', output: status(true, true), state: 'maintenance' },
      { send: { type: 'RETRY' }, state: { loading: 'waiting' } },
      {
        reject: 'fetchStatus',
        error: new ApiError('No Internet', 'NETWORK', 0),
        state: 'offline',
        context: { error: 'No Internet' },
      },
      { send: { type: 'ONLINE' }, state: { loading: 'waiting' } },
      {
        resolve: 'fetchStatus',
        output: appOpen,
        state: { running: 'current' },
        context: { fromCache: false, error: null, status: appOpen },
      },
      { send: { type: 'RETRY' }, state: { running: 'refreshing' } },
      // A failed background refresh keeps the app.
      { reject: 'refreshStatus', state: { running: 'current' }, context: { status: appOpen } },
    ],
  },
  {
    machine: 'systemStatus',
    name: 'a cached open status shows the app at once; the fresh answer can still block',
    spec: '§4 System status (2 region restriction only)',
    start: { state: 'booting' },
    steps: [
      { resolve: 'readCachedStatus', output: appOpen, state: { running: 'refreshing' }, context: { fromCache: true } },
      { resolve: 'refreshStatus', output: status(false, true), state: 'blocked', context: { fromCache: false } },
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
      { send: { type: 'CONFIG_LOADED', config: appOpen.config }, state: 'ready', context: { config: appOpen.config } },
      {
        send: { type: 'CONFIG_LOADED', config: status(true, false).config },
        state: 'ready',
        context: { config: status(true, false).config },
      },
    ],
  },
  {
    machine: 'language',
    name: 'default EN; a change that fails to load keeps the previous language',
    spec: '§1 languages, §2 language picker',
    start: { state: 'loading', context: { language: 'EN', chosenByPlayer: false } },
    steps: [
      {
        resolve: 'loadLanguage',
        output: 'EN',
        state: 'ready',
        context: { language: 'EN' },
        emitted: [{ type: 'changed', language: 'EN' }],
      },
      // Choosing the shown language again does nothing.
      { send: { type: 'CHANGE', language: 'en' }, state: 'ready' },
      {
        send: { type: 'CHANGE', language: 'th' },
        state: 'loading',
        context: { language: 'TH', previous: 'EN', chosenByPlayer: true },
      },
      { reject: 'loadLanguage', state: 'failed', context: { language: 'EN' }, emitted: [] },
      { send: { type: 'CHANGE', language: 'ja' }, state: 'loading', context: { language: 'JA' } },
      { resolve: 'loadLanguage', output: 'JA', state: 'ready', context: { language: 'JA' } },
      // The player's choice wins over the config's default.
      { send: { type: 'CONFIG_LOADED', config: appOpen.config }, state: 'ready', context: { language: 'JA' } },
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
        send: { type: 'CONFIG_LOADED', config: appOpen.config },
        state: 'loading',
        context: { language: 'TH', previous: 'EN', chosenByPlayer: false },
      },
    ],
  },
  {
    machine: 'theme',
    name: 'dark by default; toggles and sets',
    spec: '§3 local flag theme (dark or light, default dark)',
    start: { state: 'choosing' },
    steps: [
      { resolve: 'readStoredTheme', output: null, state: 'dark' },
      { send: { type: 'SET', theme: 'dark' }, state: 'dark' },
      { send: { type: 'TOGGLE' }, state: 'light' },
      { send: { type: 'SET', theme: 'light' }, state: 'light' },
      { send: { type: 'SET', theme: 'dark' }, state: 'dark' },
      { send: { type: 'SET', theme: 'light' }, state: 'light' },
      { send: { type: 'TOGGLE' }, state: 'dark' },
    ],
  },
  {
    machine: 'theme',
    name: 'a stored light theme is used',
    spec: '§3 local flag theme',
    start: { state: 'choosing' },
    steps: [{ resolve: 'readStoredTheme', output: 'light', state: 'light' }],
  },
];
