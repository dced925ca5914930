import { describePath, generateCatalogPaths } from '../../../flows/paths';
import { toSvg } from '../../../flows/svg';
import { plainSentence } from '../../../flows/words';
import { catalog } from '../../../machines/catalog';
import { labelsOf } from '../../../machines/labels';

/**
 * Loaded on demand by the flows page, so elkjs, xstate/graph and the catalog stay out of the route's chunk.
 */
export interface MachineFlow {
  id: string;
  title: string;
  purpose: string;
  states: number;
  transitions: number;
  svg: string;
  /** Each generated path in plain words, one sentence per step. */
  paths: string[][];
}

export function catalogSummary(): { id: string; title: string; purpose: string }[] {
  return catalog.map((e) => ({ id: e.machine.id, title: e.title, purpose: e.purpose }));
}

export async function machineFlow(id: string): Promise<MachineFlow> {
  const entry = catalog.find((e) => e.machine.id === id);
  if (!entry) throw new Error(`no machine ${id}`);
  const generated = generateCatalogPaths(entry.machine, entry.fixtures);
  const labels = labelsOf(id);
  return {
    id,
    title: entry.title,
    purpose: entry.purpose,
    states: generated.model.states.length,
    transitions: generated.model.transitions.length,
    svg: await toSvg(entry.machine, labels),
    paths: generated.paths.map((path) => describePath(path, (t) => plainSentence(t, entry.machine, labels))),
  };
}
