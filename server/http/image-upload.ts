/**
 * Image uploads (spec §9: png or jpg, at most 5 MB): deposit proofs, head icons, verification documents. The type is
 * read from the bytes (magic numbers), never from the file name or the declared type. Upload paths are exempt from
 * the 64 KiB body limit of every other call and carry their own limit (`imageBodyLimit`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, fail } from './envelope';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart body around one image: the file plus its headers and boundaries. */
const IMAGE_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

/** Every path that takes an image body (exempt from the small-body limit in app.ts). */
export const IMAGE_UPLOAD_PATHS = [
  '/wps/deposit/proof',
  '/wps/member/headIcon',
  '/wps/member/verification/document',
] as const;

export type ImageType = 'image/png' | 'image/jpeg';

/** The image type of `bytes` by its magic bytes (the name and the declared type are not believed). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** How one upload call names its refusals (deposit proofs keep their historic PROOF_* codes). */
export interface ImageRefusals {
  tooLarge: () => AppError;
  wrongType: () => AppError;
}

/** The body limit of an image upload route; a larger body answers the route's own "too large". */
export function imageBodyLimit(refusals: ImageRefusals): MiddlewareHandler {
  return bodyLimit({ maxSize: IMAGE_BODY_LIMIT, onError: (c) => fail(c, refusals.tooLarge()) });
}

/** The image in multipart field `file`: its bytes and its type by content, or the route's refusal. */
export async function readImageUpload(
  c: Context,
  refusals: ImageRefusals,
): Promise<{ bytes: Buffer; type: ImageType }> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    throw new AppError('INVALID_INPUT', 'file: send the image as multipart/form-data, field "file"', 400, {
      fields: { file: 'send the image as multipart/form-data, field "file"' },
    });
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new AppError('INVALID_BODY', 'The request body is not a valid form', 400);
  }
  const file = form.file;
  if (!(file instanceof File)) {
    throw new AppError('INVALID_INPUT', 'file: an image is required', 400, {
      fields: { file: 'an image is required' },
    });
  }
  if (file.size > IMAGE_MAX_BYTES) throw refusals.tooLarge();
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (!type) throw refusals.wrongType();
  return { bytes, type };
}
