/**
 * Test helper: runs a Node process (the server, the supervisor, a fixture script) with its output collected, so a
 * test can wait for a line, signal it and read how it ended. Every child is killed when its test file ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface Child {
  process: ChildProcess;
  /** stdout and stderr, interleaved as they came. */
  readonly output: string;
  /** Resolves when `pattern` shows in the output (rejects after `timeoutMs`, or when the child ends first). */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<void>;
  /** How the child ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

export function spawnNode(args: string[], env: Record<string, string | undefined> = {}): Child {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((done) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      for (const listener of listeners) listener();
      done({ code, signal, output });
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    process: child,
    get output() {
      return output;
    },
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      const found = () => (typeof pattern === 'string' ? output.includes(pattern) : pattern.test(output));
      return new Promise((done, fail) => {
        const check = () => {
          if (found()) {
            cleanup();
            done();
          } else if (ended || child.exitCode !== null || child.signalCode !== null) {
            cleanup();
            fail(new Error(`the child ended before ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          fail(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}
