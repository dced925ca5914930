import type { CatalogEntry } from '../../src/machines/catalog-types';
import type { Journey } from './journey-types';

/**
 * The catalog and the spec journeys, or the error that loading them threw. A machine definition that throws at
 * import (a bad target, an unknown id) must fail a test: a failed import alone fails the file, which a mutation tool
 * reads as no failure.
 */
export async function loadCatalog(): Promise<{ catalog: CatalogEntry[]; journeys: Journey[]; error?: unknown }> {
  try {
    const [{ catalog }, shell, account, games, home] = await Promise.all([
      import('../../src/machines/catalog'),
      import('./journeys/shell.journeys'),
      import('./journeys/account.journeys'),
      import('./journeys/games.journeys'),
      import('./journeys/home.journeys'),
    ]);
    const journeys = [...shell.shellJourneys, ...account.accountJourneys, ...games.gamesJourneys, ...home.homeJourneys];
    return { catalog, journeys };
  } catch (error) {
    return { catalog: [], journeys: [], error };
  }
}
