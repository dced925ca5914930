import { normaliseStatus } from '../../domain/shell/site-config';
import { apiError, type CatalogEntry, catalogEntry } from '../catalog-types';
import { languageMachine } from './language.machine';
import { notificationsMachine } from './notifications.machine';
import { siteConfigMachine } from './siteConfig.machine';
import { systemStatusMachine } from './systemStatus.machine';
import { themeMachine } from './theme.machine';

/** Catalog entries of the app-level machines of the shell (issue 2). */

const status = (maintenance: boolean, regionRestriction: boolean) =>
  normaliseStatus({ info: { merchantCode: 'demo', defaultLanguage: 'EN' }, maintenance, regionRestriction });

const appOpen = status(false, false);
const underMaintenance = status(true, false);
const regionBlocked = status(false, true);

export const appCatalog: CatalogEntry[] = [
  catalogEntry(notificationsMachine, {
    title: 'Notifications',
    purpose: 'Toasts, alert and confirm dialogs and the loading indicator, with the timings of spec §9.',
    fixtures: {
      events: [
        { type: 'TOAST', message: { key: 'common.ok' } },
        { type: 'TOAST_DISMISS' },
        { type: 'ALERT', message: { key: 'common.popupTitle' } },
        { type: 'CONFIRM', message: { key: 'common.popupTitle' } },
        { type: 'DIALOG_CONFIRM' },
        { type: 'DIALOG_CANCEL' },
        { type: 'DIALOG_MASK' },
        { type: 'LOADING_SHOW', timeoutMs: 2000 },
        { type: 'LOADING_HIDE' },
      ],
      abstractContext: (c: { toast: unknown; dialogs: unknown[]; loading: unknown }) => ({
        toast: c.toast !== null,
        dialogs: Math.min(c.dialogs.length, 2),
        loading: c.loading !== null,
      }),
      ignoreContextKeys: ['nextId', 'toast', 'dialogs'],
    },
  }),
  catalogEntry(systemStatusMachine, {
    title: 'System status gate',
    purpose:
      'Loads status and config (cached locally, refreshed in the background) and shows the app, the maintenance page or the region-blocked page (spec §4).',
    fixtures: {
      events: [{ type: 'RETRY' }, { type: 'ONLINE' }],
      outputs: {
        readCachedStatus: [appOpen, null, underMaintenance],
        fetchStatus: [appOpen, underMaintenance, regionBlocked],
        refreshStatus: [appOpen, underMaintenance],
      },
      errors: {
        fetchStatus: [apiError('No Internet', 'NETWORK', 0), apiError('Unknown error', 'HTTP_500', 500)],
      },
      abstractContext: (c: {
        status: { maintenance: boolean; regionRestriction: boolean } | null;
        fromCache: boolean;
      }) => ({
        status: c.status ? [c.status.maintenance, c.status.regionRestriction] : null,
        fromCache: c.fromCache,
      }),
      ignoreContextKeys: ['error'],
    },
  }),
  catalogEntry(siteConfigMachine, {
    title: 'Site config and flags',
    purpose: 'Holds the flags, template flags, vendor mapping, languages and links every screen reads (spec §3, §6).',
    fixtures: {
      events: [{ type: 'CONFIG_LOADED', config: appOpen.config }],
      abstractContext: (c: { config: unknown }) => ({ loaded: c.config !== null }),
    },
  }),
  catalogEntry(languageMachine, {
    title: 'Interface language',
    purpose:
      'Stored locally or taken from config (default EN); downloads only the active language and tells other actors when it changes (spec §1, §2).',
    fixtures: {
      events: [
        { type: 'CHANGE', language: 'JA' },
        { type: 'CHANGE', language: 'EN' },
        { type: 'CONFIG_LOADED', config: { ...appOpen.config, defaultLanguage: 'TH' } },
        { type: 'CONFIG_LOADED', config: appOpen.config },
      ],
      outputs: { loadLanguage: ['EN'] },
      abstractContext: (c: { language: string; chosenByPlayer: boolean }) => ({
        language: c.language,
        chosen: c.chosenByPlayer,
      }),
    },
  }),
  catalogEntry(themeMachine, {
    title: 'Theme',
    purpose: 'Dark (default) or light theme, remembered on this device (spec §3 local flag theme).',
    fixtures: {
      events: [{ type: 'TOGGLE' }, { type: 'SET', theme: 'light' }, { type: 'SET', theme: 'dark' }],
      outputs: { readStoredTheme: ['light', null] },
    },
  }),
];
