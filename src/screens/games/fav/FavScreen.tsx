import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { GameListPage, PageHead } from '../shared/GameListPage';
import { useIsLoggedIn } from '../shared/useGames';

/** /m/fav: the member's favourite games, 24 a page (spec §2, §7: the lobby's FAV call); a visitor is asked to log in (§6). */
export default function FavScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <div className="lobby">
        <PageHead title={t('games.favourites')} />
        <div className="centered-state">
          <p>{t('games.pleaseLogin')}</p>
          <Link href="/m/login" className="btn btn-primary">
            {t('games.login')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <GameListPage
      title={t('games.favourites')}
      input={{ category: 'ALL', tab: 'FAV' }}
      empty={t('games.noFavourites')}
    />
  );
}
