import { useSelector } from '@xstate/react';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useEntry } from '../../../app/useEntry';
import { useNavigator } from '../../../app/useNavigator';
import { useUnreadNoticeCount } from '../../../app/useNotices';
import { THEME_COLOURS } from '../../../domain/constants';
import { type CentreRowId, centreRows, inboxPath, messagingChannelOf } from '../../../domain/messages/centre';
import { realMemberEntry } from '../../../domain/shell/navigation';
import { pathTo } from '../../../domain/shell/paths';
import { selectIsLoggedIn, selectMemberType } from '../../../machines/account/session.view';
import { selectServiceLink } from '../../../machines/messages/customerService.view';
import { liveChatMachine } from '../../../machines/messages/liveChat.machine';
import * as chatView from '../../../machines/messages/liveChat.view';
import { selectChatUnread, selectInboxUnread } from '../../../machines/messages/unreadCounts.view';
import * as languageView from '../../../machines/shell/language.view';
import { selectConfig, selectFlag } from '../../../machines/shell/siteConfig.view';
import * as themeView from '../../../machines/shell/theme.view';
import { BellIcon, ChatIcon, HelpIcon, LinkIcon, MailIcon } from '../../../ui/icons';
import { CentreRow } from '../../../ui/messages/CentreRow';
import { MessageHead } from './MessageHead';

const ICONS: Record<CentreRowId, ComponentType<{ size?: number }>> = {
  channel: LinkIcon,
  announcements: BellIcon,
  messages: MailIcon,
  liveChat: ChatIcon,
  service: HelpIcon,
};

/**
 * /m/message, the hub (spec §2 "Message center"): the messaging-app channel, announcements, messages, live chat
 * (CBS3) and affiliate service, each with its unread badge. A visitor sees the same rows and a login hint: the
 * inbox and chat rows send them to /m/login (§6), the others work for everyone.
 */
export function CentreHub() {
  const { t } = useTranslation();
  const nav = useNavigator();
  const enter = useEntry();
  const sessionActor = useAppActor('session');
  const siteConfigActor = useAppActor('siteConfig');
  const unreadActor = useAppActor('unreadCounts');
  const customerServiceActor = useAppActor('customerService');
  const languageActor = useAppActor('language');
  const themeActor = useAppActor('theme');
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const memberType = useSelector(sessionActor, selectMemberType);
  const config = useSelector(siteConfigActor, selectConfig);
  const chatOn = useSelector(siteConfigActor, selectFlag('CBS3'));
  const inboxUnread = useSelector(unreadActor, selectInboxUnread);
  const chatUnread = useSelector(unreadActor, selectChatUnread);
  const noticeUnread = useUnreadNoticeCount();
  const language = useSelector(languageActor, languageView.language);
  const theme = useSelector(themeActor, themeView.theme);
  const serviceLink = useSelector(customerServiceActor, selectServiceLink);
  const chat = useScreenActor(liveChatMachine);
  const launching = useSelector(chat, chatView.selectLaunching);
  const chatPhase = useSelector(chat, chatView.selectPhase);

  // Opening the centre refreshes the counts (throttled by the machine).
  useEffect(() => {
    unreadActor.send({ type: 'REFRESH' });
  }, [unreadActor]);

  const channel = messagingChannelOf(config?.socialLinks ?? []);
  const rows = centreRows({ channel, chatOn, serviceLink });

  const activate = (row: CentreRowId) => {
    if (row === 'channel' && channel) nav.openExternal(channel.url);
    if (row === 'announcements') nav.go(pathTo('notice'));
    if (row === 'messages') enter(realMemberEntry(memberType, inboxPath()));
    if (row === 'service' && serviceLink) nav.openExternal(serviceLink);
    if (row === 'liveChat') {
      const decision = realMemberEntry(memberType, pathTo('message'));
      if (decision.kind !== 'go') {
        enter(decision);
        return;
      }
      chat.send({
        type: 'LAUNCH',
        request: {
          language,
          backUrl: pathTo('message'),
          headerColor: THEME_COLOURS[theme],
          title: t('centre.rows.liveChat'),
        },
      });
    }
  };

  const unreadOf = (row: CentreRowId): number => {
    if (row === 'announcements') return noticeUnread;
    if (!loggedIn) return 0;
    if (row === 'messages') return inboxUnread;
    if (row === 'liveChat') return chatUnread;
    return 0;
  };

  const titleOf = (row: CentreRowId) =>
    row === 'channel'
      ? t('centre.rows.channel', { app: channel ? t(`social.${channel.type}`, { defaultValue: channel.type }) : '' })
      : t(`centre.rows.${row}`);

  return (
    <div className="msg-page" data-testid="message-centre">
      <MessageHead title={t('centre.title')} backTo={pathTo('home')} />
      {!loggedIn && (
        <p className="msg-login-hint">
          <span>{t('centre.loginHint')}</span>
          <Link href={pathTo('login')} className="btn btn-primary btn-small">
            {t('centre.login')}
          </Link>
        </p>
      )}
      <ul className="msg-list">
        {rows.map((row) => (
          <CentreRow
            key={row}
            id={row}
            icon={ICONS[row]}
            title={titleOf(row)}
            hint={t(`centre.hints.${row}`)}
            unread={unreadOf(row)}
            unreadLabel={t('centre.unread', { count: unreadOf(row) })}
            busy={row === 'liveChat' && launching}
            busyText={t('centre.opening')}
            data={row === 'liveChat' ? { 'data-chat': chatPhase } : undefined}
            onActivate={() => activate(row)}
          />
        ))}
      </ul>
    </div>
  );
}
