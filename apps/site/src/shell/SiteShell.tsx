import { Button } from '@casino/ui/Button';
import { MobileFooterMenu, type MobileFooterMenuItem } from '@casino/ui/MobileNav';
import { SiteHeader } from '@casino/ui/SiteHeader';
import { Skeleton } from '@casino/ui/Skeleton';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthModal } from '../auth/AuthModalContext';
import { usePlayer } from '../player/PlayerProvider';
import { toBcp47 } from '../i18n/i18n';
import { useWalletFeed } from '../wallet/useWalletFeed';
import { useWageringLeft } from '../wallet/useWageringLeft';
import { walletItems } from '../wallet/wallets';
import { SessionMeterSlot } from '../protection/SessionMeterSlot';
import { Footer } from './Footer';
import { accountIcon, eventsIcon, Logo, myBetIcon, sportsIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { activeMenuHref, mainMenu } from './mainMenu';
import * as styles from './SiteShell.css';
import { paths, segments, SIGN_IN_REQUEST } from '../paths';

const Drawer = lazy(() => import('./Drawer'));
const AccountMenu = lazy(() => import('./AccountMenu'));
const RealityCheck = lazy(() => import('../protection/RealityCheck').then((m) => ({ default: m.RealityCheck })));

export const PROFILE_PATH = paths.profile();
export const BET_HISTORY_PATH = paths.profile('bet-history');
export const LIVE_EVENTS_PATH = paths.sportBetting('live');

/** Which entry of the mobile footer menu the page belongs to. */
function footerActiveHref(pathname: string): string | undefined {
  if (pathname.startsWith(BET_HISTORY_PATH)) return BET_HISTORY_PATH;
  if (pathname.startsWith(`/${segments.profile}`)) return PROFILE_PATH;
  if (pathname.startsWith(LIVE_EVENTS_PATH)) return LIVE_EVENTS_PATH;
  if (pathname.startsWith(paths.sportBetting())) return paths.sportBetting();
  return undefined;
}

/** The site frame of spec point 2: header, mobile drawer, page, footer and mobile footer menu. */
export function SiteShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const player = usePlayer();
  const { openAuth } = useAuthModal();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useWalletFeed();

  // A protected page sent a visitor home and asked for sign-in.
  const signInRequested = new URLSearchParams(location.search).has(SIGN_IN_REQUEST);
  useEffect(() => {
    if (!signInRequested || player.loginLoader) return;
    if (!player.isLoggedIn) openAuth('signIn');
    const search = new URLSearchParams(location.search);
    search.delete(SIGN_IN_REQUEST);
    const query = search.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true },
    );
  }, [signInRequested, player.isLoggedIn, player.loginLoader, openAuth, navigate, location]);

  const menu = mainMenu.map((entry) => ({ href: entry.href, label: t(entry.key) }));
  const activeHref = activeMenuHref(location.pathname);

  const accounts = player.playerDetails?.accounts;
  const wageringLeft = useWageringLeft(player.isLoggedIn ? player.playerDetails?.uuid : undefined, accounts);
  const combinedName = t('header.balance');
  const wallets = useMemo(
    () => walletItems(accounts ?? [], toBcp47(i18n.language), { names: { combined: combinedName }, wageringLeft }),
    [accounts, i18n.language, combinedName, wageringLeft],
  );
  const [pickedWallet, setPickedWallet] = useState<{ id: string; accounts: typeof accounts }>();
  // A balance update replaces the list and the selection goes back to 'combined' (spec point 4).
  const selectedId = pickedWallet?.accounts === accounts ? pickedWallet?.id : String(wallets.selectedId ?? '');

  // While the player plays, the header shows the session's time and net position (issue 16).
  const playing =
    location.pathname.startsWith(`/${segments.playGame}`) || location.pathname.startsWith(paths.sportBetting());

  const account = player.isLoggedIn ? (
    <>
      {playing && <SessionMeterSlot />}
      {/* A check that fell due away from a game asks on whatever page the player opens (the game
          and sportsbook pages ask themselves). */}
      {!playing && (
        <Suspense fallback={null}>
          <RealityCheck lobbyHref={paths.casino()} historyHref={paths.profile('casino-bets')} />
        </Suspense>
      )}
      <Suspense fallback={<Skeleton width="7rem" height="2.5rem" />}>
        <AccountMenu
          wallets={wallets.items.map((item) => ({ ...item, id: String(item.id) }))}
          selectedId={selectedId}
          onSelect={(id) => setPickedWallet({ id, accounts })}
          messages={{
            // The balance carries its currency ('1.250,00 €'): the text's {{symbol}} stays empty.
            trigger: (symbol, balance) => t('header.walletTrigger', { symbol, balance }).replace(/ {2,}/g, ' '),
            empty: t('header.walletEmpty'),
            heading: t('header.wallets'),
            cash: t('header.walletCash'),
            bonus: t('header.walletBonus'),
            wageringLeft: t('header.walletWageringLeft'),
          }}
        />
      </Suspense>
      <Button className={styles.wideOnly} onClick={() => navigate(PROFILE_PATH)}>
        {t('header.profileDashboard')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" className={styles.compactOnPhone} onClick={() => openAuth('signIn')}>
        {t('header.signIn')}
      </Button>
      <Button className={styles.compactOnPhone} onClick={() => openAuth('signUp')}>
        {t('header.signUp')}
      </Button>
    </>
  );

  const footerItems: MobileFooterMenuItem[] = [
    { href: paths.sportBetting(), label: t('mobileFooter.sports'), icon: sportsIcon },
    { href: LIVE_EVENTS_PATH, label: t('mobileFooter.events'), icon: eventsIcon },
    { href: BET_HISTORY_PATH, label: t('mobileFooter.myBet'), icon: myBetIcon },
    { href: PROFILE_PATH, label: t('mobileFooter.account'), icon: accountIcon },
  ];

  return (
    <div className={styles.page}>
      <SiteHeader
        logo={<Logo />}
        homeLabel={t('header.logoAlt')}
        menu={menu}
        activeHref={activeHref}
        languageSelector={<LanguageSelect id="header-language" />}
        account={account}
        loading={player.loginLoader}
        onMenuOpen={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
        menuOpen={drawerOpen}
        messages={{
          skipToContent: t('header.skipToContent'),
          openMenu: t('header.openMenu'),
          mainMenu: t('header.mainMenu'),
          loading: t('header.loadingAccount'),
        }}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            menu={menu}
            activeHref={activeHref}
            loggedIn={player.isLoggedIn}
            profileHref={PROFILE_PATH}
            onLogout={() => void player.signOut()}
            onSignIn={() => openAuth('signIn')}
            onSignUp={() => openAuth('signUp')}
            languageSelector={<LanguageSelect id="drawer-language" />}
            messages={{
              title: t('header.menuTitle'),
              close: t('header.closeMenu'),
              menu: t('header.mainMenu'),
              profileDashboard: t('header.profileDashboard'),
              logout: t('header.logout'),
              signIn: t('header.signIn'),
              signUp: t('header.signUp'),
            }}
          />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <MobileFooterMenu
        items={footerItems}
        activeHref={footerActiveHref(location.pathname)}
        messages={{ label: t('mobileFooter.label') }}
      />
    </div>
  );
}
