import { assign, emit, setup } from 'xstate';
import { pickImageCdn } from '../../domain/shell/images';
import type { SiteConfig } from '../../domain/shell/site-config';

interface Context {
  config: SiteConfig | null;
  imageCdn: string | null;
  /** A number in [0, 1) drawn once per visit (the root's input): picks the image CDN among the configured ones. */
  cdnPick: number;
}

type Events = { type: 'CONFIG_LOADED'; config: SiteConfig };

export interface SiteConfigInput {
  /** Randomness comes in as input (spec §9 "chosen at random"); 0 picks the first CDN. */
  cdnPick?: number;
}

/** Emitted with each config: actors that follow the config hear it through `followConfig` (listeners.ts). */
export type SiteConfigEmitted = { type: 'configChanged'; config: SiteConfig };

/**
 * The site config and flags actor (spec §6, §3): flags, template flags, vendor mapping, languages, links.
 * The status gate hands it each config it loads; screens read it through siteConfig.view.ts; actors that follow
 * the config (language, login) invoke `followConfig`, which hears the `configChanged` it emits.
 */
export const siteConfigMachine = setup({
  types: {} as {
    context: Context;
    events: Events;
    input: SiteConfigInput | undefined;
    emitted: SiteConfigEmitted;
  },
  actions: {
    storeConfig: assign(({ context, event }) => ({
      config: event.config,
      imageCdn: pickImageCdn(event.config.imageCDNs, context.cdnPick),
    })),
    notifyConfigChanged: emit(({ event }) => ({ type: 'configChanged' as const, config: event.config })),
  },
}).createMachine({
  id: 'siteConfig',
  description: 'Holds the site config and flags that every screen reads.',
  context: ({ input }) => ({ config: null, imageCdn: null, cdnPick: input?.cdnPick ?? 0 }),
  initial: 'empty',
  states: {
    empty: {
      description: 'No config yet (the status gate is still loading).',
      on: {
        CONFIG_LOADED: {
          target: 'ready',
          actions: ['storeConfig', 'notifyConfigChanged'],
        },
      },
    },
    ready: {
      description: 'Config known; a newer one (background refresh) replaces it.',
      on: {
        CONFIG_LOADED: { actions: ['storeConfig', 'notifyConfigChanged'] },
      },
    },
  },
});
