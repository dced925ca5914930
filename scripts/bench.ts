/**
 * `npm run bench`: the performance report (issue 5 "Speed").
 * - Sizes: builds the site into a temp dir, prints the gzip sizes of what /m/home loads first and of each route's own
 *   chunk, checks the budgets of issue 2 (the exit code says whether they hold) and writes bench-report/sizes.json.
 * - Lighthouse 12, mobile preset, against `npm start` in Chromium (scripts/lighthouse.ts): /m/home and
 *   /m/gameLobbyCenter?gameCategory=RNG, the median of LIGHTHOUSE_RUNS runs each (default 3), written to
 *   bench-report/lighthouse.json and lighthouse-<page>.{json,html}. A report: scores vary with the machine.
 * `npm run bench -- --sizes` prints the sizes only (fast, no browser).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screenLoaderOf } from '../src/app/lateScreens';
import { ROUTES } from '../src/app/routes';
import { auditPages, formatLighthouse, lighthouseProblems } from './lighthouse';
import { formatTable, overBudget, ROOT, sizeReport } from './size-report';

export async function bench(options: { lighthouse: boolean }): Promise<{ problems: string[] }> {
  const report = await sizeReport(ROUTES.map((r) => ({ name: r.name, load: screenLoaderOf(r) })));
  const reportDir = join(ROOT, 'bench-report');
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, 'sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatTable(report));
  const problems = overBudget(report);
  console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nWithin budget.');
  console.log('Written: bench-report/sizes.json');
  if (!options.lighthouse) return { problems };

  console.log('\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), against npm start...');
  const results = await auditPages(reportDir);
  await writeFile(join(reportDir, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatLighthouse(results));
  const below = lighthouseProblems(results);
  console.log(below.length ? `\nBelow the aims:\n  ${below.join('\n  ')}` : '\nLighthouse aims met.');
  console.log('Written: bench-report/lighthouse.json, bench-report/lighthouse-<page>.{json,html}');
  return { problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { problems } = await bench({ lighthouse: !process.argv.includes('--sizes') });
  if (problems.length) process.exitCode = 1;
}
