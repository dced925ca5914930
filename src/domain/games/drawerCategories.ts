/** Game categories the side menu offers (spec §2), in the spec's order. */
export const DRAWER_CATEGORIES = ['LIVE', 'FISH', 'SPORTS', 'COCKFIGHT', 'ELOTT'] as const;

/**
 * The categories the side menu lists: those of §2 that the vendor mapping gives at least one vendor. The mapping
 * must be the rebuilt one (§4, `VendorDirectory.mapping`): cock fight exists only after the rebuild splits sports,
 * so reading the raw config categories never lists it while home, the lobby and the footer do.
 */
export function drawerCategories(rebuiltMapping: Readonly<Record<string, readonly string[]>>): string[] {
  return DRAWER_CATEGORIES.filter((category) => (rebuiltMapping[category]?.length ?? 0) > 0);
}
