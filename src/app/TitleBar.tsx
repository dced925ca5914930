import { useTranslation } from 'react-i18next';
import { BackIcon } from '../ui/icons';
import { ScreenHeading } from './screen';

/** The title bar of every non-home screen (§2): a back arrow and the screen's title (the route's or its category's). */
export function TitleBar({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="title-bar">
      <button type="button" className="icon-button" onClick={onBack} aria-label={t('common.back')}>
        <BackIcon />
      </button>
      <ScreenHeading />
      <span aria-hidden="true" />
    </header>
  );
}
