import { describe, expect, it } from 'vitest';
import { formatTable, overBudget, type SizeReport, sizeReport } from '../../scripts/size-report';
import { screenLoaderOf } from '../../src/app/lateScreens';
import { ROUTES } from '../../src/app/routes';

/**
 * Issue 2 item 10: /m/home loads at most 160 KiB gzip of JS first, and no route's own chunk exceeds 30 KiB gzip.
 * Sizes of a build are deterministic, so this is no timing test. `npm run bench` prints the same table.
 */
describe('size budget', () => {
  let report: SizeReport;

  it('builds the site and finds the first load and every route chunk', async () => {
    report = await sizeReport(ROUTES.map((r) => ({ name: r.name, load: screenLoaderOf(r) })));
    console.log(formatTable(report));
    expect(report.firstLoad.js).toBeGreaterThan(0);
    expect(report.firstLoad.files.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(report.routes.map((r) => r.name)).toEqual(ROUTES.map((r) => r.name));
  }, 180_000);

  it('keeps /m/home first-load JS within 160 KiB gzip and each route chunk within 30 KiB gzip', () => {
    expect(report, 'the build step failed').toBeDefined();
    expect(overBudget(report)).toEqual([]);
  });
});
