import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayProblem,
  latestBirthday,
  type ProfileOptions,
  type ProfileValues,
  parseDay,
  passesRule,
  profileProblems,
} from './profile';

const today = { year: 2026, month: 6, day: 15 };
const options: ProfileOptions = {
  rules: {
    nickname: { regExp: '^[a-z]*$', message: 'Lower-case letters only' },
    email: { regExp: '^\\S+@\\S+$', message: 'Email format incorrect' },
    mobileNum: { regExp: '^[0-9]+$', message: 'Mobile number not valid' },
    address: { regExp: '^[a-z]+$', message: 'Address in lower-case letters' },
    occupation: { regExp: '^[a-z]+$', message: 'Occupation in lower-case letters' },
    minAgeYears: 18,
  },
  incomeSources: ['SALARY', 'BUSINESS'],
  nationalities: [
    { code: 'PH', name: 'Philippines' },
    { code: 'JP', name: 'Japan' },
  ],
  headIcons: [],
  defaultCountryDialingCode: '63',
};
const saved: ProfileValues = {
  nickname: 'lucky',
  birthday: '',
  address: '',
  nationality: '',
  occupation: '',
  sourceOfIncome: '',
};
const problemsOf = (values: Partial<ProfileValues>, was: Partial<ProfileValues> = {}) =>
  profileProblems({ ...saved, ...values }, { ...saved, ...was }, options, today);

describe('calendar days', () => {
  it('reads the whole text as YYYY-MM-DD, nothing before or after', () => {
    expect(parseDay('2000-01-31')).toEqual({ year: 2000, month: 1, day: 31 });
    expect(parseDay('x2000-01-31')).toBeNull();
    expect(parseDay('2000-01-31x')).toBeNull();
  });

  it('refuses a year below 100, which the calendar would read as 19xx', () => {
    expect(parseDay('0050-01-01')).toBeNull();
    expect(parseDay('0100-01-01')).toEqual({ year: 100, month: 1, day: 1 });
  });

  it('counts a birthday later in the year, or later in the same month, as not reached yet', () => {
    expect(ageOn({ year: 2000, month: 7, day: 1 }, today)).toBe(25);
    expect(ageOn({ year: 2000, month: 5, day: 20 }, today)).toBe(26);
    expect(ageOn({ year: 2000, month: 6, day: 10 }, today)).toBe(26);
    expect(ageOn({ year: 2000, month: 6, day: 20 }, today)).toBe(25);
  });

  it('takes an age of 120 exactly, refuses 121', () => {
    expect(birthdayProblem('1906-06-15', today, 18)).toBeNull();
    expect(birthdayProblem('1905-06-15', today, 18)).toBe('tooOld');
  });

  it('pads the year to four digits and the day to two for the date picker', () => {
    expect(latestBirthday({ year: 118, month: 6, day: 15 }, 18)).toBe('0100-06-15');
    expect(latestBirthday({ year: 2026, month: 6, day: 5 }, 18)).toBe('2008-06-05');
  });
});

describe('the nickname', () => {
  it('is needed: clearing it is refused even when the rule would take an empty text', () => {
    expect(problemsOf({ nickname: '' })).toEqual({ nickname: { text: 'Lower-case letters only' } });
    expect(problemsOf({ nickname: '   ' })).toEqual({ nickname: { text: 'Lower-case letters only' } });
  });

  it('is checked without the spaces around it', () => {
    expect(problemsOf({ nickname: ' lucky ' })).toEqual({});
    expect(problemsOf({ nickname: ' ann ' })).toEqual({});
    expect(problemsOf({ nickname: 'Ann' })).toEqual({ nickname: { text: 'Lower-case letters only' } });
  });

  it('a saved nickname the rule now refuses is not flagged while unchanged, spaces aside', () => {
    expect(problemsOf({ nickname: 'Old Name' }, { nickname: 'Old Name' })).toEqual({});
    expect(problemsOf({ nickname: ' Old Name ' }, { nickname: 'Old Name' })).toEqual({});
    expect(problemsOf({ nickname: 'Old Name' }, { nickname: ' Old Name ' })).toEqual({});
  });
});

describe('the birthday field', () => {
  it('is checked without the spaces around it', () => {
    expect(problemsOf({ birthday: ' 2000-01-01 ' })).toEqual({});
    expect(problemsOf({ birthday: ' 2010-01-01 ' })).toEqual({
      birthday: { key: 'member.profile.errors.birthday.tooYoung', params: { age: 18 } },
    });
  });
});

describe('address and occupation', () => {
  it("are checked without the spaces around them, under their own rule's message", () => {
    expect(problemsOf({ address: ' rizal ', occupation: ' teacher ' })).toEqual({});
    expect(problemsOf({ address: 'Rizal 12', occupation: 'x1' })).toEqual({
      address: { text: 'Address in lower-case letters' },
      occupation: { text: 'Occupation in lower-case letters' },
    });
  });

  it('an unchanged value is not checked again', () => {
    expect(problemsOf({ address: 'Rizal 12' }, { address: 'Rizal 12' })).toEqual({});
  });
});

describe('nationality and source of income', () => {
  it('take any listed choice', () => {
    expect(problemsOf({ nationality: 'JP', sourceOfIncome: 'BUSINESS' })).toEqual({});
    expect(problemsOf({ nationality: 'PH', sourceOfIncome: 'SALARY' })).toEqual({});
  });

  it('refuse a choice that is not listed', () => {
    expect(problemsOf({ nationality: 'XX', sourceOfIncome: 'LOTTO' })).toEqual({
      nationality: { key: 'member.profile.errors.choose' },
      sourceOfIncome: { key: 'member.profile.errors.choose' },
    });
  });

  it('may be cleared', () => {
    expect(
      problemsOf({ nationality: '', sourceOfIncome: '' }, { nationality: 'PH', sourceOfIncome: 'SALARY' }),
    ).toEqual({});
  });

  it('an unlisted choice already saved is not flagged while unchanged', () => {
    expect(
      problemsOf({ nationality: 'XX', sourceOfIncome: 'LOTTO' }, { nationality: 'XX', sourceOfIncome: 'LOTTO' }),
    ).toEqual({});
  });
});

describe('an email or mobile number before a code is asked for', () => {
  const anything = { regExp: '.*', message: 'Anything' };

  it('is refused when empty or only spaces, whatever the rule', () => {
    expect(passesRule(anything, '')).toBe(false);
    expect(passesRule(anything, '   ')).toBe(false);
  });

  it('is checked without the spaces around it', () => {
    expect(passesRule(options.rules.email, ' ann@example.com ')).toBe(true);
    expect(passesRule(options.rules.email, 'ann at example.com')).toBe(false);
  });

  it('passes when the configured rule is not a valid pattern (the server checks it)', () => {
    expect(passesRule({ regExp: '(', message: 'Broken' }, 'ann@example.com')).toBe(true);
  });
});
