/** Reading JSON the server sent, leniently: an answer's shape is checked, never trusted. */

/** A JSON object whose fields are not known yet. */
export type Loose = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
