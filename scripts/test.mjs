// `npm test`: type check, lint, the Vitest projects (web, server, faults), then e2e in Chromium, one after another,
// stopping at the first that fails; each stage's time is printed at its end and as a table at the end.
import { spawnSync } from 'node:child_process';

const STAGES = [
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'lint', command: 'npm run -s lint' },
  { name: 'vitest', command: 'npm run -s test:unit' },
  { name: 'e2e', command: 'npm run -s test:e2e' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];
let failed = 0;
for (const { name, command } of STAGES) {
  const start = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  done.push({ name, ms: Date.now() - start, ok: status === 0 });
  console.log(
    `\n[stage] ${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds(Date.now() - start)}\n`,
  );
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}
console.log('[stages]');
for (const { name, ms, ok } of done)
  console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(9)}  ${ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(10)} ${seconds(done.reduce((n, s) => n + s.ms, 0)).padStart(9)}`);
process.exit(failed);
