/**
 * The ID images of account verification on disk: DATA_DIR/verification/<member id>/<side>, never in the database,
 * never under the site's static files; only the operator API reads them back. A file is written beside its final
 * name and renamed, so a reader never sees half an image.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VerificationSide } from './state';

function memberDir(dataDir: string, memberId: number): string {
  return join(dataDir, 'verification', String(memberId));
}

export async function writeDocument(
  dataDir: string,
  memberId: number,
  side: VerificationSide,
  bytes: Buffer,
): Promise<string> {
  const dir = memberDir(dataDir, memberId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, side);
  const temporary = `${path}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, path);
  return side;
}

/** The bytes of a stored side, or null when the file is gone. */
export async function readDocument(dataDir: string, memberId: number, side: VerificationSide): Promise<Buffer | null> {
  try {
    return await readFile(join(memberDir(dataDir, memberId), side));
  } catch {
    return null;
  }
}
