import { describe, expect, it } from 'vitest';
import { describeEntry, describeValue, parseAuditPage } from './auditEntry';

const P = 'protection.hub.history';

describe('describeValue', () => {
  it('words a limit: its kind and period translated, the amount as money, no amount as "no limit"', () => {
    expect(describeValue({ kind: 'DEPOSIT', period: 'DAY', amount: 50 })).toEqual([
      { key: `${P}.field.kind`, params: { value: { key: `${P}.kind.DEPOSIT` } } },
      { key: `${P}.field.period`, params: { value: { key: `${P}.period.DAY` } } },
      { key: `${P}.field.amount`, params: { value: { money: 50 } } },
    ]);
    expect(describeValue({ kind: 'LOSS', period: 'WEEK', amount: null })[2]).toEqual({ key: `${P}.field.noLimit` });
  });

  it('words a reality check interval (0 or null is off) and an exclusion end (null is permanent)', () => {
    expect(describeValue({ intervalMinutes: 20 })).toEqual([{ key: `${P}.field.interval`, params: { minutes: 20 } }]);
    expect(describeValue({ intervalMinutes: 0 })).toEqual([{ key: `${P}.field.intervalOff` }]);
    expect(describeValue({ period: 'permanent', until: null })).toEqual([
      { key: `${P}.field.period`, params: { value: { key: `${P}.period.permanent` } } },
      { key: `${P}.field.untilPermanent` },
    ]);
    expect(describeValue({ until: '2027-01-01T00:00:00.000Z' })).toEqual([
      { key: `${P}.field.until`, params: { value: { time: '2027-01-01T00:00:00.000Z' } } },
    ]);
  });

  it('reads known fields in a fixed order whatever order the database kept', () => {
    expect(
      describeValue({ amount: 5, period: 'WEEK', kind: 'WAGER', zeta: 1, alpha: 2 }).map((p) =>
        'key' in p ? p.key : p.text,
      ),
    ).toEqual([`${P}.field.kind`, `${P}.field.period`, `${P}.field.amount`, 'alpha: 2', 'zeta: 1']);
  });

  it('shows unknown keys, unknown codes and odd values as recorded', () => {
    expect(describeValue({ code: 'SOMETHING_NEW', extra: { a: 1 } })).toEqual([
      { key: `${P}.field.reason`, params: { value: 'SOMETHING_NEW' } },
      { text: 'extra: {"a":1}' },
    ]);
    expect(describeValue({ kind: 'BONUS', amount: 'lots', until: 'soon' })).toEqual([
      { key: `${P}.field.kind`, params: { value: 'BONUS' } },
      { text: 'amount: lots' },
      { text: 'until: soon' },
    ]);
    expect(describeValue(null)).toEqual([{ key: `${P}.value.none` }]);
    expect(describeValue({})).toEqual([{ key: `${P}.value.none` }]);
    expect(describeValue(42)).toEqual([{ text: '42' }]);
  });
});

describe('describeEntry', () => {
  const row = {
    id: '7',
    tool: 'LIMIT',
    action: 'SET',
    oldValue: { kind: 'DEPOSIT', period: 'DAY', amount: 100 },
    newValue: { kind: 'DEPOSIT', period: 'DAY', amount: 50 },
    source: 'PLAYER',
    at: '2026-11-24T10:00:00.000Z',
  };

  it('a change shows old and new, tool, action and source translated', () => {
    const entry = describeEntry(row);
    expect(entry).toMatchObject({
      tool: { key: `${P}.tool.LIMIT` },
      action: { key: `${P}.action.SET` },
      source: { key: `${P}.source.PLAYER` },
      refused: null,
    });
    expect(entry.from?.[2]).toEqual({ key: `${P}.field.amount`, params: { value: { money: 100 } } });
    expect(entry.to?.[2]).toEqual({ key: `${P}.field.amount`, params: { value: { money: 50 } } });
  });

  it('a refusal shows what was refused and why, no old -> new', () => {
    const entry = describeEntry({
      ...row,
      action: 'REFUSAL',
      oldValue: null,
      newValue: { code: 'DEPOSIT_LIMIT_REACHED', limit: 50, resetsAt: '2026-11-25T10:00:00.000Z' },
    });
    expect(entry.from).toBeNull();
    expect(entry.to).toBeNull();
    expect(entry.refused).toEqual([
      { key: `${P}.field.reason`, params: { value: { key: `${P}.refusal.DEPOSIT_LIMIT_REACHED` } } },
      { key: `${P}.field.limit`, params: { value: { money: 50 } } },
      { key: `${P}.field.resetsAt`, params: { value: { time: '2026-11-25T10:00:00.000Z' } } },
    ]);
  });

  it('a row without values (a session ended by the site) shows neither side; unknown tool and source as recorded', () => {
    const entry = describeEntry({
      ...row,
      tool: 'INACTIVITY',
      action: 'END',
      oldValue: null,
      newValue: null,
      source: 'SYSTEM',
    });
    expect(entry).toMatchObject({ from: null, to: null, refused: null, source: { key: `${P}.source.SYSTEM` } });
    expect(describeEntry({ ...row, tool: 'NEW_TOOL', source: 'ROBOT' })).toMatchObject({
      tool: 'NEW_TOOL',
      source: 'ROBOT',
    });
  });
});

describe('parseAuditPage', () => {
  it('reads rows leniently and keeps paging sane', () => {
    expect(
      parseAuditPage({
        content: [{ id: 3, tool: 'LIMIT', action: 'SET', source: 'PLAYER', at: 'x' }, { tool: 'LIMIT' }, null],
        pageNum: 2,
        totalPages: 0,
      }),
    ).toEqual({
      entries: [{ id: '3', tool: 'LIMIT', action: 'SET', oldValue: null, newValue: null, source: 'PLAYER', at: 'x' }],
      pageNum: 2,
      totalPages: 1,
    });
    expect(parseAuditPage('junk')).toEqual({ entries: [], pageNum: 1, totalPages: 1 });
  });
});
