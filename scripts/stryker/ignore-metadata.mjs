// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/**
 * Leaves out mutants of what only people read: a state's `description` and a machine's `meta` (the diagrams show
 * them; no behaviour depends on them, so a changed description is an equivalent mutant by construction).
 */
const metadataKeys = new Set(['description', 'meta']);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-metadata', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      if (!path.isObjectProperty()) return undefined;
      const key = path.node.key;
      const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
      return name && metadataKeys.has(name) ? 'Descriptions and meta are diagram text, not behaviour' : undefined;
    },
  }),
];
