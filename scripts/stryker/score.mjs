// Mutation scores from one or more Stryker JSON reports (per-area runs add up to the whole): per file and in
// total, newest report winning for a file measured twice. `node scripts/stryker/score.mjs [--survivors] <json...>`
import { readFileSync, statSync } from 'node:fs';

const args = process.argv.slice(2);
const showSurvivors = args.includes('--survivors');
const reports = args.filter((a) => !a.startsWith('--')).sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
if (!reports.length) reports.push('reports/mutation/mutation.json');

const files = new Map();
for (const report of reports) {
  for (const [name, file] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) files.set(name, file);
}

const detected = new Set(['Killed', 'Timeout']);
const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
let total = { detected: 0, valid: 0 };
const rows = [];
for (const [name, file] of [...files].sort()) {
  const valid = file.mutants.filter((m) => counted.has(m.status));
  const hit = valid.filter((m) => detected.has(m.status)).length;
  total = { detected: total.detected + hit, valid: total.valid + valid.length };
  rows.push(
    `${valid.length ? ((100 * hit) / valid.length).toFixed(1).padStart(5) : '  n/a'}%  ${hit}/${valid.length}  ${name}`,
  );
  if (showSurvivors) {
    for (const m of valid.filter((m) => !detected.has(m.status))) {
      rows.push(
        `        ${m.status} ${m.location.start.line}:${m.location.start.column} ${m.mutatorName}: ${m.replacement ?? ''}`,
      );
    }
  }
}
console.log(rows.join('\n'));
console.log(
  `total ${((100 * total.detected) / total.valid).toFixed(1)}%  (${total.detected} of ${total.valid} mutants detected, ${files.size} files)`,
);
