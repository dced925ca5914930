import type { TFunction } from 'i18next';
import type { MemberInfo } from '../../domain/account/login';
import { vipLabelIsNumber, vipLabelOf } from '../../domain/member/centre';

/** The member's VIP label as the side menu and member home show it: "VIP 0" for a bare number, else the level's name. */
export function vipLabelText(member: MemberInfo | null, t: TFunction): string {
  const label = vipLabelOf(member);
  return vipLabelIsNumber(label) ? t('shell.vipLabel', { label }) : label;
}
