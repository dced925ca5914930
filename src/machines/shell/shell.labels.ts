import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { languageMachine } from './language.machine';
import type { notificationsMachine } from './notifications.machine';
import type { siteConfigMachine } from './siteConfig.machine';
import type { systemStatusMachine } from './systemStatus.machine';
import type { themeMachine } from './theme.machine';

/** Plain-language words for the shell's diagrams (docs/flows), by machine id then event type. */
export const shellLabels: AreaLabels = {
  notifications: labelsFor<typeof notificationsMachine>({
    events: {
      TOAST: 'A screen shows a short message',
      TOAST_DISMISS: 'The player dismisses the message',
      ALERT: 'A screen asks for an alert popup',
      CONFIRM: 'A screen asks for a confirm popup',
      DIALOG_CONFIRM: 'The player taps the popup’s confirm button',
      DIALOG_CANCEL: 'The player taps the popup’s cancel button',
      DIALOG_MASK: 'The player taps outside the popup',
      LOADING_SHOW: 'A screen starts a loading indicator',
      LOADING_HIDE: 'The screen’s work is finished',
    },
    guards: {
      hasQueuedDialog: 'a popup is waiting',
      moreDialogsQueued: 'another popup is waiting',
    },
    delays: {
      toastDuration: 'the message’s time on screen',
      loadingTimeout: 'the loading indicator’s time limit',
    },
  }),
  systemStatus: labelsFor<typeof systemStatusMachine>({
    events: {
      RETRY: 'The player taps Retry',
      ONLINE: 'The device is back online',
    },
    actors: {
      readCachedStatus: 'the saved status read',
      fetchStatus: 'the status call',
      refreshStatus: 'the background status check',
    },
    guards: {
      cacheUsable: 'the saved status says the site is open',
      isFromCache: 'the status came from the saved copy',
      isOffline: 'the device has no connection',
      isMaintenance: 'the site is under maintenance',
      isRegionBlocked: 'the player’s region is blocked',
    },
  }),
  siteConfig: labelsFor<typeof siteConfigMachine>({
    events: { CONFIG_LOADED: 'The site settings arrived' },
  }),
  language: labelsFor<typeof languageMachine>({
    events: {
      CHANGE: 'The player picks a language',
      CONFIG_LOADED: 'The site settings arrived',
    },
    actors: { loadLanguage: 'the language texts download' },
    guards: {
      isNewLanguage: 'it differs from the current one',
      configPicksAnotherLanguage: 'the player chose none and the site’s default differs',
    },
  }),
  theme: labelsFor<typeof themeMachine>({
    events: {
      TOGGLE: 'The player switches the theme',
      SET: 'The player picks a theme',
    },
    actors: { readStoredTheme: 'the saved theme read' },
    guards: {
      storedLight: 'light was saved',
      wantsLight: 'light is picked',
      wantsDark: 'dark is picked',
    },
  }),
};
