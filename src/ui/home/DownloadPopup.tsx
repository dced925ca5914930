import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { CloseIcon, DownloadIcon, ShareIcon } from '../icons';

type Option = 'homeScreen' | 'android' | 'iosProfile' | 'iosApp';

/** The app download popup (spec §2 popups): home-screen install, Android package, iOS profile, iOS app. */
export function DownloadPopup({
  options,
  onChoose,
  onClose,
}: {
  options: Option[];
  onChoose: (option: Option) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog variant="sheet" labelledBy="download-title" onDismiss={onClose}>
      <div className="sheet">
        <h2 id="download-title">{t('home.download.title')}</h2>
        <button type="button" className="sheet-close" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <ul className="download-options">
          {options.map((o) => (
            <li key={o}>
              <button type="button" className="btn btn-secondary btn-block" onClick={() => onChoose(o)}>
                {o === 'homeScreen' ? <ShareIcon size={18} /> : <DownloadIcon size={18} />}
                {t(`home.download.${o}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/** The two-step add-to-home-screen guide (spec §2 popups). */
export function AddToHomeGuide({ step, onNext, onClose }: { step: 1 | 2; onNext: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog variant="sheet" labelledBy="a2hs-title" onDismiss={onClose}>
      <div className="sheet">
        <h2 id="a2hs-title">{t('home.a2hs.title', { step })}</h2>
        <button type="button" className="sheet-close" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <p className="a2hs-step">
          <span className="a2hs-badge" aria-hidden="true">
            {step === 1 ? <ShareIcon size={28} /> : '+'}
          </span>
          {t(step === 1 ? 'home.a2hs.step1' : 'home.a2hs.step2')}
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onNext}>
          {step === 1 ? t('home.a2hs.next') : t('home.a2hs.done')}
        </button>
      </div>
    </Dialog>
  );
}
