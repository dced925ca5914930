import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowDocs } from '../../src/flows/docs';
import { catalog } from '../../src/machines/catalog';
import { stubbedMachine } from '../model-based/harness';
import { sharedPaths } from '../model-based/path-cache';

/** The run's shared paths (generated once: tests/model-based/path-cache.ts). */
const pathCount = (entry: (typeof catalog)[number]) => sharedPaths(entry, stubbedMachine(entry)).generated.paths.length;

/** The committed diagrams in docs/flows must be what `npm run flows` writes today. */
const dir = resolve(__dirname, '..', '..', 'docs', 'flows');

describe('docs/flows', () => {
  it('matches the catalog (run npm run flows)', async () => {
    const files = await flowDocs(catalog, pathCount);
    expect(files.size).toBe(catalog.length * 2 + 1);
    const problems: string[] = [];
    for (const [name, content] of files) {
      const path = join(dir, name);
      if (!existsSync(path)) problems.push(`${name} is missing`);
      else if (readFileSync(path, 'utf8') !== content) problems.push(`${name} is out of date`);
    }
    const committed = existsSync(dir) ? readdirSync(dir).filter((n) => /\.(mmd|svg|md)$/.test(n)) : [];
    for (const name of committed) if (!files.has(name)) problems.push(`${name} belongs to no catalog machine`);
    expect(problems, 'run npm run flows').toEqual([]);
    // Laying out every machine's diagram takes minutes on a loaded two-core machine.
  }, 300_000);

  it('draws every machine with its states in Mermaid and SVG', async () => {
    const files = await flowDocs(catalog.slice(0, 1), pathCount);
    const first = catalog[0]!;
    const mmd = files.get(`${first.machine.id}.mmd`) ?? '';
    const svg = files.get(`${first.machine.id}.svg`) ?? '';
    expect(mmd.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(svg).toContain('<svg');
    for (const node of Object.values(first.machine.root.states) as { key: string }[]) {
      expect(mmd).toContain(`"${node.key}`);
      expect(svg).toContain(`>${node.key}`);
    }
  });
});
