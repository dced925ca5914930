import { assign, setup } from 'xstate';
import type { SiteConfig } from '../../domain/shell/site-config';
import { chooseImageCdn } from '../../services/shell/cdn';

interface Context {
  config: SiteConfig | null;
  imageCdn: string | null;
}

type Events = { type: 'CONFIG_LOADED'; config: SiteConfig };

/**
 * The site config and flags actor (spec §6, §3): flags, template flags, vendor mapping, languages, links.
 * The status gate hands it each config it loads; screens read it through siteConfig.selectors.ts.
 */
export const siteConfigMachine = setup({
  types: {} as { context: Context; events: Events },
  actions: {
    storeConfig: assign(({ event }) => ({
      config: event.config,
      imageCdn: chooseImageCdn(event.config.imageCDNs),
    })),
    notifyConfigChanged: ({ context, system }) => {
      if (context.config) system.get('language')?.send({ type: 'CONFIG_LOADED', config: context.config });
    },
  },
}).createMachine({
  id: 'siteConfig',
  description: 'Holds the site config and flags that every screen reads.',
  context: { config: null, imageCdn: null },
  initial: 'empty',
  states: {
    empty: {
      description: 'No config yet (the status gate is still loading).',
      on: { CONFIG_LOADED: { target: 'ready', actions: ['storeConfig', 'notifyConfigChanged'] } },
    },
    ready: {
      description: 'Config known; a newer one (background refresh) replaces it.',
      on: { CONFIG_LOADED: { actions: ['storeConfig', 'notifyConfigChanged'] } },
    },
  },
});
