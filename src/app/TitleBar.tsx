import { useTranslation } from 'react-i18next';
import { BackIcon } from '../ui/icons';
import type { RouteDef } from './routes';

interface Props {
  route: RouteDef;
  search: string;
  onBack: () => void;
}

/** The title bar of every non-home screen (§2): a back arrow and a title from the path or the gameCategory query. */
export function TitleBar({ route, search, onBack }: Props) {
  const { t } = useTranslation();
  const category = route.titleFromCategory ? new URLSearchParams(search).get('gameCategory') : null;
  const title = category ? t(`games.category.${category}`, { defaultValue: category }) : t(`routes.${route.name}`);
  return (
    <header className="title-bar">
      <button type="button" className="icon-button" onClick={onBack} aria-label={t('common.back')}>
        <BackIcon />
      </button>
      <h1>{title}</h1>
      <span aria-hidden="true" />
    </header>
  );
}
