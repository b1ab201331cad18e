import { authApi, gpApi } from '@casino/contract/routes';
import { startEarly } from '../api/client';
import { readSession } from '../api/session';
import { activeBonusesQuery, gamesQuery } from '../casino/queries';

/** The code of each page: one chunk per route, loaded on first visit (routes.tsx). */
export const pageLoaders = {
  sportBetting: () => import('../pages/SportBettingPage'),
  casino: () => import('../pages/CasinoPage'),
  liveCasino: () => import('../pages/LiveCasinoPage'),
  promotion: () => import('../pages/PromotionPage'),
  bonusDetails: () => import('../pages/BonusDetailsPage'),
  playGame: () => import('../pages/PlayGamePage'),
  resetPassword: () => import('../pages/ResetPasswordPage'),
  emailVerification: () => import('../pages/EmailVerificationPage'),
  content: () => import('../pages/ContentPage'),
  profile: () => import('../pages/ProfilePage'),
  notFound: () => import('../pages/NotFound'),
};

const byFirstSegment: Record<string, keyof typeof pageLoaders> = {
  '': 'sportBetting',
  'sport-betting': 'sportBetting',
  casino: 'casino',
  'live-casino': 'liveCasino',
  promotion: 'promotion',
  'bonus-details': 'bonusDetails',
  'play-game': 'playGame',
  'reset-password': 'resetPassword',
  'email-verification': 'emailVerification',
  pages: 'content',
  profile: 'profile',
};

/**
 * Called by the entry before the application's code has arrived: fetches the opened page's code
 * and, for a visitor, the data its first screen shows, alongside the application instead of
 * after it. The router's lazy route and the page's own calls then find them under way.
 */
export function startPage(pathname: string, { data = true } = {}): void {
  const page = byFirstSegment[pathname.split('/')[1] ?? ''];
  if (!page) return;
  pageLoaders[page]().catch(() => undefined); // a failure shows when the router loads it
  // A player's first screen depends on who they are (favourites, currency): it waits for them.
  if (!data || readSession()) return;
  if (page === 'casino' || page === 'liveCasino') {
    startEarly(gpApi.listGames, { query: gamesQuery() });
    startEarly(gpApi.listGameTypes);
    startEarly(gpApi.listProviders);
  } else if (page === 'promotion') {
    startEarly(authApi.listBonuses, { query: activeBonusesQuery() });
  }
}
