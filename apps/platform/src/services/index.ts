/**
 * The composition root of the platform's services: `createServices` builds every service once,
 * wires their listeners in one place, and answers them as one typed object. `app.ts` calls it
 * and hands the result to the route modules (`context.services`); no route module builds a
 * service. A new service is made here, from the services it needs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { MarketRules } from './markets';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { CryptoPayClient } from '../providers/cryptoPay/client';
import { SANDBOX_API_KEY, SANDBOX_API_PREFIX } from '../providers/cryptoPay/api';
import {
  REGISTERS,
  type RegisterName,
  SANDBOX_API_PREFIX as REGISTERS_SANDBOX_PREFIX,
  SANDBOX_GAMSTOP_API_KEY,
} from '../providers/registers/api';
import { type RegisterEndpoint, RegisterClients } from '../providers/registers/client';
import { NationalRegisters } from './registers';
import { LUGAS_SANDBOX_PREFIX } from '../providers/lugas/api';
import { LugasClient } from '../providers/lugas/client';
import { LugasService } from './lugas';
import type { Realtime } from '../realtime/socket';
import { AuditService } from './audit';
import { BalancePushes } from './balancePushes';
import { BonusService } from './bonuses';
import { BonusWallet } from './bonusWallet';
import { GameRoundService } from './gameRounds';
import { JackpotService } from './jackpots';
import { LiveTablesService } from './liveTables';
import { GamesService } from './games';
import { KycService } from './kyc';
import { KycQueueService } from './kycQueue';
import { createMailer, type Mailer } from './mail';
import { HeldDeposits } from './heldDeposits';
import { PaymentService } from './payments';
import { createPlayerServices, type PlayerServices } from './players';
import { PlayerDetailsCache } from './players/detailsCache';
import { createProtectionGate, createProtectionServices, type ProtectionServices } from './protection';
import { SessionService } from './sessions';
import { SportsbookService } from './sportsbook';
import { SportsbookTradingDesk } from './sportsbook/trading';
import { StaffService } from './staff';
import { SportsbookTokenService } from './sportsbookToken';
import { TwoFactorService } from './twoFactor';
import { WalletService } from './wallet';
import { WithdrawalGates } from './withdrawalGates';
import { BackofficeDashboard } from './backofficeDashboard';
import { Reports } from './reports';
import { PlayerSearch } from './playerSearch';
import { createDeskServices, type DeskServices } from './desk';
import { WithdrawalRiskService } from './withdrawalRisk';
import { WithdrawalService } from './withdrawals';
import { MoneyQueues } from './moneyQueues';
import { Campaigns } from './campaigns';
import { HarmAlerts } from './harm/alerts';
import { HarmMarkers, type SharedTurns } from './harm/markers';
import { awaitStep } from '../slowStep';

/** How often bonuses past their clearing period are ended (the money paths also end them on use). */
const BONUS_EXPIRY_SWEEP_MS = 60_000;
/** How often payment links past their end are expired and unconfirmed refunds asked again. */
const PAYMENT_SWEEP_MS = 60_000;

/** What the services are built from. */
export interface ServiceDeps {
  config: Config;
  db: Database;
  /** The wallet feed: balances and sportsbook changes are pushed there; it admits sockets by session. */
  realtime: Realtime;
  /** The platform's time (a hand-moved clock in tests). */
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * The address this platform listens on (null before it listens): the CryptoPay API of its own
   * sandbox when no CRYPTOPAY_API_URL is set.
   */
  ownOrigin: () => string | null;
  /** Turns the processes share (Redis), when there are several: the markers of harm take them per player. */
  turns?: SharedTurns | undefined;
}

/** Every service of a platform, built once. */
export interface Services {
  /** Access and refresh tokens, sign-in sessions and their history. */
  sessions: SessionService;
  /** Accounts and the ledger: the only way a balance changes. */
  wallet: WalletService;
  /** The `balanceUpdate` pushes of committed changes: queued, retried, re-sent after a Redis outage. */
  balancePushes: BalancePushes;
  /** The money side of bonuses: stakes cash first, winnings by funding, conversion, expiry, forfeit. */
  bonusWallet: BonusWallet;
  /** Bonus offers, grants and the player's bonuses. */
  bonuses: BonusService;
  /** Outgoing e-mail (SMTP, or the outbox the local mailbox shows). */
  mailer: Mailer;
  /**
   * Player protection: limits, reality checks, exclusions, the marketing audience; its `gate` is
   * the required argument of every money path.
   */
  protection: ProtectionServices;
  /** Two-factor sign-in (TOTP and recovery codes): enrolment, and the code check of sign-in and sensitive changes. */
  twoFactor: TwoFactorService;
  /** Sign-up and sign-in, account changes, e-mailed links, profile and preferences. */
  players: PlayerServices;
  /**
   * The players' details answers kept in this process; told of every change to them after it
   * commits (and, through the wallet feed's Redis link, told of the other processes' changes).
   */
  playerDetails: PlayerDetailsCache;
  /** KYC documents, their files and the operator's review. */
  kyc: KycService;
  /** The back office's KYC queue: claims, staff views of the files (audited), staff decisions. */
  kycQueue: KycQueueService;
  /** The game catalogue and favourites. */
  games: GamesService;
  /** Game sessions and rounds (real money through the bonus wallet, or demo money). */
  gameRounds: GameRoundService;
  /** The pooled jackpot of the demo provider's jackpot game, one pool per currency. */
  jackpots: JackpotService;
  /** The simulated state of the live tables (dealer, players, stake limits). */
  liveTables: LiveTablesService;
  /** The rules of each player's market (MARKETS, docs/markets.md). */
  markets: MarketRules;
  /** The national exclusion registers (GAMSTOP, CRUKS, OASIS: docs/registers.md), asked per market. */
  registers: NationalRegisters;
  /** LUGAS, Germany's cross-operator deposit limit and activity file (docs/lugas.md), for German players. */
  lugas: LugasService;
  /** Deposits by CryptoPay payment link and webhook, coins, fees, the payment history. */
  payments: PaymentService;
  /** Deposits whose money arrived past a deposit limit or an exclusion: kept apart, returned or released. */
  heldDeposits: HeldDeposits;
  /** What a withdrawal waits for (verified e-mail, approved KYC, no bonus in progress). */
  withdrawalGates: WithdrawalGates;
  /** Withdrawals: hold, cancel, the operator's approve or reject. */
  withdrawals: WithdrawalService;
  /** The withdrawal queue's risk flags and the four-eyes threshold. */
  withdrawalRisk: WithdrawalRiskService;
  /** The back office's withdrawal queue (four eyes) and held deposits. */
  moneyQueues: MoneyQueues;
  /** The back office's dashboard: queues and today's money. */
  dashboard: BackofficeDashboard;
  /** The back office's reports: the business by day from the ledger. */
  reports: Reports;
  /** The back office's player look-up. */
  playerSearch: PlayerSearch;
  /** The back office's player 360: the page, staff's notes and tags, and the actions on a player. */
  desk: DeskServices;
  /** Markers of harm computed after every posting (docs/harmMarkers.md), and the staff's alerts queue. */
  harm: { markers: HarmMarkers; alerts: HarmAlerts };
  /** Bonus campaigns of the back office: offers with their schedule, state and figures, audited changes. */
  campaigns: Campaigns;
  /** The sportsbook: feed, simulator clock, bets. */
  sportsbook: SportsbookService;
  /** The back office's sportsbook trading desk (docs/trading-desk.md). */
  sportsbookTrading: SportsbookTradingDesk;
  /** The sportsbook widget's short-lived tokens. */
  sportsbookTokens: SportsbookTokenService;
  /** The tamper-evident audit trail of staff and automation actions (append-only, hash-chained). */
  audit: AuditService;
  /** The operator's staff: accounts, roles, two-factor sign-in, sessions (the back office). */
  staff: StaffService;
  /** Starts the background work: the sportsbook's clock, the bonus expiry and payment sweeps. */
  start(): Promise<void>;
  /** Ends the background work and removes temporary folders. */
  stop(): Promise<void>;
}

export function createServices({ config, db, realtime, clock, log, ownOrigin, turns }: ServiceDeps): Services {
  const mailer = createMailer({ config, db, log });
  const sessions = new SessionService(db, config, clock);
  // Player protection's gate comes first: every money path below is built with it (and cannot be
  // built without it). The wallet checks every stake with it, inside the stake's transaction after
  // the account row is locked, before the bonus wagering listener counts the stake.
  // The rules of each player's market (MARKETS): slot caps and pace, withdrawals, bonuses, games,
  // the Dutch deposit cap.
  const markets = new MarketRules(clock, config.markets);
  const protectionCore = createProtectionGate({ db, clock, markets });
  const gate = protectionCore.gate;
  const wallet = new WalletService(db, clock, gate);
  const bonusWallet = new BonusWallet(db, wallet, clock);
  const bonuses = new BonusService(db, bonusWallet, gate, markets, clock);
  const protection = createProtectionServices(protectionCore, { mailer, log, bonusWallet });
  const twoFactor = new TwoFactorService({ db, jwtSecret: config.jwtSecret, clock, mailer, sessions });
  const playerDetails = new PlayerDetailsCache();
  // The national exclusion registers: the configured APIs, or the platform's own sandboxes.
  const registerEndpoint = (register: RegisterName): RegisterEndpoint => {
    const { apiUrl, apiKey } = config.registers[register];
    const sandbox = () => {
      const origin = ownOrigin();
      return origin ? `${origin}${REGISTERS_SANDBOX_PREFIX}/${register}` : null;
    };
    return {
      apiUrl: apiUrl ?? sandbox,
      apiKey: apiKey ?? (register === 'gamstop' ? SANDBOX_GAMSTOP_API_KEY : undefined),
    };
  };
  const registerClients = new RegisterClients({
    endpoints: Object.fromEntries(REGISTERS.map((register) => [register, registerEndpoint(register)])) as Record<
      RegisterName,
      RegisterEndpoint
    >,
    log,
  });
  const registers = new NationalRegisters({ db, clock, clients: registerClients, markets: config.markets, log });
  // LUGAS: the configured API (the operator's gateway), or the platform's own sandbox.
  const lugasClient = new LugasClient({
    endpoint: {
      apiUrl:
        config.lugas.apiUrl ??
        (() => {
          const origin = ownOrigin();
          return origin ? `${origin}${LUGAS_SANDBOX_PREFIX}` : null;
        }),
      apiKey: config.lugas.apiKey,
    },
    log,
  });
  const lugas = new LugasService({ db, clock, client: lugasClient, markets: config.markets, log });
  const players = createPlayerServices({ db, config, sessions, wallet, mailer, twoFactor, playerDetails, registers });
  const audit = new AuditService(db, clock);
  const kyc = new KycService({ db, config, mailer, log, playerChanges: playerDetails, audit });
  const kycQueue = new KycQueueService({ db, clock, kyc, audit });
  const games = new GamesService(db);
  const jackpots = new JackpotService(db);
  const gameRounds = new GameRoundService(db, wallet, bonusWallet, gate, markets, undefined, jackpots, {
    maxRounds: config.roundBatchRounds,
    maxBatches: Math.min(config.roundBatches, config.databasePoolSize),
  });
  // A pool's new amount goes to every casino socket once its round committed.
  jackpots.onChange((update) => realtime.pushJackpot(update));
  const liveTables = new LiveTablesService(games, clock);
  const cryptoPay = new CryptoPayClient({
    apiUrl: config.cryptoPayApiUrl ?? (() => sandboxApiUrl(ownOrigin())),
    apiKey: config.cryptoPayApiKey ?? SANDBOX_API_KEY,
    log,
  });
  const heldDeposits = new HeldDeposits(db, wallet, gate, cryptoPay, config, log, lugas);
  const payments = new PaymentService(db, wallet, bonuses, config, cryptoPay, gate, heldDeposits, log, lugas);
  const withdrawalGates = new WithdrawalGates(db, config, bonuses, (playerId) => kyc.refreshKycStatus(playerId));
  const withdrawalRisk = new WithdrawalRiskService(db, config.withdrawalFourEyesAmount);
  const dashboard = new BackofficeDashboard(db, clock);
  const reports = new Reports(db, clock);
  const playerSearch = new PlayerSearch(db);
  const sportsbook = new SportsbookService(db, wallet, bonusWallet, realtime, config, log);
  const sportsbookTrading = new SportsbookTradingDesk({ db, wallet, bonusWallet, audit, sportsbook });
  const sportsbookTokens = new SportsbookTokenService(db, config.jwtSecret, gate);
  const withdrawals = new WithdrawalService(db, wallet, withdrawalGates, withdrawalRisk, audit, markets);
  const moneyQueues = new MoneyQueues(db, clock, withdrawals, withdrawalRisk);
  const staff = new StaffService({
    db,
    clock,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    mailer,
    audit,
  });
  const desk = createDeskServices({
    db,
    clock,
    audit,
    players,
    kyc,
    wallet,
    payments,
    gameRounds,
    sportsbook,
    sessions,
    twoFactor,
    protection,
    search: playerSearch,
    bonuses,
  });

  // Every stake, once player protection's check in the wallet let it pass, counts toward the
  // active bonus's wagering, inside the stake's own transaction.
  wallet.onPosting(bonusWallet.recordWager);
  // A balance that changed is pushed to the player's sockets after the commit, once every
  // process has dropped the player's kept details (a socket told of the new balance must not then
  // read the old one). The push queue reads it and sends it, waiting out a database that cannot
  // answer (a pool exhausted by a burst, an outage) and a Redis link that is down: the money has
  // committed, so the push is never dropped, and never turns the answer into an error.
  const balancePushes = new BalancePushes(realtime, (playerIds) => wallet.balancesToPush(playerIds), log);
  // Markers of harm: a committed posting notes its player; the markers are evaluated soon after,
  // off the money path (services/harm/markers.ts).
  const harmMarkers = new HarmMarkers(db, clock, config.harm, log, turns);
  const harm = { markers: harmMarkers, alerts: new HarmAlerts({ db, clock, audit, actions: desk.actions }) };
  const campaigns = new Campaigns({ db, clock, audit, bonuses });
  wallet.onBalanceChange(async (playerId) => {
    harmMarkers.changed(playerId);
    await playerDetails.changed(playerId);
    await balancePushes.changed(playerId);
  });
  // The wallet feed lets a socket in by its session, and closes the sockets of ended sessions.
  realtime.admit({ sessions, accountsOf: (identity) => wallet.accountsOf(identity.playerId) });
  // The other processes hear of this one's changes to the players' details, and this one of theirs.
  realtime.relayPlayerChanges(playerDetails);

  // The catalogue starts loading now, while the rest of the platform starts.
  games.warmUp();

  let bonusExpiry: NodeJS.Timeout | undefined;
  let paymentSweep: NodeJS.Timeout | undefined;
  let reportsRollup: NodeJS.Timeout | undefined;
  /** The rollup under way (stopping waits for it: the database closes after). */
  let rollingUp: Promise<void> | undefined;
  return {
    lugas,
    sessions,
    wallet,
    balancePushes,
    bonusWallet,
    bonuses,
    mailer,
    protection,
    twoFactor,
    players,
    playerDetails,
    kyc,
    kycQueue,
    games,
    gameRounds,
    jackpots,
    liveTables,
    markets,
    registers,
    payments,
    heldDeposits,
    withdrawalGates,
    withdrawals,
    withdrawalRisk,
    moneyQueues,
    dashboard,
    reports,
    playerSearch,
    sportsbookTrading,
    desk,
    harm,
    campaigns,
    sportsbook,
    sportsbookTokens,
    audit,
    staff,
    async start() {
      await sportsbook.start();
      // A bonus past its clearing period loses its bonus money even while nobody plays or looks.
      bonusExpiry = setInterval(() => {
        bonusWallet.expireAllDue().catch((error: unknown) => log.error({ err: error }, 'bonus expiry sweep failed'));
      }, BONUS_EXPIRY_SWEEP_MS);
      bonusExpiry.unref();
      // Payment links past their end stop taking payments; held deposits not yet returned are asked again.
      paymentSweep = setInterval(() => {
        payments
          .expireLinks()
          .then(() => heldDeposits.retryReturns())
          // German deposits whose report LUGAS did not take are reported again.
          .then(() => lugas.reportDue())
          .catch((error: unknown) => log.error({ err: error }, 'payment sweep failed'));
      }, PAYMENT_SWEEP_MS);
      paymentSweep.unref();
      // The business report's closed days, summed as they close (and at start, for a year of history).
      if (config.reportsRollupMs > 0) {
        const rollUp = () => {
          if (rollingUp) return;
          rollingUp = reports
            .keepClosedDays()
            .then(() => undefined)
            .catch((error: unknown) => log.warn({ err: error }, 'report days not kept'))
            .finally(() => {
              rollingUp = undefined;
            });
        };
        rollUp();
        reportsRollup = setInterval(rollUp, config.reportsRollupMs);
        reportsRollup.unref();
      }
    },
    async stop() {
      clearInterval(bonusExpiry);
      clearInterval(paymentSweep);
      clearInterval(reportsRollup);
      await awaitStep('the report days being kept', rollingUp);
      balancePushes.stop();
      harmMarkers.stop();
      await awaitStep('the markers of harm', harmMarkers.settled());
      await awaitStep('the sportsbook', sportsbook.stop());
      kyc.close();
    },
  };
}

/** The own sandbox's API address (null before the server listens). */
function sandboxApiUrl(origin: string | null): string | null {
  return origin ? origin + SANDBOX_API_PREFIX : null;
}
