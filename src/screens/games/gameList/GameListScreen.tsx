import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GameListPage } from '../shared/GameListPage';
import { useVendors } from '../shared/useGames';

/** /m/gameList?gameType=X&vassalage=V: the games of one provider (spec §2). */
export default function GameListScreen() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const vassalage = params.get('vassalage') ?? '';
  const gameType = (params.get('gameType') || 'ALL').toUpperCase();
  const vendors = useVendors();
  return (
    <GameListPage
      key={`${gameType}-${vassalage}`}
      title={vendors.name(vassalage) || t('games.allGames')}
      input={{ category: gameType === 'PROVIDER' ? 'ALL' : gameType, vassalage }}
    />
  );
}
