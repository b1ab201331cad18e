import { BACKOFFICE_LINKS } from '@casino/contract/routes';

/**
 * Every address of the back office, in one place: links, redirects and the router's route table
 * use these, never a literal. Paths are the router's (under its basename /backoffice, which the
 * platform serves); `BACKOFFICE_BASE` is for addresses outside the router.
 */
export const BACKOFFICE_BASE = BACKOFFICE_LINKS.base;

export const segments = {
  signIn: 'sign-in',
  setUp: BACKOFFICE_LINKS.setUp.slice(1),
  staff: 'staff',
  staffMember: 'staff/:id',
  audit: 'audit',
  sessions: 'sessions',
  dashboard: 'dashboard',
  players: 'players',
  player: 'players/:uuid',
  kyc: 'kyc',
  kycReview: 'kyc/:uuid',
  withdrawals: 'withdrawals',
  heldDeposits: 'held-deposits',
  reports: 'reports',
  harmAlerts: 'harm-alerts',
  harmAlert: 'harm-alerts/:id',
  campaigns: 'campaigns',
  newCampaign: 'campaigns/new',
  campaign: 'campaigns/:uuid',
  trading: 'trading',
  tradingEvent: 'trading/:eventId',
} as const;

export const paths = {
  /** The bonus campaigns: every offer with its state and figures. */
  campaigns: () => `/${segments.campaigns}`,
  /** A new campaign's editor (bonuses.manage). */
  newCampaign: () => `/${segments.newCampaign}`,
  /** One campaign: its offer's editor, preview and figures. */
  campaign: (uuid: string) => `/${segments.campaigns}/${encodeURIComponent(uuid)}`,
  home: () => '/',
  signIn: () => `/${segments.signIn}`,
  /** The page of an invitation's link (the platform writes `${PUBLIC_URL}/backoffice/set-up?token=`). */
  setUp: (token?: string) => `/${segments.setUp}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  staff: () => `/${segments.staff}`,
  /** One staff member: their account, the admin's actions on it and their audit. */
  staffMember: (id: string) => `/${segments.staff}/${encodeURIComponent(id)}`,
  audit: () => `/${segments.audit}`,
  sessions: () => `/${segments.sessions}`,
  dashboard: () => `/${segments.dashboard}`,
  /** Player search, with the text searched for. */
  players: (q?: string) => `/${segments.players}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  /** The player 360. */
  player: (uuid: string) => `/${segments.players}/${encodeURIComponent(uuid)}`,
  kyc: () => `/${segments.kyc}`,
  /** A player's KYC review: the documents' viewer, identity details and the decisions. */
  kycReview: (playerUuid: string) => `/${segments.kyc}/${encodeURIComponent(playerUuid)}`,
  withdrawals: () => `/${segments.withdrawals}`,
  heldDeposits: () => `/${segments.heldDeposits}`,
  /** The business report, for a range and a currency when given. */
  reports: (query?: { from: string; to: string; currency: string }) =>
    `/${segments.reports}${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
  /** The alerts of markers of harm (one player's with `player`, the closed ones with `closed`). */
  harmAlerts: (options: { player?: string; closed?: boolean } = {}) => {
    const query = new URLSearchParams();
    if (options.player) query.set('player', options.player);
    if (options.closed) query.set('state', 'closed');
    const text = query.toString();
    return `/${segments.harmAlerts}${text ? `?${text}` : ''}`;
  },
  /** One alert: its evidence, steps and actions. */
  harmAlert: (id: string) => `/${segments.harmAlerts}/${encodeURIComponent(id)}`,
  /** The sportsbook trading desk: events (live and upcoming, or those of one status). */
  trading: (status?: string) => `/${segments.trading}${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  /** One event on the trading desk: its markets and the trader's actions. */
  tradingEvent: (eventId: number) => `/${segments.trading}/${eventId}`,
} as const;
