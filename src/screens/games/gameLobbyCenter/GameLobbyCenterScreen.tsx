import { useSearch } from 'wouter';
import { firstViewDrawn } from '../../../app/firstView';
import { lobbyCategory } from '../../../domain/games/lobby';
import { Lobby } from '../shared/Lobby';

/**
 * The lobby of one category (spec §2 "Game lobby", §4 "Lobby"): /m/gameLobbyCenter?gameCategory=X&gameClassify=Y,
 * where gameClassify (all, new, fav, hot, recent) picks the starting tab.
 */
export default function GameLobbyCenterScreen() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const category = lobbyCategory(params);
  const tab = params.get('gameClassify');
  return <Lobby key={`${category}:${tab ?? ''}`} category={category} tab={tab} onFirstView={firstViewDrawn} />;
}
