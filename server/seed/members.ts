/** Demo accounts (issue 3 "Data"): member demo / Demo1234 (type 0) and agent agent01 / Agent1234 (type 1). */
import type { Db } from '../db/db';
import { hashPassword } from '../security/passwords';

export const DEMO_MEMBER = {
  username: 'demo',
  password: 'Demo1234',
  type: 0,
  countryDialingCode: '63',
  mobileNum: '9171234567',
  balance: '1000.00',
};
export const DEMO_AGENT = {
  username: 'agent01',
  password: 'Agent1234',
  type: 1,
  countryDialingCode: '63',
  mobileNum: '9177654321',
  balance: '5000.00',
  affiliateCode: 'AGENT01',
};

async function insertMember(
  db: Db,
  member: { username: string; password: string; type: number; countryDialingCode: string; mobileNum: string },
  extra: { nickname: string; email: string; vipLabel: string; affiliateCode: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (username, username_lc, password_hash, type, nickname, email, country_dialing_code, mobile_num,
                          vip_label, affiliate_code, currency_symbol, first_time_login, register_method, last_login_at,
                          mobile_verified)
     VALUES ($1, lower($1), $2, $3, $4, $5, $6, $7, $8, $9, '$', false, 'H5', now() - interval '1 day', $7 <> '')
     RETURNING id`,
    [
      member.username,
      await hashPassword(member.password),
      member.type,
      extra.nickname,
      extra.email,
      member.countryDialingCode,
      member.mobileNum,
      extra.vipLabel,
      extra.affiliateCode,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}

async function credit(db: Db, memberId: number, amount: string, remark: string) {
  await db.query(`INSERT INTO wallets (member_id, wallet_code, balance) VALUES ($1, 'MAIN', $2)`, [memberId, amount]);
  await db.query(
    `INSERT INTO transactions (member_id, kind, wallet_code, amount, balance_after, status, remark)
     VALUES ($1, 'DEPOSIT', 'MAIN', $2, $2, 'SUCCESS', $3)`,
    [memberId, amount, remark],
  );
}

export async function seedMembers(db: Db): Promise<void> {
  const demoId = await insertMember(db, DEMO_MEMBER, {
    nickname: 'Demo Player',
    email: 'demo@example.com',
    vipLabel: 'VIP1',
    affiliateCode: null,
  });
  await credit(db, demoId, DEMO_MEMBER.balance, 'Welcome credit');

  const agentId = await insertMember(db, DEMO_AGENT, {
    nickname: 'Agent One',
    email: 'agent01@example.com',
    vipLabel: 'VIP3',
    affiliateCode: DEMO_AGENT.affiliateCode,
  });
  await credit(db, agentId, DEMO_AGENT.balance, 'Welcome credit');
  await seedAgentContracts(db, agentId);
}

/**
 * agent01's contracts: one pending contract of each kind (daily salary, dividend, hourly salary: the pending check
 * reports all three) plus an accepted earlier dividend and hourly contract for the lists.
 */
async function seedAgentContracts(db: Db, agentId: number): Promise<void> {
  const contract = (kind: 'SALARY' | 'DIVIDEND' | 'HOURLY', terms: object, acceptedDaysAgo?: number) =>
    acceptedDaysAgo === undefined
      ? db.query(`INSERT INTO agent_contracts (member_id, kind, status, terms) VALUES ($1, $2, 'PENDING', $3::jsonb)`, [
          agentId,
          kind,
          JSON.stringify(terms),
        ])
      : db.query(
          `INSERT INTO agent_contracts (member_id, kind, status, terms, created_at, accepted_at)
           VALUES ($1, $2, 'ACCEPTED', $3::jsonb, now() - ($4::integer * interval '1 day') - interval '1 day',
                   now() - ($4::integer * interval '1 day'))`,
          [agentId, kind, JSON.stringify(terms), acceptedDaysAgo],
        );
  await contract('SALARY', {
    title: 'Daily salary contract',
    tiers: [
      { minActivePlayers: 5, minTurnover: 10000, dailySalary: 50 },
      { minActivePlayers: 10, minTurnover: 50000, dailySalary: 200 },
      { minActivePlayers: 20, minTurnover: 200000, dailySalary: 800 },
    ],
  });
  await contract(
    'DIVIDEND',
    {
      title: 'Dividend contract',
      period: 'half-month',
      tiers: [
        { minNetLoss: 10000, ratio: 0.1 },
        { minNetLoss: 50000, ratio: 0.2 },
      ],
    },
    30,
  );
  await contract('DIVIDEND', {
    title: 'Dividend contract (next period)',
    period: 'half-month',
    tiers: [
      { minNetLoss: 10000, ratio: 0.12 },
      { minNetLoss: 50000, ratio: 0.22 },
      { minNetLoss: 200000, ratio: 0.3 },
    ],
  });
  await contract(
    'HOURLY',
    {
      title: 'Hourly salary contract',
      tiers: [
        { minActivePlayers: 3, minHourlyTurnover: 1000, hourlySalary: 5 },
        { minActivePlayers: 8, minHourlyTurnover: 5000, hourlySalary: 20 },
      ],
    },
    14,
  );
  await contract('HOURLY', {
    title: 'Hourly salary contract',
    tiers: [
      { minActivePlayers: 3, minHourlyTurnover: 1000, hourlySalary: 6 },
      { minActivePlayers: 8, minHourlyTurnover: 5000, hourlySalary: 25 },
      { minActivePlayers: 15, minHourlyTurnover: 20000, hourlySalary: 90 },
    ],
  });
}
