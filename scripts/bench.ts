/**
 * `npm run bench`: the performance report. Builds the site into a temp dir, prints the gzip sizes of what /m/home
 * loads first and of each route's own chunk, checks the budgets of issue 2, and writes bench-report/sizes.json.
 *
 * `npm run bench -- --lighthouse` also runs the registered Lighthouse runs (see LIGHTHOUSE HOOK below).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROUTES } from '../src/app/routes';
import { formatTable, overBudget, ROOT, type SizeReport, sizeReport } from './size-report';

// ---------------------------------------------------------------------------------------------------------------
// LIGHTHOUSE HOOK (for the games helper): push Lighthouse 12 runs into `lighthouseRuns`. Each run gets the report
// directory and returns the metrics to record (e.g. { performance: 0.97, lcpMs: 1800 }); it starts and stops what
// it needs itself (npm start on a free port, Chromium at /usr/bin/chromium). Results land in
// bench-report/lighthouse.json. Runs only with `--lighthouse`, so the plain bench stays fast and offline.
// ---------------------------------------------------------------------------------------------------------------
export interface LighthouseRun {
  name: string;
  run: (context: { reportDir: string }) => Promise<Record<string, number>>;
}
export const lighthouseRuns: LighthouseRun[] = [];

export async function runLighthouse(reportDir: string): Promise<Record<string, Record<string, number>>> {
  const results: Record<string, Record<string, number>> = {};
  if (lighthouseRuns.length === 0) lighthouseRuns.push(...(await import('./lighthouse')).lighthouseRuns());
  if (lighthouseRuns.length === 0) {
    console.log('Lighthouse: no runs registered yet (scripts/bench.ts, LIGHTHOUSE HOOK).');
    return results;
  }
  for (const r of lighthouseRuns) {
    results[r.name] = await r.run({ reportDir });
    console.log(`Lighthouse ${r.name}: ${JSON.stringify(results[r.name])}`);
  }
  await writeFile(join(reportDir, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

export async function bench(options: { lighthouse: boolean }): Promise<{ report: SizeReport; problems: string[] }> {
  const report = await sizeReport(ROUTES);
  const reportDir = join(ROOT, 'bench-report');
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, 'sizes.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatTable(report));
  const problems = overBudget(report);
  console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nWithin budget.');
  console.log('Written: bench-report/sizes.json');
  if (options.lighthouse) await runLighthouse(reportDir);
  return { report, problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { problems } = await bench({ lighthouse: process.argv.includes('--lighthouse') });
  if (problems.length) process.exitCode = 1;
}
