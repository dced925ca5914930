import type { TestProject } from 'vitest/node';
import { createTemplate } from './template-db';

/** The `server` project's global set-up: one migrated and seeded database for every API file (template-db.ts). */
export default async function setup(project: TestProject) {
  const { template, drop } = await createTemplate(process.env.DATABASE_URL || undefined);
  project.provide('databaseTemplate', template);
  return drop;
}
