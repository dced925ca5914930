/**
 * The forced password change (spec §4, issue 15): a password the operator issued must be changed at the first login
 * (FIRST_LOGIN); any password older than the site's `member.passwordMaxAgeDays` (0 = never) must be changed
 * (EXPIRED). While one is pending the server answers only member info, the password change and logout, and the site
 * shows only the change-password screen. Pure: the server and the site share it.
 */
export type PasswordChangeReason = 'FIRST_LOGIN' | 'EXPIRED';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why this account must change its password now, or null. An operator-issued password wins over its age. */
export function passwordChangeDue(
  account: { mustChange: boolean; changedAt: Date },
  maxAgeDays: number,
  now: Date,
): PasswordChangeReason | null {
  if (account.mustChange) return 'FIRST_LOGIN';
  if (maxAgeDays > 0 && now.getTime() - account.changedAt.getTime() >= maxAgeDays * DAY_MS) return 'EXPIRED';
  return null;
}

/** Reads the reason from a login answer or member info (anything else: none pending). */
export function passwordChangeOf(value: unknown): PasswordChangeReason | null {
  return value === 'FIRST_LOGIN' || value === 'EXPIRED' ? value : null;
}

/** The server paths a session may still call while a change is pending. */
export const PASSWORD_CHANGE_ALLOWED_PATHS: readonly string[] = [
  '/wps/member/info',
  '/wps/member/password',
  '/wps/session/logout',
];
