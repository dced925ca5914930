/**
 * One money call's attempt: the payload and the idempotency key made for it (by the implementation, never here).
 * Submitting the same payload again after a failure is a retry of that attempt and reuses its key; a changed payload
 * is a new attempt with a new key; a success ends the attempt.
 */
export interface Attempt<P> {
  payload: P;
  key: string;
}

/** The same attempt: a payload equal (field by field) to the one the key was made for. */
export function sameAttempt<P extends object>(attempt: Attempt<P> | null, payload: P): attempt is Attempt<P> {
  if (!attempt) return false;
  const a = attempt.payload as Record<string, unknown>;
  const b = payload as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/** The server's refusal code of a failed call, read by shape (machines import no services). */
export function codeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/** The error a failed call's event carries. */
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** The refusal's data (`value`), read by shape. */
export const errorValueOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;
