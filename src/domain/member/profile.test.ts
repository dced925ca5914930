import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../machines/member/profile.catalog';
import {
  ageOn,
  birthdayProblem,
  headIconProblem,
  headIconProblemOfCode,
  latestBirthday,
  parseDay,
  profileProblems,
} from './profile';

const today = { year: 2026, month: 6, day: 15 };
const saved = { nickname: 'Lucky', birthday: '', address: '', nationality: '', occupation: '', sourceOfIncome: '' };

describe('birthday', () => {
  it('reads only real calendar days', () => {
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('1990-13-01')).toBeNull();
    expect(parseDay('1990-1-1')).toBeNull();
  });

  it('is at least 18 years ago, counting the day itself', () => {
    expect(ageOn({ year: 2008, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, today)).toBe(17);
    expect(birthdayProblem('2008-06-15', today, 18)).toBeNull();
    expect(birthdayProblem('2008-06-16', today, 18)).toBe('tooYoung');
    expect(birthdayProblem('1890-01-01', today, 18)).toBe('tooOld');
    expect(birthdayProblem('15/06/2000', today, 18)).toBe('format');
    expect(birthdayProblem('', today, 18)).toBeNull();
  });

  it('gives the date picker the latest allowed day (29 February falls back to the 28th)', () => {
    expect(latestBirthday(today, 18)).toBe('2008-06-15');
    expect(latestBirthday({ year: 2028, month: 2, day: 29 }, 18)).toBe('2010-02-28');
  });
});

describe('head icon checks before sending', () => {
  it('takes png and jpg from 1 byte to 5 MB', () => {
    expect(headIconProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(headIconProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(headIconProblem({ name: 'a.png', type: 'image/png', size: 6 * 1024 * 1024 })).toBe('tooLarge');
    expect(headIconProblem({ name: 'a.png', type: 'text/plain', size: 10 })).toBe('type');
    expect(headIconProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(headIconProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('empty');
  });

  it("reads the server's refusals as the same problems", () => {
    expect(headIconProblemOfCode('HEAD_ICON_TYPE')).toBe('type');
    expect(headIconProblemOfCode('HEAD_ICON_TOO_LARGE')).toBe('tooLarge');
    expect(headIconProblemOfCode('OTHER')).toBeNull();
  });
});

describe('profile field problems', () => {
  it('checks only what changed, under the configured rules', () => {
    const options = profileFixture.options;
    expect(profileProblems(saved, saved, options, today)).toEqual({});
    const problems = profileProblems(
      {
        nickname: '<x>',
        birthday: '2015-01-01',
        address: 'abc',
        nationality: 'XX',
        occupation: 'ok job',
        sourceOfIncome: 'LOTTO',
      },
      saved,
      options,
      today,
    );
    expect(Object.keys(problems).sort()).toEqual(['address', 'birthday', 'nationality', 'nickname', 'sourceOfIncome']);
    expect(problems.nickname).toEqual({ text: 'Name format not valid' });
    // Clearing a label-only field is allowed.
    expect(
      profileProblems({ ...saved, address: '' }, { ...saved, address: '12 Rizal Street' }, options, today),
    ).toEqual({});
  });
});
