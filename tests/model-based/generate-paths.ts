/**
 * Generates the paths of the catalog machines named on the command line into the path cache (path-cache.ts):
 * `node --import tsx tests/model-based/generate-paths.ts <machine id>...`. The global set-up runs one per core.
 */
import { catalog } from '../../src/machines/catalog';
import { stubbedMachine } from './harness';
import { generateIntoCache } from './path-cache';

for (const id of process.argv.slice(2)) {
  const entry = catalog.find((e) => e.machine.id === id);
  if (!entry) throw new Error(`no catalog machine ${id}`);
  generateIntoCache(entry, stubbedMachine(entry));
}
