import type { Message } from '../shell/notifications.machine';

/** Server codes of the profile calls that have a message of their own in the player's language. */
const KNOWN = new Set([
  'VERIFICATION_CODE_INVALID',
  'MOBILE_TAKEN',
  'TOO_MANY_REQUESTS',
  'TRIAL_REFUSED',
  'HEAD_ICON_TYPE',
  'HEAD_ICON_TOO_LARGE',
  'INVALID_INPUT',
]);

/** The refusal of a failed profile call as a message: its code's own text, else the generic "try again". */
export function profileRefusal(event: unknown): Message {
  const error = (event as { error?: unknown }).error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  if (typeof code === 'string' && KNOWN.has(code)) return { key: `member.profile.errors.${code}` };
  return { key: 'member.profile.errors.failed' };
}

/** The field messages of an INVALID_INPUT answer (`value.fields`), or null. */
export function serverFields(event: unknown): Record<string, string> | null {
  const error = (event as { error?: unknown }).error;
  const value = typeof error === 'object' && error !== null ? (error as { value?: unknown }).value : null;
  const fields = typeof value === 'object' && value !== null ? (value as { fields?: unknown }).fields : null;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : null;
}
