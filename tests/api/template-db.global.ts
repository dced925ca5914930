import type { TestProject } from 'vitest/node';
import { createTemplate } from './template-db';

/** The `server` project's global set-up: one migrated and seeded database for every API file (template-db.ts). */
export default async function setup(project: TestProject) {
  // The seed's passwords at the project's hash cost, as the files' own servers hash theirs; only while seeding, so
  // the workers of other projects (started from this process) do not inherit it.
  const cost = project.config.env.PASSWORD_HASH_LOG_N;
  const before = process.env.PASSWORD_HASH_LOG_N;
  if (cost !== undefined) process.env.PASSWORD_HASH_LOG_N = String(cost);
  try {
    const { template, drop } = await createTemplate(process.env.DATABASE_URL || undefined);
    project.provide('databaseTemplate', template);
    return drop;
  } finally {
    if (before === undefined) delete process.env.PASSWORD_HASH_LOG_N;
    else process.env.PASSWORD_HASH_LOG_N = before;
  }
}
