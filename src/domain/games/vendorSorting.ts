import type { VendorInfo, VendorSortingItem } from '../shell/site-config';

/**
 * Vendor sorting rebuild (spec §4): the BGS slot vendor becomes its own category placed first; sports is split
 * into sports, cock fight and esports, the latter two right after sports.
 */

export interface VendorName {
  vassalage: string;
  accountTypeName: string;
}

export interface VendorSorting {
  gameCategory: string;
  vendorNames: VendorName[];
}

/** The BGS slot vendor's code, which is also the name of the category it becomes. */
export const BGS = 'BGS';
const COCKFIGHT_HINT = /COCK|SABONG|SV388|S128|WS168|DS88/i;
const ESPORTS_HINT = /E-?SPORT|^TF$|^IA$|AVIA/i;

/** Which part of sports a vendor belongs to: its account type name says so, else its code gives it away. */
export function sportsKind(vendor: VendorName): 'SPORTS' | 'COCKFIGHT' | 'ESPORTS' {
  if (COCKFIGHT_HINT.test(vendor.accountTypeName) || COCKFIGHT_HINT.test(vendor.vassalage)) return 'COCKFIGHT';
  // E-?SPORT covers "esport" in either field (a search of both joined by a space finds nothing more).
  if (ESPORTS_HINT.test(vendor.accountTypeName) || ESPORTS_HINT.test(vendor.vassalage)) return 'ESPORTS';
  return 'SPORTS';
}

function merge(into: VendorSorting | undefined, vendors: VendorName[], category: string): VendorSorting {
  const existing = into?.vendorNames ?? [];
  const seen = new Set(existing.map((v) => v.vassalage));
  return { gameCategory: category, vendorNames: [...existing, ...vendors.filter((v) => !seen.has(v.vassalage))] };
}

export function rebuildVendorSorting(items: readonly VendorSorting[]): VendorSorting[] {
  const out: VendorSorting[] = [];
  let bgs: VendorName[] = [];
  const extra: Record<'COCKFIGHT' | 'ESPORTS', VendorName[]> = { COCKFIGHT: [], ESPORTS: [] };
  const standalone: Partial<Record<'COCKFIGHT' | 'ESPORTS', VendorSorting>> = {};

  for (const item of items) {
    const category = item.gameCategory.toUpperCase();
    if (category === 'RNG') {
      bgs = bgs.concat(item.vendorNames.filter((v) => v.vassalage.toUpperCase() === BGS));
      const rest = item.vendorNames.filter((v) => v.vassalage.toUpperCase() !== BGS);
      if (rest.length) out.push({ gameCategory: 'RNG', vendorNames: rest });
    } else if (category === 'SPORTS') {
      const sports: VendorName[] = [];
      for (const v of item.vendorNames) {
        const kind = sportsKind(v);
        if (kind === 'SPORTS') sports.push(v);
        else extra[kind].push(v);
      }
      out.push({ gameCategory: 'SPORTS', vendorNames: sports });
    } else if (category === 'COCKFIGHT' || category === 'ESPORTS') {
      standalone[category] = merge(standalone[category], item.vendorNames, category);
    } else {
      out.push({ gameCategory: category, vendorNames: [...item.vendorNames] });
    }
  }

  const sportsAt = out.findIndex((i) => i.gameCategory === 'SPORTS');
  const split = (['COCKFIGHT', 'ESPORTS'] as const)
    .map((c) => merge(standalone[c], extra[c], c))
    .filter((i) => i.vendorNames.length > 0);
  if (sportsAt >= 0) {
    if (out[sportsAt]?.vendorNames.length === 0) out.splice(sportsAt, 1, ...split);
    else out.splice(sportsAt + 1, 0, ...split);
  } else out.push(...split);

  if (bgs.length) out.unshift({ gameCategory: BGS, vendorNames: bgs });
  return out;
}

/** The mapping by category (§3): category -> vendor codes. */
export function mappingOf(items: readonly VendorSorting[]): Record<string, string[]> {
  return Object.fromEntries(items.map((i) => [i.gameCategory, i.vendorNames.map((v) => v.vassalage)]));
}

/** Vendors of one category, in sorting order. */
export function vendorsOf(items: readonly VendorSorting[], category: string): VendorName[] {
  return items.find((i) => i.gameCategory === category)?.vendorNames ?? [];
}

/** The vendors the games screens show: the sorting rebuilt (§4), the mapping by category (§3), each vendor by code. */
export interface VendorDirectory {
  sorting: VendorSorting[];
  mapping: Record<string, string[]>;
  byCode: Map<string, VendorInfo>;
}

export function vendorDirectory(source: {
  sorting: readonly VendorSorting[];
  vendors: readonly VendorInfo[];
}): VendorDirectory {
  const sorting = rebuildVendorSorting(source.sorting);
  return { sorting, mapping: mappingOf(sorting), byCode: new Map(source.vendors.map((v) => [v.vassalage, v])) };
}

/** The platform's vendors in the current language (§3 "Vendor sorting item", display names and logos). */
export interface VendorCatalogue {
  /** As the platform sends it; the site rebuilds it (domain/vendorSorting.ts). */
  sorting: VendorSortingItem[];
  vendors: VendorInfo[];
}
