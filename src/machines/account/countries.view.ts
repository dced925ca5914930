import type { SnapshotFrom } from 'xstate';
import type { countriesMachine } from './countries.machine';

/** The dialing codes the phone fields offer (§7 country list). */
export const countries = (s: SnapshotFrom<typeof countriesMachine>) => s.context.countries;
