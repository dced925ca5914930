/**
 * The last line of defence against a wedged process: a worker thread watches a heartbeat the main thread bumps
 * every second. If the main thread stops beating for `stallMs` (a query spinning inside the embedded database, so
 * no route, timer or SIGTERM handler can ever run again), the worker logs one line and kills the process, and the
 * supervisor restarts it. A PANIC the database reports is handled sooner (server/db/database-panic.ts); this
 * catches whatever wedges without saying so.
 */
import { Worker } from 'node:worker_threads';

// Plain JavaScript that runs as CommonJS or as a module alike (the eval follows the parent's --input-type).
const WATCHER = `
const { workerData } = process.getBuiltinModule('node:worker_threads');
const { writeSync } = process.getBuiltinModule('node:fs');
const beats = new Int32Array(workerData.heartbeat);
let last = Atomics.load(beats, 0);
let lastChange = Date.now();
setInterval(() => {
  const now = Date.now();
  const current = Atomics.load(beats, 0);
  if (current !== last) { last = current; lastChange = now; return; }
  if (now - lastChange < workerData.stallMs) return;
  writeSync(2, '[watchdog] FATAL: the main thread has not run for ' + Math.round((now - lastChange) / 1000) +
    ' s (wedged, e.g. by the embedded database): killing the process so the supervisor restarts it\\n');
  process.kill(process.pid, 'SIGKILL');
}, 500);
`;

export interface Watchdog {
  stop(): void;
}

export function startEventLoopWatchdog(stallMs: number): Watchdog {
  const heartbeat = new SharedArrayBuffer(4);
  const beats = new Int32Array(heartbeat);
  const beat = setInterval(() => Atomics.add(beats, 0, 1), 1000);
  beat.unref();
  const worker = new Worker(WATCHER, { eval: true, execArgv: [], workerData: { heartbeat, stallMs } });
  worker.unref();
  return {
    stop() {
      clearInterval(beat);
      void worker.terminate();
    },
  };
}
