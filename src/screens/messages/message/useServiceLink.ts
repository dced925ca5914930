import { useSelector } from '@xstate/react';
import { useAppActor } from '../../../app/system';
import type { SiteConfig } from '../../../domain/shell/site-config';
import { selectConfig } from '../../../machines/shell/siteConfig.view';

/** Server type '3' is the service link (spec §3 "Customer service entry"); CS is the general one. */
function serviceLinkOf(config: SiteConfig | null): string | null {
  const entries = config?.customerService ?? [];
  const link = (type: string) => entries.find((e) => e.csType === type && e.path)?.path ?? null;
  return link('3') ?? link('CS');
}

/**
 * The affiliate-service link of the message centre: the one place the hub reads customer-service links. For now
 * the site config's customerService list; the customer-service machine (decrypted /wps/system/customerService)
 * takes its place when it is in.
 */
export function useServiceLink(): string | null {
  const siteConfigActor = useAppActor('siteConfig');
  const config = useSelector(siteConfigActor, selectConfig);
  return serviceLinkOf(config);
}
