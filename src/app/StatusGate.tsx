import { useSelector } from '@xstate/react';
import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '../domain/shell/screenTitle';
import * as languageView from '../machines/shell/language.view';
import { selectSiteName } from '../machines/shell/siteConfig.view';
import * as systemStatusView from '../machines/shell/systemStatus.view';
import { dismissFirstView } from '../services/shell/firstView';
import { GlobeIcon, SpinnerIcon } from '../ui/icons';
import { Logo } from '../ui/Logo';
import { useAppActor } from './system';

function FullScreen({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <main className="full-screen-state">
      <Logo />
      <div className="full-screen-art" aria-hidden="true">
        <GlobeIcon size={64} />
      </div>
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {action}
    </main>
  );
}

const STATUS_TITLES: Partial<Record<string, string>> = {
  failed: 'status.loadingFailed',
  offline: 'status.noInternet',
  maintenance: 'status.maintenanceTitle',
  blocked: 'status.blockedTitle',
};

/** Shows the app, the maintenance page or the region-blocked page by system status (spec §4). */
export function StatusGate({ children }: { children: ReactNode }) {
  const languageActor = useAppActor('language');
  const siteConfigActor = useAppActor('siteConfig');
  const systemStatusActor = useAppActor('systemStatus');
  const { t } = useTranslation();
  const view = useSelector(systemStatusActor, systemStatusView.gate);
  const slow = useSelector(systemStatusActor, systemStatusView.slow);
  // The first language download must finish before any text shows; later changes keep the old texts meanwhile.
  const textsReady = useSelector(languageActor, languageView.textsReady);

  useEffect(() => {
    const online = () => systemStatusActor.send({ type: 'ONLINE' });
    addEventListener('online', online);
    return () => removeEventListener('online', online);
  }, [systemStatusActor.send]);

  // Deferred: the switch from the splash to the app mounts the whole first screen, and a deferred render is done in
  // slices, so a cheap phone stays responsive meanwhile (a status-store update alone would render it in one go).
  const shown = useDeferredValue(textsReady ? view : 'splash');
  // The server's first view of home covers the splash only: a status page takes it away.
  useEffect(() => {
    if (shown !== 'app' && shown !== 'splash') dismissFirstView();
  }, [shown]);

  // A status page names itself in the document title too (the shell titles the app's screens).
  const siteName = useSelector(siteConfigActor, selectSiteName);
  const [shippedTitle] = useState(() => document.title);
  const pageTitle = STATUS_TITLES[shown];
  useEffect(() => {
    if (pageTitle && textsReady) document.title = documentTitle(t(pageTitle), siteName || shippedTitle);
  }, [pageTitle, textsReady, siteName, shippedTitle, t]);

  const retry = (
    <button type="button" className="btn btn-primary" onClick={() => systemStatusActor.send({ type: 'RETRY' })}>
      {t('common.retry')}
    </button>
  );

  switch (shown) {
    case 'app':
      return children;
    case 'failed':
      return (
        <main className="full-screen-state">
          <Logo />
          <button type="button" className="btn btn-primary" onClick={() => systemStatusActor.send({ type: 'RETRY' })}>
            {t('status.loadingFailed')}
          </button>
        </main>
      );
    case 'offline':
      return <FullScreen title={t('status.noInternet')} body={t('status.noInternetBody')} action={retry} />;
    case 'maintenance':
      return <FullScreen title={t('status.maintenanceTitle')} body={t('status.maintenanceBody')} action={retry} />;
    case 'blocked':
      return <FullScreen title={t('status.blockedTitle')} body={t('status.blockedBody')} action={retry} />;
    default:
      return (
        <main className="full-screen-state" aria-busy="true">
          <Logo />
          <span className="spin" role="img" aria-label={textsReady ? t('common.loading') : 'Loading'}>
            <SpinnerIcon size={40} />
          </span>
          {slow && textsReady && <p role="status">{t('status.slowConnection')}</p>}
        </main>
      );
  }
}
