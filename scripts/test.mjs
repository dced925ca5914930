// `npm test`: type check, lint and the Vitest projects (web, server, faults) side by side, then e2e in Chromium,
// stopping after the first group with a failure; each stage's time is printed at its end and as a table at the end.
import { spawn } from 'node:child_process';

/**
 * Groups run one after the other, the stages of a group at once: tsc keeps one core busy for half a minute, which
 * Vitest's workers leave idle often enough (long files at the end of a project) to absorb most of it.
 */
const GROUPS = [
  [
    { name: 'typecheck', command: 'npm run -s typecheck' },
    { name: 'lint', command: 'npm run -s lint' },
    { name: 'vitest', command: 'npm run -s test:unit' },
  ],
  [{ name: 'e2e', command: 'npm run -s test:e2e' }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run({ name, command }) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      const ms = Date.now() - start;
      console.log(`\n[stage] ${name}: ${ok ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds(ms)}\n`);
      resolve({ name, ms, ok, code: code ?? 1 });
    });
  });
}

const started = Date.now();
const done = [];
let failed = 0;
for (const group of GROUPS) {
  const results = await Promise.all(group.map(run));
  done.push(...results);
  const failure = results.find((r) => !r.ok);
  if (failure) {
    failed = failure.code || 1;
    break;
  }
}
console.log('[stages]');
for (const { name, ms, ok } of done)
  console.log(`  ${name.padEnd(10)} ${seconds(ms).padStart(9)}  ${ok ? 'ok' : 'FAILED'}`);
console.log(
  `  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(9)}  (typecheck, lint and vitest at once)`,
);
process.exit(failed);
