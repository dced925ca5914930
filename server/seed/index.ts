/** Seeds run once, on an empty database, after the migrations (marker `seeded` in app_meta). */
import type { Db } from '../db/db';
import { type ContentSeedOptions, seedContent } from './content';
import { seedMembers } from './members';

export async function seedOnce(db: Db, options: ContentSeedOptions = {}): Promise<boolean> {
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = 'seeded'`);
  if (rows.length > 0) return false;
  await db.transaction(async (tx) => {
    await seedMembers(tx);
    await seedContent(tx, options);
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ('seeded', now()::text)`);
  });
  return true;
}
