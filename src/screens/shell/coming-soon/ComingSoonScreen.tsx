import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';

/** The honest page for routes whose screens are not built yet (spec §2 routes that later issues deliver). */
export default function ComingSoonScreen() {
  const { t } = useTranslation();
  // The screen's h1 is its title: the title bar's, else a hidden one (the design shows only "Coming soon").
  const { titleBar } = useScreen();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      {!titleBar && <ScreenHeading hidden />}
      <h2 id="coming-soon-title">{t('common.comingSoon')}</h2>
      <p>{t('common.comingSoonBody')}</p>
    </section>
  );
}
