/**
 * Member home's rules (issue 15 item 1, spec §3 "Member info", §4 "Member centre", "Invite entry", §6 flags): which
 * layout the template asks for, what the header card shows from member info, which entries show and where each leads.
 * Pure: the screen carries the decisions out (app/useEntry.ts).
 */
import type { MemberInfo } from '../account/login';
import { isAgent } from '../account/member';
import { inboxPath } from '../messages/centre';
import { depositEntry, type EntryDecision, inviteEntry, realMemberEntry, rewardCentreEntry } from '../shell/navigation';
import { pathTo } from '../shell/paths';

/** §6 template flag mem_cen: '1' is the new member centre (card header and tile grid), anything else the classic one. */
export type CentreLayout = 'new' | 'classic';

export function centreLayoutOf(memCen: string | null | undefined): CentreLayout {
  return memCen === '1' ? 'new' : 'classic';
}

/** §3: the VIP label is clubLabel.labelName, shown as 0 when absent. */
export function vipLabelOf(member: MemberInfo | null): string {
  const label = member?.clubLabel?.labelName;
  return typeof label === 'string' && label.trim() !== '' ? label : '0';
}

/** A bare level number reads under the "VIP {{label}}" template ("VIP 0"); a level's own name ("VIP1", "Gold") as it is. */
export function vipLabelIsNumber(label: string): boolean {
  return /^\d+$/.test(label.trim());
}

/** The head icon's address (issue 15 PROFILE `headIcon`); '' means the default icon. */
export function headIconOf(member: MemberInfo | null): string {
  const icon = member?.headIcon;
  return typeof icon === 'string' ? icon.trim() : '';
}

/** §4 account verification states, as member info carries them (issue 15 VERIFY `verification.status`). */
export type VerificationStatus = 'NOT_SIGNED' | 'UNDER_REVIEW' | 'VERIFIED';
const VERIFICATION_STATES: readonly string[] = ['NOT_SIGNED', 'UNDER_REVIEW', 'VERIFIED'];

/** The verification state when member info has one, else null (the badge is left out). */
export function verificationOf(member: MemberInfo | null): VerificationStatus | null {
  const verification = member?.verification;
  if (!verification || typeof verification !== 'object') return null;
  const status = (verification as { status?: unknown }).status;
  return typeof status === 'string' && VERIFICATION_STATES.includes(status) ? (status as VerificationStatus) : null;
}

/** The points balance when member info has one (issue 15 REWARDS `points`), else null (the badge is left out). */
export function pointsOf(member: MemberInfo | null): number | null {
  const points = member?.points;
  return typeof points === 'number' && Number.isFinite(points) ? points : null;
}

/** Every entry of member home; `benefits` is VIP benefits, `invite` reads "agent" for agents (§4 invite rule). */
export type CentreEntryId =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'records'
  | 'gameRecords'
  | 'messages'
  | 'profile'
  | 'security'
  | 'verification'
  | 'responsibleGaming'
  | 'accountActivity'
  | 'benefits'
  | 'rewards'
  | 'leaderboard'
  | 'invite'
  | 'help'
  | 'feedback'
  | 'language'
  | 'theme';

export type CentreGroupId = 'wallet' | 'account' | 'benefits' | 'settings';

export interface CentreGroup {
  id: CentreGroupId;
  entries: CentreEntryId[];
}

/** What the entries depend on: the member type (§6) and the flags VIP, REWCEN3 and REFERRAL. */
export interface CentreFacts {
  memberType: number | null;
  vipOn: boolean;
  rewardsOn: boolean;
  referralOn: boolean;
}

/** The entries in their groups, the same in both layouts; VIP benefits only with flag VIP (§6). */
export function centreGroups(facts: Pick<CentreFacts, 'vipOn'>): CentreGroup[] {
  const benefits: CentreEntryId[] = facts.vipOn
    ? ['benefits', 'rewards', 'leaderboard', 'invite']
    : ['rewards', 'leaderboard', 'invite'];
  return [
    { id: 'wallet', entries: ['deposit', 'withdraw', 'transfer', 'records', 'gameRecords'] },
    {
      id: 'account',
      entries: ['messages', 'profile', 'security', 'verification', 'responsibleGaming', 'accountActivity'],
    },
    { id: 'benefits', entries: benefits },
    { id: 'settings', entries: ['help', 'feedback', 'language', 'theme'] },
  ];
}

/** The invite entry's name (§4): agents (type above 0) go to agent registration, players invite friends. */
export function inviteKind(memberType: number | null): 'agent' | 'invite' {
  return isAgent(memberType) ? 'agent' : 'invite';
}

/**
 * Where an entry leads, through the entry rules of §4/§6 (deposit, withdraw, inbox and transfer need a real account;
 * the reward centre needs REWCEN3; invite follows the invite rule). Language and theme act on the screen: null.
 */
export function centreEntryDecision(id: CentreEntryId, facts: CentreFacts): EntryDecision | null {
  switch (id) {
    case 'deposit':
      return depositEntry(facts.memberType);
    case 'withdraw':
    case 'transfer':
      // The wallets panel with the transfer lives on the withdraw screen (issue 14 item 3).
      return realMemberEntry(facts.memberType, pathTo('withdraw'));
    case 'records':
      return { kind: 'go', path: pathTo('gameRecord', { tab: 'money' }) };
    case 'gameRecords':
      return { kind: 'go', path: pathTo('gameRecord') };
    case 'messages':
      return realMemberEntry(facts.memberType, inboxPath());
    case 'profile':
      return { kind: 'go', path: pathTo('memberProfile') };
    case 'security':
      return { kind: 'go', path: pathTo('memberSecurity') };
    case 'verification':
      return { kind: 'go', path: pathTo('memberVerification') };
    case 'responsibleGaming':
      return { kind: 'go', path: pathTo('responsibleGaming') };
    case 'accountActivity':
      return { kind: 'go', path: pathTo('accountActivity') };
    case 'benefits':
      return { kind: 'go', path: pathTo('memberBenefits') };
    case 'rewards':
      return rewardCentreEntry(facts.rewardsOn);
    case 'leaderboard':
      return { kind: 'go', path: pathTo('leaderBoard') };
    case 'invite':
      return inviteEntry(facts.memberType, facts.referralOn);
    case 'help':
      return { kind: 'go', path: pathTo('help') };
    case 'feedback':
      return { kind: 'go', path: pathTo('feedback') };
    case 'language':
    case 'theme':
      return null;
  }
}
