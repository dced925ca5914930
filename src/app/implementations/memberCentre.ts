import type { ImplementationEntry } from '../root';

/** Browser implementations of the machines for member home (classic and new layout), its entries and the trial alert. */
export const memberCentreImplementations: ImplementationEntry[] = [];
