/**
 * Size report shared by `npm run bench` and tests/tooling/size-budget.test.ts: measures the site's one build (`dist/`,
 * built first when stale, scripts/ensure-build.mjs, so a test run builds once for this and the e2e servers):
 * - first load of /m/home: the entry chunk, its static imports, their CSS, and the home route's lazy chunk with its
 *   own static imports and CSS;
 * - each route's own chunk: the chunk of the screen module its `load` imports in src/app/routes.ts.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DIST, ensureBuild } from './ensure-build.mjs';

export const KiB = 1024;
/** Issue 2 item 10: the budgets. */
export const BUDGET = { firstLoadJs: 160 * KiB, routeChunk: 30 * KiB } as const;

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteSize {
  name: string;
  /** The screen module the route lazily loads, relative to the repo. */
  screen: string;
  chunk: string;
  gzip: number;
  bytes: number;
}

export interface SizeReport {
  firstLoad: { js: number; css: number; files: FileSize[] };
  routes: RouteSize[];
  budget: typeof BUDGET;
}

/** `load: () => import('../screens/x/XScreen')` -> the module path, from the function's own source text. */
export function importPathOf(load: () => unknown): string | undefined {
  const match = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(load.toString());
  return match?.[1];
}

function manifestKeyFor(manifest: Manifest, specifier: string): string | undefined {
  const fromApp = specifier.startsWith('/')
    ? specifier.slice(1)
    : relative(ROOT, resolve(ROOT, 'src', 'app', specifier))
        .split('\\')
        .join('/');
  const base = fromApp.replace(/\.(tsx?|jsx?)$/, '');
  for (const candidate of [fromApp, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (manifest[candidate]) return candidate;
  }
  return undefined;
}

/** The site's one build (`dist/`, built when stale, as `npm start` does) and its manifest. */
export async function buildSite(): Promise<{ outDir: string; manifest: Manifest }> {
  ensureBuild({ quiet: true });
  const manifest = JSON.parse(await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { outDir: DIST, manifest };
}

async function sizeOf(outDir: string, file: string): Promise<FileSize> {
  const content = await readFile(join(outDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The chunk keys a chunk pulls in statically (itself included), depth first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

export async function measure(
  outDir: string,
  manifest: Manifest,
  routes: { name: string; load: () => unknown }[],
): Promise<SizeReport> {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const home = routes.find((r) => r.name === 'home');
  const homeSpecifier = home ? importPathOf(home.load) : undefined;
  const homeKey = homeSpecifier ? manifestKeyFor(manifest, homeSpecifier) : undefined;
  if (!homeKey) throw new Error(`cannot find the home screen chunk (${homeSpecifier ?? 'no load import'})`);

  const keys = staticClosure(manifest, entryKey);
  staticClosure(manifest, homeKey, keys);
  const jsFiles = [...keys].map((k) => manifest[k]!.file);
  const cssFiles = [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))];
  const files: FileSize[] = [];
  for (const f of [...jsFiles, ...cssFiles]) files.push(await sizeOf(outDir, f));
  const js = files.filter((f) => f.file.endsWith('.js')).reduce((n, f) => n + f.gzip, 0);
  const css = files.filter((f) => f.file.endsWith('.css')).reduce((n, f) => n + f.gzip, 0);

  const routeSizes: RouteSize[] = [];
  for (const r of routes) {
    const specifier = importPathOf(r.load);
    const key = specifier ? manifestKeyFor(manifest, specifier) : undefined;
    if (!key) throw new Error(`route ${r.name}: no chunk for ${specifier ?? 'its load function'}`);
    const chunk = manifest[key]!.file;
    const size = await sizeOf(outDir, chunk);
    routeSizes.push({ name: r.name, screen: key, chunk, gzip: size.gzip, bytes: size.bytes });
  }
  return { firstLoad: { js, css, files }, routes: routeSizes, budget: BUDGET };
}

/** Build when stale, then measure. */
export async function sizeReport(routes: { name: string; load: () => unknown }[]): Promise<SizeReport> {
  const { outDir, manifest } = await buildSite();
  return measure(outDir, manifest, routes);
}

export function kib(bytes: number): string {
  return `${(bytes / KiB).toFixed(1)} KiB`;
}

/** Budget violations, in words (empty when within budget). */
export function overBudget(report: SizeReport): string[] {
  const out: string[] = [];
  if (report.firstLoad.js > BUDGET.firstLoadJs) {
    out.push(`first load of /m/home: ${kib(report.firstLoad.js)} gzip of JS > ${kib(BUDGET.firstLoadJs)}`);
  }
  for (const r of report.routes) {
    if (r.gzip > BUDGET.routeChunk)
      out.push(`route ${r.name} (${r.chunk}): ${kib(r.gzip)} gzip > ${kib(BUDGET.routeChunk)}`);
  }
  return out;
}

/** The report as a plain-text table. */
export function formatTable(report: SizeReport): string {
  const rows: [string, string, string][] = [
    ['First load of /m/home', '', ''],
    ...report.firstLoad.files.map((f): [string, string, string] => [`  ${f.file}`, kib(f.bytes), kib(f.gzip)]),
    ['  JS total (gzip)', '', `${kib(report.firstLoad.js)} / ${kib(BUDGET.firstLoadJs)}`],
    ['  CSS total (gzip)', '', kib(report.firstLoad.css)],
    ['Route chunks (own chunk)', '', ''],
    ...report.routes.map((r): [string, string, string] => [`  ${r.name} (${r.chunk})`, kib(r.bytes), kib(r.gzip)]),
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length), 10);
  const w1 = Math.max(...rows.map((r) => r[1].length), 8);
  const header = `${'what'.padEnd(w0)}  ${'raw'.padStart(w1)}  gzip`;
  return [
    header,
    '-'.repeat(header.length + 12),
    ...rows.map((r) => `${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2]}`),
  ].join('\n');
}
