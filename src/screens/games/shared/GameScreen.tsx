import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { GameListPage } from './GameListPage';

/** /m/game: the game list the lottery frame's close control returns to (§2); a category via ?gameCategory. */
export default function GameScreen() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const category = (params.get('gameCategory') || 'ALL').toUpperCase();
  return (
    <GameListPage
      key={category}
      title={t(`games.category.${category}`, { defaultValue: t('games.allGames') })}
      input={{ category: category === 'ALL' ? 'ALL' : category }}
    />
  );
}
