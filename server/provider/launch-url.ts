/**
 * The address a launch answers for a demo provider game: `/demo-game/<nodeId>?mode=real|free&ticket=…&lang=EN`. Real
 * (and trial) play carries a signed launch ticket naming the player; fun play carries none.
 */
import type { Db } from '../db/db';
import type { GameRow } from '../routes/games';
import { isTrialType } from '../routes/provider-wallet';
import { issueTicket } from '../security/launch-ticket';
import type { SessionRecord } from '../security/sessions';

/** The launch's language as the site's code (EN, CN, PT-BR, ...); EN when none was given. */
function launchLanguage(language: string | undefined): string {
  const code = (language ?? '').trim().toUpperCase().replace('_', '-');
  return /^[A-Z]{2,8}(-[A-Z0-9]{2,8})?$/.test(code) ? code : 'EN';
}

export async function demoGameUrl(
  db: Db,
  game: GameRow,
  session: SessionRecord | null,
  language: string | undefined,
): Promise<string> {
  const lang = launchLanguage(language);
  const params = new URLSearchParams({ mode: session ? 'real' : 'free' });
  if (session) {
    params.set(
      'ticket',
      await issueTicket(db, {
        memberId: session.memberId,
        nodeId: game.node_id,
        game: game.game_code,
        trial: isTrialType(session.type),
        language: lang,
      }),
    );
  }
  params.set('lang', lang);
  return `/demo-game/${game.node_id}?${params}`;
}
