import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useScreenActor } from '../../../app/system';
import { useImageUrl } from '../../../app/useImageUrl';
import { useNavigator } from '../../../app/useNavigator';
import { popupLinkOf } from '../../../domain/messages/popup';
import { registerBannersMachine } from '../../../machines/messages/registerBanners.machine';
import * as contentView from '../../../machines/shell/content.view';
import { RegisterBannerList, type RegisterBannerView } from '../../../ui/messages/RegisterBannerList';
import '../../../ui/messages/popup.css';

/** The m_reg banners over the registration form (spec §3, §7 "types B with groupName m_reg"). */
export function RegisterBanners() {
  const { t } = useTranslation();
  const actor = useScreenActor(registerBannersMachine);
  const banners = useSelector(actor, contentView.data);
  const imageUrl = useImageUrl();
  const nav = useNavigator();
  const [pathname] = useLocation();
  const views = useMemo<RegisterBannerView[]>(
    () =>
      banners.map((b, i) => {
        const link = b.link ? popupLinkOf(b.link) : null;
        // A banner that leads to this very screen is a picture, not a button.
        const here = link?.kind === 'app' && (link.path === pathname || link.path.endsWith(pathname));
        return {
          key: `${i}-${b.url}`,
          src: imageUrl(b.url),
          alt: b.title || t('announcementPopup.registerBanners'),
          href: link && !here ? b.link : undefined,
        };
      }),
    [banners, imageUrl, t, pathname],
  );
  return (
    <RegisterBannerList
      banners={views}
      label={t('announcementPopup.registerBanners')}
      onOpen={(b) => {
        const link = b.href ? popupLinkOf(b.href) : null;
        if (link?.kind === 'external') nav.openExternal(link.url);
        else if (link?.kind === 'app') nav.go(link.path);
      }}
    />
  );
}
