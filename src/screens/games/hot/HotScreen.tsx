import { useTranslation } from 'react-i18next';
import { GameListPage } from '../shared/GameListPage';

/** /m/hot: the hot games (spec §2, §7 hotGamesV2). */
export default function HotScreen() {
  const { t } = useTranslation();
  return <GameListPage title={t('games.hotGames')} input={{ category: 'ALL', tab: 'HOT' }} />;
}
