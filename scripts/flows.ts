/**
 * `npm run flows`: writes docs/flows/<machine-id>.mmd, <machine-id>.svg and index.md for every catalog machine;
 * files of machines no longer in the catalog are removed.
 *
 * The catalog is loaded through Vite's SSR module loader (no server is listened on), because app modules use Vite
 * features that plain tsx lacks (`import.meta.glob` for the lazy locales, `import.meta.env`).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { flowDocs as FlowDocs } from '../src/flows/docs';
import type { CatalogEntry } from '../src/machines/catalog-types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs', 'flows');

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { flowDocs } = (await vite.ssrLoadModule('/src/flows/docs.ts')) as { flowDocs: typeof FlowDocs };
  const { catalog } = (await vite.ssrLoadModule('/src/machines/catalog.ts')) as { catalog: CatalogEntry[] };
  const files = await flowDocs(catalog);
  await mkdir(outDir, { recursive: true });
  for (const name of await readdir(outDir)) {
    if (/\.(mmd|svg|md)$/.test(name) && !files.has(name)) await rm(join(outDir, name));
  }
  for (const [name, content] of files) await writeFile(join(outDir, name), content);
  console.log(`docs/flows: ${files.size} files for ${catalog.length} machines`);
} finally {
  await vite.close();
}
