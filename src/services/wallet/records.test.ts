import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../shell/http', () => ({ call: (...args: unknown[]) => call(...args) }));

const { fetchMoneyRecords, fetchRoundsPage, fetchRoundsSummary } = await import('./records');

const period = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };

describe('records calls', () => {
  afterEach(() => call.mockReset());

  it('asks for a page of rounds of the period and category, and reads it leniently', async () => {
    call.mockResolvedValue({
      content: [
        {
          roundId: 'R1',
          gameName: 'Lucky',
          vendor: 'PGX',
          vendorName: 'Pixel Gold',
          category: 'RNG',
          bet: 1,
          win: '2.5',
          net: 1.5,
          status: 'SETTLED',
          createdAt: 't',
        },
        { gameName: 'no id' },
        { roundId: 7, bet: 'x', status: 'OPEN' },
      ],
      pageNum: 2,
      totalPages: 3,
      total: 41,
    });
    const page = await fetchRoundsPage({ period, category: 'RNG', pageNo: 2 });
    expect(call).toHaveBeenCalledWith('/wps/game/rounds', {
      query: { ...period, category: 'RNG', pageNo: 2, pageSize: 20 },
      signal: undefined,
    });
    expect(page).toMatchObject({ pageNum: 2, totalPages: 3, total: 41 });
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toMatchObject({ roundId: 'R1', win: 2.5, net: 1.5, status: 'SETTLED' });
    expect(page.rows[1]).toMatchObject({ roundId: '7', bet: 0, status: 'OPEN', vendorName: '' });
  });

  it('leaves the category out for every category, and reads a page that is not one as empty', async () => {
    call.mockResolvedValue(null);
    expect(await fetchRoundsPage({ period, category: '', pageNo: 1 })).toEqual({
      rows: [],
      pageNum: 1,
      totalPages: 0,
      total: 0,
    });
    expect(call.mock.calls[0]?.[1].query.category).toBeUndefined();
  });

  it('asks for the summary with the time zone offset', async () => {
    call.mockResolvedValue({
      days: [{ date: '2026-11-24', rounds: 2, bets: 2, wins: 3.5, net: 1.5 }, { rounds: 1 }],
      total: { rounds: 2, bets: 2, wins: 3.5, net: 1.5 },
    });
    const summary = await fetchRoundsSummary({ period, category: '', tzOffset: -420 });
    expect(call).toHaveBeenCalledWith('/wps/game/rounds/summary', {
      query: { ...period, category: undefined, tzOffset: -420 },
      signal: undefined,
    });
    expect(summary).toEqual({
      days: [{ date: '2026-11-24', rounds: 2, bets: 2, wins: 3.5, net: 1.5 }],
      total: { rounds: 2, bets: 2, wins: 3.5, net: 1.5 },
    });
  });

  it('asks for money records by kind and period', async () => {
    call.mockResolvedValue({
      content: [
        {
          id: 'D1',
          kind: 'DEPOSIT',
          amount: 100,
          fee: 0,
          status: 'APPROVED',
          channel: 'EWALLET',
          channelName: 'E-wallet',
          reference: 'REF',
          createdAt: 't',
        },
        { id: 'W1', kind: 'WITHDRAW', amount: '50', status: '', channel: 'BANK_CARD', reference: '****1234' },
      ],
      pageNum: 1,
      totalPages: 1,
      total: 2,
    });
    const page = await fetchMoneyRecords({ period, kind: 'ALL', pageNo: 1 });
    expect(call).toHaveBeenCalledWith('/wps/transaction/records', {
      query: { kind: 'ALL', ...period, pageNo: 1, pageSize: 20 },
      signal: undefined,
    });
    expect(page.rows[0]).toMatchObject({ id: 'D1', kind: 'DEPOSIT', channelName: 'E-wallet', status: 'APPROVED' });
    expect(page.rows[1]).toMatchObject({
      id: 'W1',
      kind: 'WITHDRAW',
      amount: 50,
      fee: 0,
      status: 'PENDING',
      channelName: '',
    });
  });
});
