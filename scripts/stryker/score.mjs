// Mutation scores per area (src/machines/<area>, src/domain/<area>) from Stryker's JSON result: by default the
// committed incremental file, which holds every area's latest result (stryker.config.mjs).
//   node scripts/stryker/score.mjs [--files] [--survivors] [--write docs/quality/mutation.md] [report.json]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => args.includes(name);
const writeTo = args.includes('--write') ? args[args.indexOf('--write') + 1] : null;
const report =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--write') ?? 'docs/quality/stryker-incremental.json';

const { files } = JSON.parse(readFileSync(report, 'utf8'));
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** src/machines/wallet/deposit.ts -> src/machines/wallet; src/domain/constants.ts -> src/domain/*.ts */
function areaOf(file) {
  const parts = file.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : `${parts.slice(0, 2).join('/')}/*.ts`;
}

function tally(mutants) {
  const killed = mutants.filter((m) => DETECTED.has(m.status)).length;
  const survived = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const valid = killed + survived;
  const statics = mutants.filter((m) => m.status === 'Ignored' && /static/i.test(m.statusReason ?? '')).length;
  return { mutants: valid, killed, survived, statics, score: valid ? (100 * killed) / valid : 100 };
}

const byArea = new Map();
for (const [name, file] of Object.entries(files)) {
  const area = areaOf(name);
  byArea.set(area, [...(byArea.get(area) ?? []), [name, file]]);
}
const areas = [...byArea].sort(([a], [b]) => a.localeCompare(b));
const all = tally(Object.values(files).flatMap((f) => f.mutants));
const pct = (n) => `${n.toFixed(1)}%`;

if (option('--files') || option('--survivors')) {
  for (const [name, file] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const t = tally(file.mutants);
    console.log(`${pct(t.score).padStart(6)}  ${t.killed}/${t.mutants}  ${name}`);
    if (!option('--survivors')) continue;
    for (const m of file.mutants.filter((m) => UNDETECTED.has(m.status))) {
      console.log(
        `        ${m.status} ${m.location.start.line}:${m.location.start.column} ${m.mutatorName}: ${m.replacement ?? ''}`,
      );
    }
  }
}
for (const [area, entries] of areas) {
  const t = tally(entries.flatMap(([, f]) => f.mutants));
  console.log(`${pct(t.score).padStart(6)}  ${t.killed}/${t.mutants}  ${area}`);
}
console.log(
  `total ${pct(all.score)}  (${all.killed} of ${all.mutants} mutants detected, ${Object.keys(files).length} files)`,
);

if (writeTo) {
  const date = statSync(report).mtime.toISOString().slice(0, 10);
  // Areas on disk with no result yet (a narrowed run has not reached them) are listed as such, not left out.
  const measured = new Set(areas.map(([area]) => area));
  const unmeasured = ['src/machines', 'src/domain']
    .flatMap((root) =>
      readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${root}/${d.name}`),
    )
    .filter((area) => !measured.has(area))
    .map((area) => `| \`${area}\` | not measured yet | | | | | |`);
  const rows = areas.map(([area, entries]) => {
    const t = tally(entries.flatMap(([, f]) => f.mutants));
    return `| \`${area}\` | ${t.mutants} | ${t.killed} | ${t.survived} | ${pct(t.score)} | ${date} | ${t.statics} |`;
  });
  // Mutants a `// Stryker disable` comment marks as equivalent (its reason says why); diagram metadata is left out.
  const equivalent = Object.entries(files)
    .flatMap(([name, f]) =>
      f.mutants
        .filter((m) => m.status === 'Ignored' && !/diagram text|static/i.test(m.statusReason ?? ''))
        .map((m) => [name, m]),
    )
    .map(
      ([name, m]) =>
        `- \`${name}:${m.location.start.line}\` ${m.mutatorName} \`${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60)}\`: ${m.statusReason ?? ''}`,
    );
  writeFileSync(
    writeTo,
    `# Mutation score

StrykerJS over \`src/machines\` and \`src/domain\` (\`stryker.config.mjs\`), against the journeys and the machine and
domain unit tests (\`vitest.mutation.config.ts\`). Killed counts timeouts; survived counts mutants no test covers.
Static mutants (code run when a module loads: the machine configs) are not run (\`ignoreStatic\`, each would import
every test file again) and not in the score: their count is the last column.
Written by \`node scripts/stryker/score.mjs --write docs/quality/mutation.md\` from the committed incremental file
(\`docs/quality/stryker-incremental.json\`): \`npm run mutation\` retests only the mutants of changed code and tests.

| area | mutants | killed | survived | score | date | static, not run |
| --- | ---: | ---: | ---: | ---: | --- | ---: |
${[...rows, ...unmeasured].join('\n')}
| **all** | ${all.mutants} | ${all.killed} | ${all.survived} | ${pct(all.score)} | ${date} | ${all.statics} |

## Equivalent mutants

Judged equivalent while writing the tests (left alive, counted as survivors above): \`equivalent-mutants.md\`.
Marked in the code with \`// Stryker disable\` and a reason: ${equivalent.length ? `\n\n${equivalent.join('\n')}` : 'none.'}
`,
  );
  console.log(`wrote ${writeTo}`);
}
