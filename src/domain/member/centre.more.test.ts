import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../account/login';
import { centreGroups, headIconOf, pointsOf, verificationOf, vipLabelIsNumber } from './centre';

const member = (extra: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  type: 0,
  nickname: 'Ann',
  account: 'ann01',
  ...extra,
});

describe('the header card reads member info (§3)', () => {
  it('takes a label as a level number only when it is all digits, spaces around aside', () => {
    expect(vipLabelIsNumber('12')).toBe(true);
    expect(vipLabelIsNumber(' 3 ')).toBe(true);
    expect(vipLabelIsNumber('3a')).toBe(false);
    expect(vipLabelIsNumber('a3')).toBe(false);
    expect(vipLabelIsNumber('')).toBe(false);
  });

  it('trims the head icon address, and has the default icon without a member', () => {
    expect(headIconOf(member({ headIcon: '  /wps/member/headIcon/7.png ' }))).toBe('/wps/member/headIcon/7.png');
    expect(headIconOf(null)).toBe('');
  });

  it('shows the verification badge only for a known state in an object', () => {
    expect(verificationOf(null)).toBeNull();
    expect(verificationOf(member({ verification: null }))).toBeNull();
    expect(verificationOf(member({ verification: 'VERIFIED' }))).toBeNull();
    expect(verificationOf(member({ verification: Object.assign(() => undefined, { status: 'VERIFIED' }) }))).toBeNull();
    expect(verificationOf(member({ verification: { status: 'VERIFIED' } }))).toBe('VERIFIED');
    expect(verificationOf(member({ verification: { status: 'NOT_SIGNED' } }))).toBe('NOT_SIGNED');
  });

  it('shows the points badge only for a finite number', () => {
    expect(pointsOf(null)).toBeNull();
    expect(pointsOf(member({ points: 0 }))).toBe(0);
    expect(pointsOf(member({ points: Number.NaN }))).toBeNull();
    expect(pointsOf(member({ points: Number.POSITIVE_INFINITY }))).toBeNull();
  });
});

describe('the entries of member home, group by group (§4, §6)', () => {
  const wallet = { id: 'wallet', entries: ['deposit', 'withdraw', 'transfer', 'records', 'gameRecords'] };
  const account = {
    id: 'account',
    entries: ['messages', 'profile', 'security', 'verification', 'responsibleGaming', 'accountActivity'],
  };
  const settings = { id: 'settings', entries: ['help', 'feedback', 'language', 'theme'] };

  it('with flag VIP, the benefits group opens with VIP benefits', () => {
    expect(centreGroups({ vipOn: true })).toEqual([
      wallet,
      account,
      { id: 'benefits', entries: ['benefits', 'rewards', 'leaderboard', 'invite'] },
      settings,
    ]);
  });

  it('without flag VIP, the same groups without VIP benefits', () => {
    expect(centreGroups({ vipOn: false })).toEqual([
      wallet,
      account,
      { id: 'benefits', entries: ['rewards', 'leaderboard', 'invite'] },
      settings,
    ]);
  });
});
