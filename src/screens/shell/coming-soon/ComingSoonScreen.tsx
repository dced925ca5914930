import { useTranslation } from 'react-i18next';

/** The honest page for routes whose screens are not built yet (spec §2 routes that later issues deliver). */
export default function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t('common.comingSoon')}</h1>
      <p>{t('common.comingSoonBody')}</p>
    </section>
  );
}
