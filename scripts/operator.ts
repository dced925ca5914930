/**
 * `npm run operator -- list|approve <id>|reject <id> [reason]`: the operator's decisions on pending deposits (D…)
 * and withdrawals (W…) through the server's operator API (server/README.md "Operator API").
 * Env: OPERATOR_TOKEN (else the one `npm start` kept in DATA_DIR/operator-token, DATA_DIR default ./data),
 * SITE_URL (default http://127.0.0.1:$PORT, PORT default 8080), OPERATOR_NAME (default: the login user's name).
 */
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const OPERATOR_TOKEN_FILE = 'operator-token';

interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: string;
  message?: string;
}

interface Deposit {
  id: string;
  channelName: string;
  amount: number;
  fee: number;
  bonus: number;
  referenceCode: string;
  proofCount: number;
  createdAt: string;
  expiresAt: string;
  username: string;
}

interface Withdrawal {
  id: string;
  amount: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  createdAt: string;
  username: string;
}

const USAGE = `Usage: npm run operator -- list | approve <id> | reject <id> [reason]
  | create-member <username> [password] | reset-password <username> [password]
  <id>: D… (a deposit) or W… (a withdrawal); a member's password left out is generated (changed at first login)
  verifications | verify-approve <username|id> | verify-reject <username|id> <reason>   (account verification)
  env OPERATOR_TOKEN (default: DATA_DIR/operator-token), SITE_URL (default http://127.0.0.1:$PORT or :8080)`;

function tokenOf(env: NodeJS.ProcessEnv): string {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = join(env.DATA_DIR || './data', OPERATOR_TOKEN_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const site = (process.env.SITE_URL || `http://127.0.0.1:${process.env.PORT || '8080'}`).replace(/\/$/, '');
  const token = tokenOf(process.env);
  if (!token) throw new Error('No operator token: set OPERATOR_TOKEN (npm start prints the demo one).');
  let response: Response;
  try {
    response = await fetch(`${site}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new Error(`Cannot reach ${site}: ${(error as Error).message}. Is the server running (npm start)?`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (response.status === 404 && envelope.code === 'NOT_FOUND') {
    throw new Error(`${site} has no operator API: start the server with OPERATOR_TOKEN set.`);
  }
  if (!envelope.success) throw new Error(`${envelope.code ?? response.status}: ${envelope.message ?? 'refused'}`);
  return envelope.value as T;
}

const money = (value: number) => value.toFixed(2);
const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function printQueue(queue: { deposits: Deposit[]; withdrawals: Withdrawal[] }): void {
  console.log(`Pending deposits (${queue.deposits.length}):`);
  for (const d of queue.deposits) {
    console.log(
      `  ${d.id}  ${d.username}  ${money(d.amount)}  ${d.channelName}  ref ${d.referenceCode}` +
        `${d.bonus > 0 ? `  bonus ${money(d.bonus)}` : ''}${d.fee > 0 ? `  fee ${money(d.fee)}` : ''}` +
        `  proofs ${d.proofCount}  ${when(d.createdAt)}  expires ${when(d.expiresAt)}`,
    );
  }
  console.log(`Pending withdrawals (${queue.withdrawals.length}):`);
  for (const w of queue.withdrawals) {
    console.log(
      `  ${w.id}  ${w.username}  ${money(w.amount)}  ${w.bankName} ${w.accountNo} (${w.accountName})  ${when(w.createdAt)}`,
    );
  }
}

// ---- Account verification (issue 15): the pending reviews and their decisions ----

interface PendingVerification {
  memberId: number;
  username: string;
  submittedAt: string;
  documents: { side: string; size: number }[];
}

const operatorName = () =>
  (process.env.OPERATOR_NAME || userInfo().username || 'operator').slice(0, 40).replace(/[^A-Za-z0-9_.@ -]/g, '_');

async function verificationCommand(argv: string[]): Promise<number | null> {
  const [command, member, ...rest] = argv;
  if (command === 'verifications' && argv.length === 1) {
    const pending = await call<PendingVerification[]>('GET', '/operator/verifications');
    console.log(`Pending verifications (${pending.length}):`);
    for (const v of pending) {
      const documents = v.documents.map((d) => `${d.side} ${Math.ceil(d.size / 1024)} KB`).join(', ');
      console.log(`  ${v.memberId}  ${v.username}  ${when(v.submittedAt)}  ${documents}`);
      console.log(`    images: GET /operator/verifications/${v.memberId}/documents/<front|back|selfie>`);
    }
    return 0;
  }
  const reason = rest.join(' ').trim();
  const valid = command === 'verify-approve' ? rest.length === 0 : command === 'verify-reject' && reason !== '';
  if (member && valid) {
    const action = command === 'verify-approve' ? 'approve' : 'reject';
    const answer = await call<{ username: string; status: string; reason: string }>(
      'POST',
      `/operator/verifications/${encodeURIComponent(member)}/${action}`,
      { reason, operator: operatorName() },
    );
    console.log(`${answer.username}: ${answer.status}${answer.reason ? ` (${answer.reason})` : ''}`);
    return 0;
  }
  return null;
}

export async function main(argv: string[]): Promise<number> {
  const verification = argv[0]?.startsWith('verif') ? await verificationCommand(argv) : null;
  if (verification !== null) return verification;
  const [command, id, ...rest] = argv;
  if (command === 'list' && argv.length === 1) {
    printQueue(await call('GET', '/operator/queue'));
    return 0;
  }
  if ((command === 'approve' || command === 'reject') && id && /^[DW][0-9]+$/.test(id)) {
    const target = id.startsWith('D') ? 'deposits' : 'withdrawals';
    const operator = (process.env.OPERATOR_NAME || userInfo().username || 'operator').slice(0, 40);
    const answer = await call<{ deposit?: { status: string }; withdrawal?: { status: string } }>(
      'POST',
      `/operator/${target}/${id}/${command}`,
      { reason: rest.join(' '), operator: operator.replace(/[^A-Za-z0-9_.@ -]/g, '_') },
    );
    console.log(`${id}: ${(answer.deposit ?? answer.withdrawal)?.status}`);
    return 0;
  }
  // Member accounts (issue 15): the temporary password is printed once; the member must change it at first login.
  if ((command === 'create-member' || command === 'reset-password') && id && rest.length <= 1) {
    const operator = (process.env.OPERATOR_NAME || userInfo().username || 'operator').slice(0, 40);
    const body = { password: rest[0] ?? '', operator: operator.replace(/[^A-Za-z0-9_.@ -]/g, '_') };
    const answer =
      command === 'create-member'
        ? await call<{ username: string; password: string }>('POST', '/operator/members', { username: id, ...body })
        : await call<{ username: string; password: string }>(
            'POST',
            `/operator/members/${encodeURIComponent(id)}/password`,
            body,
          );
    console.log(`${answer.username}: temporary password ${answer.password} (to be changed at the first login)`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
