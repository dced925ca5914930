import type { SnapshotFrom } from 'xstate';
import { type SiteConfig, siteNameOf } from '../../domain/shell/site-config';
import type { siteConfigMachine } from './siteConfig.machine';

type Snapshot = SnapshotFrom<typeof siteConfigMachine>;

export const selectConfig = (s: Snapshot): SiteConfig | null => s.context.config;

/** The image CDN picked for this visit (§9), null until the config names one. */
export const selectImageCdn = (s: Snapshot): string | null => s.context.imageCdn;

/** The site's name for the document title (issue 11); empty until the config names one. */
export const selectSiteName = (s: Snapshot): string => siteNameOf(s.context.config);

/** The operator turned the diagrams page on (`flowsPage`, off by default). */
export const selectFlowsPage = (s: Snapshot): boolean => s.context.config?.flowsPage === true;

/** A feature flag of §6 (USERNAMEREG3, CBS3, VIP, ...). Off until the config says otherwise. */
export const selectFlag =
  (name: string) =>
  (s: Snapshot): boolean =>
    s.context.config?.flags[name] === true;
