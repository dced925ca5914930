import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE "Screens and UI": HTML the site did not write is sanitized before it is rendered. The one place
 * that inserts HTML is `src/ui/SafeHtml.tsx` (DOMPurify); any other HTML sink in the site's code fails here.
 */
const ROOT = join(import.meta.dirname, '../..');
const ALLOWED = new Set(['src/ui/SafeHtml.tsx']);
const SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|createContextualFragment|srcdoc/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('HTML sinks', () => {
  it('exist only in SafeHtml, which sanitizes', () => {
    const files = sourceFiles(join(ROOT, 'src')).map((path) => relative(ROOT, path));
    expect(files).toContain('src/ui/SafeHtml.tsx');
    const sinks = files.filter((file) => !ALLOWED.has(file) && SINKS.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(sinks).toEqual([]);
  });
});
