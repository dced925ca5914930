/**
 * Head icons (issue 15 item 5): the built-in set, drawn here as small SVGs, and uploaded images kept as files under
 * <data directory>/head-icons with a random name (the name is the address: it changes with every upload, so the old
 * one stops answering once its file is removed).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageType } from '../http/image-upload';

const GLYPHS: Record<string, { colour: string; path: string }> = {
  sun: { colour: '#f5a623', path: '<circle cx="32" cy="32" r="12" fill="#fff"/>' },
  moon: { colour: '#4a5bd4', path: '<path d="M38 18a15 15 0 1 0 8 26 12 12 0 0 1-8-26z" fill="#fff"/>' },
  star: {
    colour: '#d43f6a',
    path: '<path d="M32 16l4.7 10 11 1.2-8.2 7.4 2.3 10.8L32 40l-9.8 5.4 2.3-10.8-8.2-7.4 11-1.2z" fill="#fff"/>',
  },
  leaf: { colour: '#2e9e5b', path: '<path d="M20 44c0-16 10-26 26-26 0 16-10 26-26 26z" fill="#fff"/>' },
  wave: {
    colour: '#1f8fb8',
    path: '<path d="M14 36c6-8 12-8 18 0s12 8 18 0v8c-6 8-12 8-18 0s-12-8-18 0z" fill="#fff"/>',
  },
  bolt: { colour: '#7b3fd4', path: '<path d="M35 14L20 36h10l-3 14 17-23H33z" fill="#fff"/>' },
};

/** The SVG of a built-in icon, or null for an id without a drawing. */
export function presetSvg(id: string): string | null {
  const glyph = GLYPHS[id];
  if (!glyph) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${glyph.colour}"/>${glyph.path}</svg>`;
}

export const presetAddress = (id: string) => `/wps/headIcons/presets/${id}.svg`;
export const uploadAddress = (file: string) => `/wps/headIcons/${file}`;

/** An uploaded icon's file name: 32 hex characters and its type's extension. */
export const UPLOAD_FILE = /^[0-9a-f]{32}\.(png|jpg)$/;

/** The address the site shows for a stored `head_icon` value ('' = the default icon). */
export function headIconAddress(stored: string): string {
  if (stored.startsWith('preset:')) return presetAddress(stored.slice('preset:'.length));
  if (stored.startsWith('upload:')) return uploadAddress(stored.slice('upload:'.length));
  return '';
}

const folder = (dataDir: string) => join(dataDir, 'head-icons');

/** Writes an upload under a new random name; answers the stored value `upload:<file>`. */
export async function saveUpload(dataDir: string, bytes: Buffer, type: ImageType): Promise<string> {
  const file = `${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await mkdir(folder(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(join(folder(dataDir), file), bytes, { mode: 0o600 });
  return `upload:${file}`;
}

/** Removes the file of a stored value when it is an upload (a replaced or abandoned icon). */
export async function removeUpload(dataDir: string, stored: string): Promise<void> {
  if (!stored.startsWith('upload:')) return;
  const file = stored.slice('upload:'.length);
  if (UPLOAD_FILE.test(file)) await rm(join(folder(dataDir), file), { force: true });
}

/** The bytes and type of an uploaded icon, or null when there is no such file. */
export async function readUpload(dataDir: string, file: string): Promise<{ bytes: Buffer; type: string } | null> {
  if (!UPLOAD_FILE.test(file)) return null;
  try {
    const bytes = await readFile(join(folder(dataDir), file));
    return { bytes, type: file.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch {
    return null;
  }
}
