/**
 * A process whose main thread is wedged (a query spinning inside the embedded database: no route, timer or SIGTERM
 * handler runs again) is killed by the watchdog with a log line, so the supervisor can restart it (issue 12
 * finding 2), and a busy but live process is left alone.
 */
import { expect, it } from 'vitest';
import { spawnNode } from './spawn-child';

const script = (wedge: boolean) => `
  const { startEventLoopWatchdog } = await import('./server/event-loop-watchdog.ts');
  startEventLoopWatchdog(1500);
  console.log('watched');
  if (${wedge}) { for (;;) {} }
  // Live: short bursts of work with the event loop turning in between, then a clean end.
  setTimeout(() => process.exit(0), 4000);
  setInterval(() => { const end = Date.now() + 200; while (Date.now() < end) {} }, 300);
`;

it('kills a process whose event loop stopped turning, with a log line', async () => {
  const child = spawnNode(['--import', 'tsx', '--input-type=module', '-e', script(true)]);
  const end = await child.exited;
  expect(end.output).toContain('watched');
  expect(end.output).toMatch(/\[watchdog\] FATAL: the main thread has not run for \d+ s/);
  expect(end.signal).toBe('SIGKILL');
});

it('leaves a busy but live process alone', async () => {
  const child = spawnNode(['--import', 'tsx', '--input-type=module', '-e', script(false)]);
  const end = await child.exited;
  expect(end.output).not.toContain('[watchdog]');
  expect(end.code).toBe(0);
});
