import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house plan's arrows (ARCHITECTURE "The house"): screens -> machines, machines -> domain, app/root -> machines +
 * services. A file that imports against them, or an actor created at module level, fails here.
 */
const ROOT = resolve(__dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The repo-relative files a source file imports (relative imports only; packages are not checked here). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(ROOT, resolve(join(ROOT, dirname(file)), spec)));
}

function violations(dir: string, forbidden: string[]): string[] {
  return sourcesUnder(dir).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((f) => target.startsWith(f)))
      .map((target) => `${file} imports ${target}`),
  );
}

/** The text of each `assign(...)` call's argument (parentheses matched; good enough for this code base's style). */
function assignBodies(text: string): string[] {
  const bodies: string[] = [];
  for (const match of text.matchAll(/\bassign\(/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    bodies.push(text.slice(start, i - 1));
  }
  return bodies;
}

describe('the house plan', () => {
  it('machines import only xstate, domain and other machines: no services, no app, no React', () => {
    expect(violations('src/machines', ['src/services', 'src/app', 'src/screens', 'src/ui'])).toEqual([]);
  });

  it('screens and ui import no services', () => {
    expect(violations('src/screens', ['src/services'])).toEqual([]);
    expect(violations('src/ui', ['src/services', 'src/machines', 'src/app', 'src/screens'])).toEqual([]);
  });

  it('assignments only compute context: no sends, notifications, navigation, clock or randomness inside assign', () => {
    const effectful = /notify\(|requestNavigation\(|\.send\(|sendTo\(|Date\.now|Math\.random|new Date\(/;
    const offenders = sourcesUnder('src/machines').flatMap((file) =>
      assignBodies(readFileSync(join(ROOT, file), 'utf8'))
        .filter((body) => effectful.test(body))
        .map((body) => `${file}: ${body.slice(0, 60)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('domain imports nothing outside domain', () => {
    expect(
      violations('src/domain', ['src/services', 'src/machines', 'src/app', 'src/screens', 'src/ui', 'src/flows']),
    ).toEqual([]);
  });

  it('creates no actor at module level: the root is created in main.tsx, screen actors inside components', () => {
    const moduleLevel = sourcesUnder('src').filter((file) =>
      /^(export )?(const|let) \w+ = createActor\(/m.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(moduleLevel).toEqual(['src/main.tsx']);
  });

  it('builds addresses with the path builders: no literal /m/ paths outside domain/shell/paths.ts', () => {
    // Catalogs are fixtures: an address there is a sample the machine is given, not one the app builds.
    const literal = sourcesUnder('src').filter(
      (file) =>
        file !== 'src/domain/shell/paths.ts' &&
        !file.endsWith('.catalog.ts') &&
        /['`]\/m\/[A-Za-z]/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(literal).toEqual([]);
  });
});
