/**
 * The player-protection audit trail (issue 16 "Audit trail"): every change of a limit, time-out, exclusion or
 * reality-check setting, and every refusal one of them causes, with who, when, the old and new value and the source.
 * Written in the same transaction as the change it records; listed to the player in the member centre.
 */
import type { Db } from '../db/db';

export type ProtectionTool = 'LIMIT' | 'REALITY_CHECK' | 'TIME_OUT' | 'SELF_EXCLUSION' | 'INACTIVITY' | 'CONSENT';
/** SET: at once; REQUEST: waits out its cooling-off; CONFIRM / CANCEL: a pending request; REFUSAL: a call refused. */
export type ProtectionAction = 'SET' | 'REQUEST' | 'CONFIRM' | 'CANCEL' | 'REFUSAL' | 'END';
/** Who made it: the player, the operator, the site on its own (an idle session ended), or registration's prompt. */
export type ProtectionSource = 'PLAYER' | 'OPERATOR' | 'SYSTEM' | 'REGISTRATION';

export interface ProtectionEvent {
  memberId: number;
  tool: ProtectionTool;
  action: ProtectionAction;
  /** What it was and what it became (a limit's amount and period, an interval...), or what was refused. */
  oldValue?: unknown;
  newValue?: unknown;
  source: ProtectionSource;
  at: Date;
}

type Queryable = Pick<Db, 'query'>;

export async function recordProtectionEvent(db: Queryable, event: ProtectionEvent): Promise<void> {
  await db.query(
    `INSERT INTO protection_audit (member_id, tool, action, old_value, new_value, source, at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)`,
    [
      event.memberId,
      event.tool,
      event.action,
      JSON.stringify(event.oldValue ?? null),
      JSON.stringify(event.newValue ?? null),
      event.source,
      event.at.toISOString(),
    ],
  );
}
