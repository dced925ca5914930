import { isObject, type Loose } from '../loose';
/**
 * The site configuration the status call carries (spec §3 "Status response", §6 flags), normalised so that a
 * platform that leaves a field out still gives the app a complete, typed config.
 */

export interface VendorInfo {
  vassalage: string;
  displayName: string;
  logoUrl?: string;
  categories?: string[];
}

/** §3 "Vendor sorting item". */
export interface VendorSortingItem {
  gameCategory: string;
  vendorNames: { vassalage: string; accountTypeName: string }[];
}

export interface Link {
  type: string;
  url: string;
}

export interface CustomerServiceEntry {
  csType: string;
  path: string;
}

export interface DownloadLink {
  resourceType: string;
  url: string;
}

export interface SiteConfig {
  merchantCode: string;
  flags: Record<string, boolean>;
  /** Template flags: mem_cen '1' = new member centre; dep_func '1' = new deposit detail. */
  mobileTemplate: { mem_cen: string; dep_func: string };
  vendors: VendorInfo[];
  categories: VendorSortingItem[];
  languages: { code: string; name: string }[];
  defaultLanguage: string;
  /**
   * As the status answer gives it (§3). Not read by the site, nor kept as a fallback: customer service comes from its
   * own call, with encrypted paths (machines/messages/customerService.machine.ts), and one that fails shows no link.
   */
  customerService: CustomerServiceEntry[];
  downloadLinks: DownloadLink[];
  socialLinks: Link[];
  imageCDNs: string[];
  /** The flows page (/m/flows) outside dev builds. */
  flowsPage: boolean;
  /** Live model feature: without it the m_live banners are dropped. */
  liveModel: boolean;
  /** Registration settings and rule sets, as the server sends them (read by the account machines). */
  register: Record<string, unknown>;
  /** Everything else the server sent, untouched. */
  raw: Record<string, unknown>;
}

export interface SystemStatusResponse {
  config: SiteConfig;
  ip: string;
  maintenance: boolean;
  regionRestriction: boolean;
}

const arrayOf = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

function flagsOf(v: unknown): Record<string, boolean> {
  if (Array.isArray(v)) return Object.fromEntries(v.filter((f) => typeof f === 'string').map((f) => [f, true]));
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).map(([k, on]) => [k, on === true || on === '1' || on === 1]));
}

function linksOf(v: unknown): Link[] {
  if (Array.isArray(v)) return v.filter(isObject).map((l) => ({ type: str(l.type).toUpperCase(), url: str(l.url) }));
  if (isObject(v)) return Object.entries(v).map(([type, url]) => ({ type: type.toUpperCase(), url: str(url) }));
  return [];
}

export function normaliseConfig(info: unknown): SiteConfig {
  const i: Loose = isObject(info) ? info : {};
  const template: Loose = isObject(i.mobileTemplate) ? i.mobileTemplate : {};
  const languages = arrayOf<Loose>(i.languages)
    .filter(isObject)
    .map((l) => ({ code: str(l.code).toUpperCase(), name: str(l.name, str(l.code)) }))
    .filter((l) => l.code);
  return {
    merchantCode: str(i.merchantCode, str(i.merchant)),
    flags: flagsOf(i.flags),
    mobileTemplate: { mem_cen: str(template.mem_cen, '0'), dep_func: str(template.dep_func, '0') },
    vendors: arrayOf<VendorInfo>(i.vendors).filter((v) => isObject(v) && typeof v.vassalage === 'string'),
    categories: arrayOf<VendorSortingItem>(i.categories).filter(
      (c) => isObject(c) && typeof c.gameCategory === 'string',
    ),
    languages,
    defaultLanguage: str(i.defaultLanguage, 'EN').toUpperCase(),
    customerService: arrayOf<Loose>(i.customerService)
      .filter(isObject)
      .map((c) => ({ csType: str(c.csType, str(c.type)), path: str(c.path, str(c.url)) })),
    downloadLinks: arrayOf<Loose>(i.downloadLinks ?? i.resources)
      .filter(isObject)
      .map((d) => ({ resourceType: str(d.resourceType), url: str(d.url) }))
      .filter((d) => d.resourceType && d.url),
    socialLinks: linksOf(i.socialLinks),
    imageCDNs: arrayOf<unknown>(i.imageCDNs).filter((u): u is string => typeof u === 'string' && u.length > 0),
    flowsPage: i.flowsPage === true,
    liveModel: i.liveModel !== false,
    register: isObject(i.register) ? i.register : {},
    raw: i,
  };
}

/** Reads the status call's `value` (§3): info, location.ip, maintenance, regionRestriction. */
export function normaliseStatus(value: unknown): SystemStatusResponse {
  const v: Loose = isObject(value) ? value : {};
  const location: Loose = isObject(v.location) ? v.location : {};
  return {
    config: normaliseConfig(v.info),
    ip: str(location.ip),
    maintenance: v.maintenance === true,
    regionRestriction: v.regionRestriction === true,
  };
}

/**
 * The config's own mapping by category, before the §4 rebuild. Screens use the rebuilt one
 * (`vendorDirectory(...).mapping`), which also has the categories the rebuild splits out (cock fight, esports).
 */
export function vendorMapping(config: SiteConfig): Record<string, string[]> {
  const mapping: Record<string, string[]> = {};
  for (const item of config.categories) {
    mapping[item.gameCategory] = item.vendorNames.map((v) => v.vassalage);
  }
  return mapping;
}

/** The site's name (§3 `info.siteName`, else the white label's name); empty when the config names none. */
export function siteNameOf(config: SiteConfig | null): string {
  if (!config) return '';
  const whitelabel = isObject(config.raw.whitelabel) ? config.raw.whitelabel : {};
  return str(config.raw.siteName).trim() || str(whitelabel.name).trim();
}
