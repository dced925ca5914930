import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useScreenActor } from '../../../app/system';
import '../../../ui/games/games.css';
import '../../../ui/home/home.css';
import { firstViewDrawn } from '../../../app/firstView';
import { homeStartInput } from '../../../app/implementations/home';
import { useAppActor } from '../../../app/system';
import { useEntry } from '../../../app/useEntry';
import { useImageUrl } from '../../../app/useImageUrl';
import { useNavigator } from '../../../app/useNavigator';
import { LEGAL_AGE, PAGE_SIZE } from '../../../domain/constants';
import { categoryPath, LOBBY, menuCategories } from '../../../domain/games/categories';
import {
  downloadOptions,
  footerCategories as footerCategoriesOf,
  homeBanners,
  homeSections,
  socialLinks,
} from '../../../domain/home/homeData';
import { formatBalance, formatJackpot } from '../../../domain/home/jackpot';
import { languageFlag } from '../../../domain/shell/languages';
import { homeShortcutEntry, inviteEntry, rewardCentreEntry } from '../../../domain/shell/navigation';
import { pathTo } from '../../../domain/shell/paths';
import { selectMemberType, selectWallet } from '../../../machines/account/session.view';
import { bannerAutoplayMachine } from '../../../machines/home/bannerAutoplay.machine';
import * as bannerAutoplayView from '../../../machines/home/bannerAutoplay.view';
import { downloadMachine } from '../../../machines/home/download.machine';
import * as downloadView from '../../../machines/home/download.view';
import { homeViewMachine } from '../../../machines/home/homeView.machine';
import * as homeView from '../../../machines/home/homeView.view';
import { jackpotMachine } from '../../../machines/home/jackpot.machine';
import * as jackpotView from '../../../machines/home/jackpot.view';
import { winnerBoardMachine } from '../../../machines/home/winnerBoard.machine';
import { winnerScrollMachine } from '../../../machines/home/winnerScroll.machine';
import * as winnerScrollView from '../../../machines/home/winnerScroll.view';
import { selectCsLink } from '../../../machines/messages/customerService.view';
import { helpMachine } from '../../../machines/messages/help.machine';
import * as contentView from '../../../machines/shell/content.view';
import * as languageView from '../../../machines/shell/language.view';
import { selectConfig, selectFlag } from '../../../machines/shell/siteConfig.view';
import { GameSearch } from '../../../ui/games/GameSearch';
import { BannerCarousel, type BannerView } from '../../../ui/home/BannerCarousel';
import { AddToHomeGuide, DownloadPopup } from '../../../ui/home/DownloadPopup';
import { Footer } from '../../../ui/home/Footer';
import { JackpotCounter } from '../../../ui/home/JackpotCounter';
import { LanguagePicker } from '../../../ui/home/LanguagePicker';
import { Marquee } from '../../../ui/home/Marquee';
import { WinnerBoard } from '../../../ui/home/WinnerBoard';
import { ChatIcon, CloseIcon, CrownIcon, GiftIcon, ShareIcon } from '../../../ui/icons';
import { NearViewport } from '../../../ui/NearViewport';
import { Lobby } from '../../games/shared/Lobby';
import { useGameHandlers, usePausedWhileHidden, useVendors } from '../../games/shared/useGames';
import { HomeLobby } from './HomeLobby';
import { HomeTop } from './HomeTop';

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/** The jackpot banner on its own machine, paused while the page is hidden. */
const Jackpot = memo(function Jackpot({ seed }: { seed: number }) {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const jackpot = useScreenActor(jackpotMachine, { input: { seed } });
  const value = useSelector(jackpot, jackpotView.value);
  const symbol = useSelector(sessionActor, (s) => selectWallet(s)?.currencySymbol ?? '$');
  usePausedWhileHidden(jackpot);
  return <JackpotCounter label={t('home.jackpot')} symbol={symbol} value={formatJackpot(value)} />;
});

/**
 * The banner carousel on its autoplay machine (spec §2), still while the page is hidden, with the player's Pause and
 * Play; it starts stopped for a player who prefers reduced motion.
 */
const Banners = memo(function Banners({
  banners,
  onOpen,
  reducedMotion,
}: {
  banners: BannerView[];
  onOpen: (b: BannerView) => void;
  reducedMotion: boolean;
}) {
  const { t } = useTranslation();
  const autoplay = useScreenActor(bannerAutoplayMachine, { input: { reducedMotion } });
  const index = useSelector(autoplay, bannerAutoplayView.index);
  const stopped = useSelector(autoplay, bannerAutoplayView.stopped);
  usePausedWhileHidden(autoplay);
  return (
    <BannerCarousel
      banners={banners}
      onOpen={onOpen}
      label={t('home.banners')}
      index={index}
      onSwiped={(i) => autoplay.send({ type: 'SCROLLED', index: i })}
      onHold={() => autoplay.send({ type: 'HOLD' })}
      onPick={(i) => autoplay.send({ type: 'GO_TO', index: i })}
      stopped={stopped}
      onToggle={() => autoplay.send({ type: stopped ? 'PLAY' : 'STOP' })}
      onFirstSettled={firstViewDrawn}
    />
  );
});

/**
 * The winner board: reloads 250 ms after a language change; a row launches its game (spec §2). Its scroll has the
 * player's Pause and Play, and starts stopped for a player who prefers reduced motion.
 */
const Winners = memo(function Winners({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation();
  const board = useScreenActor(winnerBoardMachine);
  const entries = useSelector(board, contentView.data);
  const scroll = useScreenActor(winnerScrollMachine, { input: { board, reducedMotion } });
  const offset = useSelector(scroll, winnerScrollView.offset);
  const animate = useSelector(scroll, winnerScrollView.animate);
  const stopped = useSelector(scroll, winnerScrollView.stopped);
  const hold = useCallback(() => scroll.send({ type: 'HOLD' }), [scroll]);
  const release = useCallback(() => scroll.send({ type: 'RELEASE' }), [scroll]);
  const { onOpen } = useGameHandlers({ fromHome: true });
  const imageUrl = useImageUrl();
  const rows = useMemo(
    () =>
      entries.map((e, i) => ({
        key: `${e.game.nodeId}-${i}`,
        icon: imageUrl(e.vo.iconUrl || e.game.iconUrl),
        customer: e.vo.customerName,
        game: e.vo.gameName,
        amount: `${e.vo.currencySymbol ?? ''}${formatBalance(e.vo.winAmount)}`,
      })),
    [entries, imageUrl],
  );
  return (
    <WinnerBoard
      title={t('home.winners')}
      rows={rows}
      emptyText={t('home.noWinners')}
      playLabel={(game) => t('home.playGame', { game })}
      offset={offset}
      animate={animate}
      onHold={hold}
      onRelease={release}
      stopped={stopped}
      onToggle={() => scroll.send({ type: stopped ? 'PLAY' : 'STOP' })}
      motionLabels={{ pause: t('home.pauseWinners'), play: t('home.playWinners') }}
      onOpen={(i) => {
        const entry = entries[i];
        if (entry) onOpen(entry.game);
      }}
    />
  );
});

/** Footer wiring: categories, providers, help (reloads 200 ms after a language change), language picker. */
const HomeFooter = memo(function HomeFooter({ categories }: { categories: readonly string[] }) {
  const nav = useNavigator();
  const siteConfigActor = useAppActor('siteConfig');
  const languageActor = useAppActor('language');
  const { t } = useTranslation();
  const help = useScreenActor(helpMachine);
  const items = useSelector(help, contentView.data);
  const config = useSelector(siteConfigActor, selectConfig);
  const language = useSelector(languageActor, languageView.language);
  const languages = useSelector(languageActor, languageView.languages);
  const vendors = useVendors();
  const providers = (vendors.sorting.find((s) => s.gameCategory === 'PROVIDER')?.vendorNames ?? []).map((v) => ({
    code: v.vassalage,
    name: vendors.name(v.vassalage),
    logo: vendors.logo(v.vassalage),
  }));
  return (
    <Footer
      social={socialLinks(config)}
      categories={[
        { key: 'HOT', label: t('games.hotGames'), href: pathTo('hot') },
        ...[...categories].sort().map((c) => ({
          key: c,
          label: t(`games.category.${c}`, { defaultValue: c }),
          href: categoryPath(c),
        })),
      ]}
      providers={providers}
      help={items.map((h, i) => ({ key: `${i}-${h.title}`, title: h.title, href: pathTo('helpDetail', { i }) }))}
      age={LEGAL_AGE}
      onOpenExternal={nav.openExternal}
      languagePicker={
        <LanguagePicker
          current={language}
          languages={languages.map((l) => ({ code: l.code, name: l.name, flag: languageFlag(l.code) }))}
          onChange={(code) => languageActor.send({ type: 'CHANGE', language: code })}
        />
      }
    />
  );
});

/** Home (spec §2 "Home"): /m, /m/home and aliases; `?pageType=list&gameType=X` opens that list directly. */
export default function HomeScreen() {
  const nav = useNavigator();
  const announcementsActor = useAppActor('announcements');
  const sessionActor = useAppActor('session');
  const siteConfigActor = useAppActor('siteConfig');
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const view = useScreenActor(homeViewMachine, {
    input: { pageType: params.get('pageType'), gameType: params.get('gameType') },
  });
  const shows = useSelector(view, homeView.shows);
  const shownCategory = useSelector(view, homeView.category);
  const searchedName = useSelector(view, homeView.gameName);
  const config = useSelector(siteConfigActor, selectConfig);
  const announcements = useSelector(announcementsActor, contentView.data);
  const memberType = useSelector(sessionActor, selectMemberType);
  const vipOn = useSelector(siteConfigActor, selectFlag('VIP'));
  const referralOn = useSelector(siteConfigActor, selectFlag('REFERRAL'));
  const rewardsOn = useSelector(siteConfigActor, selectFlag('REWCEN3'));
  // §2: the floating service icon shows only with a CS entry (decrypted from the customer-service call).
  const csLink = useSelector(useAppActor('customerService'), selectCsLink);
  const enter = useEntry();
  const { mapping } = useVendors();
  const menu = useMemo(() => menuCategories(mapping), [mapping]);
  const sections = useMemo(() => homeSections(menu), [menu]);
  const footerCategories = useMemo(() => footerCategoriesOf(sections), [sections]);
  // Read once per visit of home: platform, remembered dismissals, the jackpot's seed (app/implementations/home.ts).
  const [start] = useState(homeStartInput);
  const [searchText, setSearchText] = useState('');

  // The download offers hear later site configs themselves (spec §2); the one known now is in their first snapshot.
  const download = useScreenActor(downloadMachine, {
    input: { run: start.run, safari: start.safari, ios: start.ios, dismissed: start.dismissed, config },
  });
  const downloadOffered = useSelector(download, downloadView.offered);
  const downloadBanner = useSelector(download, downloadView.bannerShown);
  const downloadPopup = useSelector(download, downloadView.popupShown);
  const guideStep = useSelector(download, downloadView.guideStep);
  const links = useSelector(download, downloadView.links);
  // One popup at a time: the announcement popup waits while the app-download offer is open.
  const popupActor = useAppActor('announcementPopup');
  const offerOpen = downloadPopup || guideStep !== null;
  useEffect(() => {
    if (!offerOpen) return;
    popupActor.send({ type: 'HOLD' });
    return () => popupActor.send({ type: 'RELEASE' });
  }, [offerOpen, popupActor]);

  const imageUrl = useImageUrl();
  const banners = useMemo<BannerView[]>(
    () =>
      homeBanners(announcements.banners, config?.liveModel !== false).map((b, i) => ({
        key: `${i}-${b.url}`,
        src: imageUrl(b.url),
        alt: b.title || t('home.bannerN', { n: i + 1 }),
        href: b.link,
      })),
    [announcements.banners, config, t, imageUrl],
  );
  // The server's first view shows the first banner until this home shows it too, or knows it has none.
  const announcementsSettled = useSelector(announcementsActor, contentView.settled);
  useEffect(() => {
    if (announcementsSettled && banners.length === 0) firstViewDrawn();
  }, [announcementsSettled, banners.length]);
  const onBanner = useCallback(
    (b: BannerView) => {
      if (!b.href) return;
      if (/^https?:/i.test(b.href)) nav.openExternal(b.href);
      else nav.go(b.href);
    },
    [nav.openExternal, nav.go],
  );
  const ticker = useMemo(
    () => announcements.player.map((a, i) => ({ key: a.id || String(i), title: a.title })),
    [announcements.player],
  );
  const options = downloadOptions(links, start.ios);

  return (
    <div className="home">
      <HomeTop showDownload={downloadOffered} onDownload={() => download.send({ type: 'OPEN' })} />
      {downloadBanner && (
        <div className="download-banner" data-testid="download-banner">
          <ShareIcon size={20} />
          <p>{t('home.download.banner')}</p>
          <button type="button" className="btn btn-small btn-primary" onClick={() => download.send({ type: 'OPEN' })}>
            {t('home.download.cta')}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('home.download.dismiss')}
            onClick={() => download.send({ type: 'DISMISS_BANNER' })}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}

      <Banners banners={banners} onOpen={onBanner} reducedMotion={start.reducedMotion} />
      <Marquee
        items={ticker}
        label={t('home.announcements')}
        pauseLabel={t('home.pauseTicker')}
        playLabel={t('home.playTicker')}
        emptyText={t('home.noAnnouncements')}
        onOpen={(i) => nav.go(pathTo('notice', { i }))}
      />

      {/* A visitor gets the login popup over home for a member-only destination, which follows the login. */}
      <nav className="shortcuts" aria-label={t('home.shortcuts')}>
        <button type="button" onClick={() => enter(homeShortcutEntry(memberType, inviteEntry(memberType, referralOn)))}>
          <ShareIcon size={24} />
          {t('home.referAndWin')}
        </button>
        <button type="button" onClick={() => enter(homeShortcutEntry(memberType, rewardCentreEntry(rewardsOn)))}>
          <GiftIcon size={24} />
          {t('home.bonus')}
        </button>
        {vipOn && (
          <button
            type="button"
            onClick={() => enter(homeShortcutEntry(memberType, { kind: 'go', path: pathTo('memberBenefits') }))}
          >
            <CrownIcon size={24} />
            {t('home.vipBonus')}
          </button>
        )}
      </nav>

      <Jackpot seed={start.jackpotSeed} />

      <div className="home-menu">
        <nav className="category-menu" aria-label={t('games.categories')}>
          {menu.map((c) => (
            <button
              key={c}
              type="button"
              aria-current={shownCategory === c && shows !== 'filter' ? 'page' : undefined}
              onClick={() => view.send({ type: 'SELECT', category: c })}
            >
              {c === LOBBY ? t('games.lobby') : t(`games.category.${c}`, { defaultValue: c })}
            </button>
          ))}
        </nav>
        <button
          type="button"
          className="icon-button"
          aria-label={t('games.searchLabel')}
          aria-pressed={shows === 'filter'}
          onClick={() => view.send(shows === 'filter' ? { type: 'CLOSE_SEARCH' } : { type: 'OPEN_SEARCH' })}
        >
          <SearchIcon />
        </button>
      </div>

      {shows === 'lobby' && <HomeLobby categories={sections} />}
      {shows === 'list' && (
        <Lobby key={shownCategory} category={shownCategory} pageSize={PAGE_SIZE.home} menu={false} fromHome />
      )}
      {shows === 'filter' && (
        <>
          <GameSearch
            id="home-search"
            value={searchText}
            onChange={setSearchText}
            onSearch={(gameName) => view.send({ type: 'SEARCH', gameName })}
            withButton
          />
          {searchedName && (
            <Lobby
              key={searchedName}
              category="ALL"
              pageSize={PAGE_SIZE.home}
              menu={false}
              gameName={searchedName}
              fromHome
            />
          )}
        </>
      )}

      <NearViewport placeholder={<div className="winner-board-placeholder" />}>
        <Winners reducedMotion={start.reducedMotion} />
      </NearViewport>
      <NearViewport placeholder={<div className="home-footer-placeholder" />}>
        <HomeFooter categories={footerCategories} />
      </NearViewport>
      <Link href={pathTo('responsibleGaming')} className="home-rg-link">
        {t('protection.hub.link')}
      </Link>

      {csLink && (
        <button
          type="button"
          className="cs-float"
          aria-label={t('home.customerService')}
          onClick={() => nav.openExternal(csLink)}
        >
          <ChatIcon size={26} />
        </button>
      )}
      {downloadPopup && (
        <DownloadPopup
          options={options}
          onChoose={(option) => download.send({ type: 'CHOOSE', option })}
          onClose={() => download.send({ type: 'CLOSE' })}
        />
      )}
      {guideStep !== null && (
        <AddToHomeGuide
          step={guideStep}
          onNext={() => download.send({ type: 'NEXT' })}
          onClose={() => download.send({ type: 'CLOSE' })}
        />
      )}
    </div>
  );
}
