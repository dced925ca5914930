/**
 * The `server` project runs its files one after another in the same worker (no module isolation: each file would
 * otherwise load the server and compile PGlite again, about half the project's time). A file that sets an
 * environment variable (an operator token, the site's address) must not hand it to the next file: each file ends
 * with the environment its worker started with.
 */
import { afterAll } from 'vitest';

const atStart = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name];
  Object.assign(process.env, atStart);
});
