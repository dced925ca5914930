import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useEntry } from '../../../app/useEntry';
import type { MemberInfo, Wallet } from '../../../domain/account/login';
import {
  type CentreEntryId,
  type CentreFacts,
  type CentreLayout,
  centreEntryDecision,
  centreGroups,
  centreLayoutOf,
  headIconOf,
  inviteKind,
  pointsOf,
  verificationOf,
} from '../../../domain/member/centre';
import { languageFlag } from '../../../domain/shell/languages';
import { moneyText } from '../../../domain/wallet/money';
import {
  selectBalanceHidden,
  selectMember,
  selectMemberType,
  selectWallet,
  selectWalletLoading,
} from '../../../machines/account/session.view';
import { memberHomeMachine } from '../../../machines/member/memberHome.machine';
import * as view from '../../../machines/member/memberHome.view';
import { selectInboxUnread } from '../../../machines/messages/unreadCounts.view';
import * as languageView from '../../../machines/shell/language.view';
import { selectConfig, selectFlag } from '../../../machines/shell/siteConfig.view';
import * as themeView from '../../../machines/shell/theme.view';
import { Dialog } from '../../../ui/Dialog';
import { CloseIcon, LogoutIcon, SpinnerIcon } from '../../../ui/icons';
import { CentreEntries, type EntryGroupView, type EntryView } from '../../../ui/member/CentreEntries';
import { ENTRY_ICONS } from '../../../ui/member/centreIcons';
import { LanguageChoice } from '../../../ui/member/LanguageChoice';
import { MemberCard } from '../../../ui/member/MemberCard';
import { vipLabelText } from '../../../ui/member/vipLabelText';
import '../../../ui/member/centre.css';

type MemberHomeActor = Actor<typeof memberHomeMachine>;

/**
 * /m/member/home (issue 15 item 1): the member's card (head icon, nickname, account, VIP label, verification and
 * points badges, balance with hide/show and refresh) and every entry of the member centre, in the classic layout
 * (profile card and plain lists) or, with template flag mem_cen '1', the new one (brand header with quick actions
 * and grids of tiles). Who may see it is the memberHome machine's first decision (§4: a visitor goes to /m/login, a
 * trial member gets the register alert).
 */
export default function MemberHomeScreen() {
  const memberType = useSelector(useAppActor('session'), selectMemberType);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the machine takes the member type as it was on entry
  const input = useMemo(() => ({ memberType }), []);
  const actor = useScreenActor(memberHomeMachine, { input });
  const open = useSelector(actor, view.selectOpen);
  const state = useSelector(actor, view.phase);
  const config = useSelector(useAppActor('siteConfig'), selectConfig);
  if (!open) return <div data-testid="member-home" data-state={state} />;
  return <MemberHome actor={actor} state={state} layout={centreLayoutOf(config?.mobileTemplate.mem_cen)} />;
}

function balanceText(wallet: Wallet | null, hidden: boolean, busy: boolean): string {
  return hidden || busy || !wallet ? '****' : moneyText(wallet.sumBalance, wallet.currencySymbol);
}

function MemberHome({ actor, state, layout }: { actor: MemberHomeActor; state: string; layout: CentreLayout }) {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const enter = useEntry();
  const sessionActor = useAppActor('session');
  const siteConfigActor = useAppActor('siteConfig');
  const themeActor = useAppActor('theme');
  const languageActor = useAppActor('language');
  const member: MemberInfo | null = useSelector(sessionActor, selectMember);
  const memberType = useSelector(sessionActor, selectMemberType);
  const wallet = useSelector(sessionActor, selectWallet);
  const walletBusy = useSelector(sessionActor, selectWalletLoading);
  const hidden = useSelector(sessionActor, selectBalanceHidden);
  const unread = useSelector(useAppActor('unreadCounts'), selectInboxUnread);
  const facts: CentreFacts = {
    memberType,
    vipOn: useSelector(siteConfigActor, selectFlag('VIP')),
    rewardsOn: useSelector(siteConfigActor, selectFlag('REWCEN3')),
    referralOn: useSelector(siteConfigActor, selectFlag('REFERRAL')),
  };
  const theme = useSelector(themeActor, themeView.theme);
  const language = useSelector(languageActor, languageView.language);
  const languages = useSelector(languageActor, languageView.languages);
  const info = useSelector(actor, view.selectInfo);
  const choosingLanguage = useSelector(actor, view.selectChoosingLanguage);
  const verification = verificationOf(member);

  const activate = (id: CentreEntryId) => {
    if (id === 'language') actor.send({ type: 'OPEN_LANGUAGE' });
    else if (id === 'theme') themeActor.send({ type: 'TOGGLE' });
    else {
      const decision = centreEntryDecision(id, facts);
      if (decision) enter(decision);
    }
  };

  const entryView = (id: CentreEntryId): EntryView => {
    const decision = centreEntryDecision(id, facts);
    const agent = id === 'invite' && inviteKind(memberType) === 'agent';
    const hint =
      id === 'rewards' && !facts.rewardsOn
        ? t('member.centre.rewardsContact')
        : id === 'theme'
          ? t(theme === 'dark' ? 'shell.dark' : 'shell.light')
          : id === 'language'
            ? languages.find((l) => l.code === language)?.name
            : id === 'verification' && verification
              ? t(`member.centre.verification.${verification}`)
              : undefined;
    return {
      id,
      icon: agent ? 'agent' : id,
      label: t(`member.centre.entries.${agent ? 'agent' : id}`),
      hint,
      href: decision?.kind === 'go' ? decision.path : undefined,
      unread: id === 'messages' ? unread : 0,
      onActivate: () => activate(id),
    };
  };

  // The new layout's card carries deposit, withdraw and transfer as quick actions; the classic list shows them as rows.
  const quick: CentreEntryId[] = ['deposit', 'withdraw', 'transfer'];
  const groups: EntryGroupView[] = centreGroups(facts).map((group) => ({
    id: group.id,
    title: t(`member.centre.groups.${group.id}`),
    entries: group.entries.filter((id) => layout === 'classic' || !quick.includes(id)).map(entryView),
  }));

  return (
    <div className={`mc-page mc-${layout}`} data-testid="member-home" data-layout={layout} data-state={state}>
      {!titleBar && <ScreenHeading hidden />}
      <MemberCard
        layout={layout}
        headIcon={headIconOf(member)}
        name={member ? member.nickname || member.account : ''}
        account={member?.account ?? ''}
        vipLabel={vipLabelText(member, t)}
        verification={verification}
        points={pointsOf(member)}
        balance={balanceText(wallet, hidden, walletBusy)}
        balanceBusy={walletBusy}
        hidden={hidden}
        infoBusy={info === 'loading' && !member}
        onToggleHidden={() => sessionActor.send({ type: 'TOGGLE_BALANCE' })}
        onRefresh={() => sessionActor.send({ type: 'REFRESH_WALLET' })}
        onVerification={() => activate('verification')}
        onPoints={() => activate('rewards')}
        actions={
          layout === 'new' && (
            <ul className="mc-quick">
              {quick.map((id) => {
                const Icon = ENTRY_ICONS[id];
                return (
                  <li key={id}>
                    <button type="button" data-entry={id} onClick={() => activate(id)}>
                      <Icon size={22} />
                      <span>{t(`member.centre.entries.${id}`)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      />
      {info === 'loading' && !member && (
        <p className="mc-status" role="status">
          <SpinnerIcon size={20} />
          <span>{t('common.loading')}</span>
        </p>
      )}
      {info === 'failed' && (
        <p className="mc-status" role="alert">
          <span>{t('member.centre.refreshFailed')}</span>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {info === 'signedOut' && (
        <p className="mc-status" role="status">
          {t('member.centre.signedOut')}
        </p>
      )}
      <CentreEntries layout={layout} groups={groups} />
      <button
        type="button"
        className="btn btn-secondary btn-block mc-logout"
        data-entry="logout"
        onClick={() => sessionActor.send({ type: 'LOGOUT' })}
      >
        <LogoutIcon size={20} />
        <span>{t('member.centre.entries.logout')}</span>
      </button>
      {choosingLanguage && (
        <Dialog variant="sheet" labelledBy="mc-language-title" onDismiss={() => actor.send({ type: 'CLOSE_LANGUAGE' })}>
          <div className="mc-language">
            <button
              type="button"
              className="mc-icon-button mc-language-close"
              aria-label={t('common.close')}
              onClick={() => actor.send({ type: 'CLOSE_LANGUAGE' })}
            >
              <CloseIcon size={20} />
            </button>
            <LanguageChoice
              current={language}
              languages={languages.map((l) => ({ code: l.code, name: l.name, flag: languageFlag(l.code) }))}
              onChange={(code) => actor.send({ type: 'CHOOSE_LANGUAGE', language: code })}
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
