/**
 * Launch tickets: a game or lottery page opened by a launch knows its player by a signed ticket in its address
 * (the site's session token stays with the site). A ticket names the member, the game and whether the play is on
 * trial credit, and expires (12 hours, a long session at one game).
 */
import type { Db } from '../db/db';
import { secretFor, sign, signatureValid } from './signing';

export const TICKET_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface LaunchTicket {
  memberId: number;
  /** The game's node id, or 0 for a lottery page (then `game` names vendor/code). */
  nodeId: number;
  game: string;
  trial: boolean;
  /** The player's language code (EN, CN, ...): the game page speaks it. */
  language: string;
  expiresAt: number;
}

export async function issueTicket(db: Db, ticket: Omit<LaunchTicket, 'expiresAt'>, now = Date.now()): Promise<string> {
  const body = Buffer.from(JSON.stringify({ ...ticket, expiresAt: now + TICKET_LIFETIME_MS })).toString('base64url');
  return `${body}.${sign(await secretFor(db, 'launch'), body)}`;
}

/** The ticket's contents when its signature holds and it has not expired, else null. */
export async function readTicket(db: Db, ticket: string | undefined, now = Date.now()): Promise<LaunchTicket | null> {
  if (!ticket || ticket.length > 2000) return null;
  const [body, signature] = ticket.split('.');
  if (!body || !signatureValid(await secretFor(db, 'launch'), body, signature)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchTicket;
    return typeof value.memberId === 'number' && value.expiresAt > now ? value : null;
  } catch {
    return null;
  }
}
