/**
 * The registration field names (spec §2, §3 payload, §5 field rules), shared by the client's form and the server's
 * config and register route: one list, so a field added on one side cannot be missed on the other.
 */

/** Registration fields that follow the method-specific ones, in display order (§2). */
export const EXTRA_REGISTER_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

/** Registration fields of §2/§3 that the settings can enable: the method-specific ones, then the extras. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  ...EXTRA_REGISTER_FIELDS,
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
