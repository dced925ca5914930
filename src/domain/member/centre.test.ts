import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../account/login';
import {
  centreEntryDecision,
  centreGroups,
  centreLayoutOf,
  headIconOf,
  inviteKind,
  pointsOf,
  verificationOf,
  vipLabelIsNumber,
  vipLabelOf,
} from './centre';

const member = (extra: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  type: 0,
  nickname: 'Ann',
  account: 'ann01',
  ...extra,
});
const facts = { memberType: 0, vipOn: true, rewardsOn: true, referralOn: true };

describe('member home layout and header (§3, §6)', () => {
  it("shows the new layout only for mem_cen '1'", () => {
    expect(centreLayoutOf('1')).toBe('new');
    expect(centreLayoutOf('0')).toBe('classic');
    expect(centreLayoutOf(undefined)).toBe('classic');
    expect(centreLayoutOf('')).toBe('classic');
  });

  it('reads the VIP label, 0 when absent or empty', () => {
    expect(vipLabelOf(member({ clubLabel: { labelName: 'VIP3' } }))).toBe('VIP3');
    expect(vipLabelOf(member({ clubLabel: null }))).toBe('0');
    expect(vipLabelOf(member({ clubLabel: { labelName: ' ' } }))).toBe('0');
    expect(vipLabelOf(null)).toBe('0');
  });

  it('a bare level number takes the VIP template; a level name stands as it is', () => {
    expect(vipLabelIsNumber('0')).toBe(true);
    expect(vipLabelIsNumber('3')).toBe(true);
    expect(vipLabelIsNumber('VIP3')).toBe(false);
    expect(vipLabelIsNumber('Gold')).toBe(false);
  });

  it("reads the head icon, '' for the default", () => {
    expect(headIconOf(member({ headIcon: '/wps/member/headIcon/7.png' }))).toBe('/wps/member/headIcon/7.png');
    expect(headIconOf(member({ headIcon: '' }))).toBe('');
    expect(headIconOf(member())).toBe('');
    expect(headIconOf(member({ headIcon: 42 as unknown as string }))).toBe('');
  });

  it('reads the verification state and the points only when member info has them', () => {
    expect(verificationOf(member({ verification: { status: 'UNDER_REVIEW', reason: '' } }))).toBe('UNDER_REVIEW');
    expect(verificationOf(member({ verification: { status: 'HACKED' } }))).toBeNull();
    expect(verificationOf(member())).toBeNull();
    expect(pointsOf(member({ points: 120 }))).toBe(120);
    expect(pointsOf(member({ points: '120' }))).toBeNull();
    expect(pointsOf(member())).toBeNull();
  });
});

describe('member home entries (§4, §6)', () => {
  it('lists VIP benefits only with flag VIP', () => {
    const all = (vipOn: boolean) => centreGroups({ vipOn }).flatMap((g) => g.entries);
    expect(all(true)).toContain('benefits');
    expect(all(false)).not.toContain('benefits');
    expect(all(false)).toEqual(expect.arrayContaining(['deposit', 'messages', 'rewards', 'language', 'theme']));
  });

  it('sends deposit, withdraw, transfer and messages through the real-account rules', () => {
    expect(centreEntryDecision('deposit', facts)).toEqual({ kind: 'go', path: '/m/voucherCenter' });
    expect(centreEntryDecision('transfer', facts)).toEqual({ kind: 'go', path: '/m/withdraw' });
    expect(centreEntryDecision('messages', facts)).toEqual({ kind: 'go', path: '/m/messages' });
    expect(centreEntryDecision('withdraw', { ...facts, memberType: 4 })).toEqual({
      kind: 'refuse',
      messageKey: 'errors.depositRefused',
    });
    expect(centreEntryDecision('messages', { ...facts, memberType: 4 })).toEqual({
      kind: 'refuse',
      messageKey: 'errors.free_reject',
    });
  });

  it('leads to the responsible-gaming page and account activity in one tap (issue 16 items 6, 7)', () => {
    expect(centreGroups({ vipOn: false }).find((g) => g.id === 'account')?.entries).toContain('responsibleGaming');
    expect(centreEntryDecision('responsibleGaming', facts)).toEqual({ kind: 'go', path: '/m/responsibleGaming' });
    expect(centreEntryDecision('accountActivity', facts)).toEqual({ kind: 'go', path: '/m/member/activity' });
  });

  it("answers 'contact service' for rewards without REWCEN3, and follows the invite rule", () => {
    expect(centreEntryDecision('rewards', facts)).toEqual({ kind: 'go', path: '/m/rewardCenter' });
    expect(centreEntryDecision('rewards', { ...facts, rewardsOn: false })).toEqual({
      kind: 'refuse',
      messageKey: 'errors.contact_service',
    });
    expect(centreEntryDecision('invite', { ...facts, memberType: 1 })).toEqual({
      kind: 'go',
      path: '/m/agentRegister',
    });
    expect(centreEntryDecision('invite', facts)).toEqual({ kind: 'go', path: '/m/inviteFriends' });
    expect(centreEntryDecision('invite', { ...facts, referralOn: false })).toEqual({ kind: 'chat' });
    expect(inviteKind(1)).toBe('agent');
    expect(inviteKind(0)).toBe('invite');
  });

  it('leads the other entries to their screens; language and theme act in place', () => {
    expect(centreEntryDecision('records', facts)).toEqual({ kind: 'go', path: '/m/gameRecord?tab=money' });
    expect(centreEntryDecision('gameRecords', facts)).toEqual({ kind: 'go', path: '/m/gameRecord' });
    expect(centreEntryDecision('security', facts)).toEqual({ kind: 'go', path: '/m/member/security' });
    expect(centreEntryDecision('profile', facts)).toEqual({ kind: 'go', path: '/m/member/profile' });
    expect(centreEntryDecision('verification', facts)).toEqual({ kind: 'go', path: '/m/member/verification' });
    expect(centreEntryDecision('benefits', facts)).toEqual({ kind: 'go', path: '/m/member/benefits' });
    expect(centreEntryDecision('leaderboard', facts)).toEqual({ kind: 'go', path: '/m/leaderBoard' });
    expect(centreEntryDecision('help', facts)).toEqual({ kind: 'go', path: '/m/help' });
    expect(centreEntryDecision('feedback', facts)).toEqual({ kind: 'go', path: '/m/feedback' });
    expect(centreEntryDecision('language', facts)).toBeNull();
    expect(centreEntryDecision('theme', facts)).toBeNull();
  });
});
