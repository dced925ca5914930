/**
 * What the built site's screens are made of, read from Vite's manifest (dist/.vite/manifest.json): the JS chunks and
 * stylesheets a screen's module needs. A first view (./firstView.ts) has public/first-view.js ask for the chunks
 * together with the app's own (instead of one round trip after the app's script), and links the stylesheets at the
 * end of the body after inlining what its layer needs of them (./criticalCss.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenAssets {
  /** JS files (relative to the site's base) the screen's module imports, beyond what the entry loads already. */
  scripts: string[];
  /** Stylesheets of the entry and of the screen, in cascade order. */
  stylesheets: string[];
}

/** The manifest of `distDir`, read again only when the build changes it. */
export function siteManifest(distDir: string): (screenSource: string) => ScreenAssets | null {
  const path = join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  const read = (): Manifest | null => {
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    return cached.manifest;
  };

  return (screenSource) => {
    const manifest = read();
    const screen = manifest?.[screenSource];
    const entryKey = manifest && Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!manifest || !screen || !entryKey) return null;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      return seen;
    };
    const loadedByEntry = closure(entryKey);
    const screenChunks = [...closure(screenSource)];
    const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.css ?? []);
    return {
      scripts: screenChunks.filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key]!.file),
      stylesheets: [...new Set([...cssOf(loadedByEntry), ...cssOf(screenChunks)])],
    };
  };
}
