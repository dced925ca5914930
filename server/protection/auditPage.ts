/**
 * The audit trail as the player reads it (issue 16 "Audit trail"): the member's own rows of `protection_audit`,
 * newest first, page by page. Values are returned as stored; the site words them in the player's language.
 */
import type { Db } from '../db/db';

type Queryable = Pick<Db, 'query'>;

interface AuditRow {
  id: string | number;
  tool: string;
  action: string;
  old_value: unknown;
  new_value: unknown;
  source: string;
  at: Date;
}

export interface AuditPage {
  content: {
    id: string;
    tool: string;
    action: string;
    oldValue: unknown;
    newValue: unknown;
    source: string;
    at: string;
  }[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** jsonb comes back parsed from PostgreSQL and PGlite alike; a string that still holds JSON is read once more. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function auditPage(db: Queryable, memberId: number, pageNo: number, pageSize: number): Promise<AuditPage> {
  const { rows: count } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM protection_audit WHERE member_id = $1',
    [memberId],
  );
  const total = Number(count[0]?.n ?? 0);
  const { rows } = await db.query<AuditRow>(
    `SELECT id, tool, action, old_value, new_value, source, at FROM protection_audit
      WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      tool: row.tool,
      action: row.action,
      oldValue: jsonOf(row.old_value),
      newValue: jsonOf(row.new_value),
      source: row.source,
      at: new Date(row.at).toISOString(),
    })),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  };
}
