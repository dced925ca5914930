/**
 * A self-excluded account's restricted session (issue 16 tool 4): it reaches only member info, the balance, the
 * withdraw calls, a longer exclusion and logout; any other call answers 403 ACCOUNT_SELF_EXCLUDED with the end. Like
 * the forced password change's gate in ctx.requireSession. A refused change (POST, PUT, DELETE: a deposit, say) is
 * written to the audit trail; refused reads are the site's own background calls and are not (the player's history
 * would fill with them).
 */

import { SELF_EXCLUDED_ALLOWED_PATHS } from '../../../src/domain/protection/exclusion';
import type { ServerContext } from '../../context';
import { exclusionError, recordRefusal, selfExclusionOf } from './state';

export async function restrictedSessionGate(
  ctx: ServerContext,
  request: { method: string; path: string },
  memberId: number,
): Promise<void> {
  if (SELF_EXCLUDED_ALLOWED_PATHS.includes(request.path)) return;
  const block = await selfExclusionOf(ctx, memberId);
  if (!block) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    await recordRefusal(ctx, memberId, block, { refused: 'REQUEST', path: request.path });
  }
  throw exclusionError(block);
}
