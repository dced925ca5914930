import type { CatalogEntry } from '../../src/machines/catalog-types';
import type { Journey } from './journey-types';

/** Every journey file (`journeys/*.journeys.ts`): each exports its journeys as arrays. */
const journeyFiles = import.meta.glob<Record<string, unknown>>('./journeys/*.journeys.ts');

/**
 * The catalog and the spec journeys, or the error that loading them threw. A machine definition that throws at
 * import (a bad target, an unknown id) must fail a test: a failed import alone fails the file, which a mutation tool
 * reads as no failure.
 */
export async function loadCatalog(): Promise<{ catalog: CatalogEntry[]; journeys: Journey[]; error?: unknown }> {
  try {
    const [{ catalog }, ...files] = await Promise.all([
      import('../../src/machines/catalog'),
      ...Object.values(journeyFiles).map((load) => load()),
    ]);
    const journeys = files.flatMap((exports) => Object.values(exports).filter(Array.isArray).flat() as Journey[]);
    return { catalog, journeys };
  } catch (error) {
    return { catalog: [], journeys: [], error };
  }
}
