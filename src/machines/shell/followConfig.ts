import { type AnyActorRef, fromCallback } from 'xstate';
import type { SiteConfig } from '../../domain/shell/site-config';

/** What a follower of the site config receives: the config known now (if any), then each newer one. */
export type ConfigLoaded = { type: 'CONFIG_LOADED'; config: SiteConfig };

/**
 * The one config-change mechanism (ARCHITECTURE "One actor system"): an actor that follows the site config invokes
 * this; it hands over the config the `siteConfig` actor of the system holds now, then each one it emits. A machine
 * run alone (tests, diagrams) has no siteConfig in its system: nothing arrives.
 */
export const followConfig = fromCallback<ConfigLoaded>(({ system, sendBack }) => {
  const siteConfig = system.get('siteConfig') as AnyActorRef | undefined;
  if (!siteConfig) return;
  const now = (siteConfig.getSnapshot() as { context?: { config?: SiteConfig | null } }).context?.config;
  if (now) sendBack({ type: 'CONFIG_LOADED', config: now });
  const subscription = siteConfig.on('configChanged', (event: { config: SiteConfig }) =>
    sendBack({ type: 'CONFIG_LOADED', config: event.config }),
  );
  return () => subscription.unsubscribe();
});
