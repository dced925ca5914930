import { type VendorCatalogue, type VendorDirectory, vendorDirectory } from '../../domain/games/vendorSorting';
import type { SiteConfig } from '../../domain/shell/site-config';

const NO_VENDORS: VendorDirectory = vendorDirectory({ sorting: [], vendors: [] });

let last: { config: SiteConfig | null; loaded: VendorCatalogue | null; directory: VendorDirectory } | null = null;

/**
 * The vendor directory the games screens share (§3 mapping, §4 sorting rebuild): the vendors actor's answer in the
 * current language, and the site config's vendors until it comes, so the first paint never waits for it. Built once
 * per (site config, vendors answer) pair and memoised here, so every tile, handler and row that asks gets the same
 * directory (and memos keyed on its mapping hold across components).
 */
export function vendorDirectoryOf(config: SiteConfig | null, loaded: VendorCatalogue | null): VendorDirectory {
  if (last && last.config === config && last.loaded === loaded) return last.directory;
  const source = loaded ?? (config ? { sorting: config.categories, vendors: config.vendors } : null);
  const directory = source ? vendorDirectory(source) : NO_VENDORS;
  last = { config, loaded, directory };
  return directory;
}
