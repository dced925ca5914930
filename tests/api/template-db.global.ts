import type { TestProject } from 'vitest/node';
import { createTemplate, withPasswordHashCost } from './template-db';

/** The `server` project's global set-up: one migrated and seeded database for every API file (template-db.ts). */
export default async function setup(project: TestProject) {
  // The seed's passwords at the project's hash cost, as the files' own servers hash theirs; only while seeding, so
  // the workers of other projects (started from this process) do not inherit it.
  const { template, drop } = await withPasswordHashCost(project.config.env.PASSWORD_HASH_LOG_N, () =>
    createTemplate(process.env.DATABASE_URL || undefined),
  );
  project.provide('databaseTemplate', template);
  return drop;
}
