/**
 * @casino/contract: every call between the player site and its platform. Every public name is
 * listed here explicitly.
 */

export {
  sportsbookEnglish,
  sportsbookInWords,
  sportsbookLineIn,
  sportsbookMarketText,
  sportsbookPickText,
  sportsbookRoundIn,
  type SportsbookTextRef,
} from './sportsbookTexts';
export type { SitePreload, SiteRendererModule, SiteRenderRequest, SiteRenderResult } from './siteRender';
export { ErrorEnvelope, FieldCodes, FieldErrors, isErrorEnvelope, ResultEnvelope } from './envelope';
export { ApiError, readApiResult, type FieldCode } from './apiResult';
export type {
  SportsbookFeatures,
  SportsbookRedirect,
  SportsbookWidgetGlobal,
  SportsbookWidgetHandle,
  SportsbookWidgetOptions,
  SportsbookWidgetWindow,
} from './sportsbookWidget';
export {
  type Access,
  API_PREFIX,
  type BodyOf,
  buildPath,
  type DefinedEndpoint,
  defineEndpoint,
  type Endpoint,
  type HttpMethod,
  type ParamsOf,
  pathParamNames,
  type PathParamsArg,
  type QueryArg,
  type QueryOf,
  type ResultOf,
  SERVICE_PREFIXES,
  type ServiceTag,
} from './endpoint';
export {
  AbsoluteUrl,
  AmountInput,
  AmountString,
  CurrencyCode,
  DECIMAL_PATTERN,
  DecimalString,
  Id,
  IsoDate,
  IsoDateTime,
  LanCode,
  Link,
  Nullable,
  StringEnum,
  UNSIGNED_DECIMAL_PATTERN,
  Uuid,
} from './scalars';
export { ERROR_MESSAGES, type ErrorMessageKey, RESULT_MESSAGES } from './messages';
export { OFFER_IMAGES_PATH } from './offerImages';
export {
  DEFAULT_PROFILE_TAB,
  isProfileTab,
  PROFILE_TABS,
  type ProfileTab,
  profileTabLink,
  profileTabRedirect,
  SITE_LINKS,
} from './siteLinks';
export {
  BalanceUpdateEvent,
  type ClientToServerEvents,
  LoginEvent,
  SERVER_EVENT_SCHEMAS,
  type ServerToClientEvents,
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_REFUSALS,
  SocketAuth,
  type SocketRefusal,
  SPORTSBOOK_FEED_EVENT,
  SPORTSBOOK_SOCKET_NAMESPACE,
  SportsbookFeedUpdate,
  CASINO_SOCKET_NAMESPACE,
  JACKPOT_UPDATE_EVENT,
  JackpotUpdate,
} from './socket';
export { Account, AccountCurrency } from './entities/account';
export {
  PlayerSession,
  RECOVERY_CODE_COUNT,
  RecoveryCodes,
  SIGN_IN_OUTCOMES,
  SignInAttempt,
  type SignInOutcome,
  TWO_FACTOR_REASONS,
  TwoFactorCode,
  type TwoFactorReason,
  TwoFactorSetup,
  TwoFactorStatus,
} from './entities/accountSecurity';
export {
  BET_SOURCES,
  BET_TRANSACTION_TYPES,
  BetSource,
  BetTransaction,
  BetTransactionType,
} from './entities/betTransaction';
export { CASINO_ROUND_STATUSES, CasinoRound, CasinoRoundStatus } from './entities/casinoRound';
export {
  BONUS_CONDITIONS,
  BONUS_OFFER_STATUSES,
  BONUS_PRODUCTS,
  BonusCondition,
  BonusOffer,
  BonusOfferInput,
  BonusOfferStatus,
  BonusProduct,
  OfferText,
  OfferTexts,
  OfferTextsInput,
} from './entities/bonusOffer';
export { Coin } from './entities/coin';
export { Currency } from './entities/currency';
export { Game, GAME_TAGS, GameTag, JackpotPool, LiveTableState } from './entities/game';
export { GameProvider } from './entities/gameProvider';
export { GameType } from './entities/gameType';
export { dateRangeQueryProperties, HistoryQuery } from './entities/historyQuery';
export { KYC_DOCUMENT_TYPES, KycDocument, KycDocumentType, KycFile, KycRecord } from './entities/kyc';
export { KYC_DECISIONS, KycDecision, KycReviewItem } from './entities/kycReview';
export { Language } from './entities/language';
export { LanguageTexts, LocaleTexts } from './entities/localeTexts';
export { MailboxMessage } from './entities/mailboxMessage';
export { MessageResult } from './entities/messageResult';
export { NETWORK_FEE_LEVELS, NetworkFee, NetworkFeeLevel } from './entities/networkFee';
export {
  ContentPage,
  PAGE_DESCRIPTION_MAX_LENGTH,
  PAGE_NAME_MAX_LENGTH,
  PageDescription,
  PageText,
  PageTextInput,
} from './entities/pageDescription';
export { DEFAULT_PAGE_LIMIT, MAX_PAGE, MAX_PAGE_LIMIT, pageQueryProperties, Pagination } from './entities/pagination';
export { PaymentLink, PreviousPaymentLink } from './entities/paymentLink';
export {
  BONUS_TRANSACTION_TYPES,
  PAYMENT_TRANSACTION_STATUSES,
  PAYMENT_TRANSACTION_TYPES,
  PaymentTransaction,
  PaymentTransactionStatus,
  PaymentTransactionType,
} from './entities/paymentTransaction';
export { PLAYER_BONUS_STATUSES, PlayerBonus, PlayerBonusStatus } from './entities/playerBonus';
export {
  ActivityFigures,
  ExclusionState,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LimitKind,
  LimitPeriod,
  PendingLimitChange,
  PlayerLimit,
  DepositCap,
  LimitAlert,
  PlaySession,
  ProtectionAuditEntry,
  REALITY_CHECK_MINUTES,
  RealityCheck,
  RESPONSIBLE_GAMING_REASONS,
  ResponsibleGaming,
  type ResponsibleGamingReason,
  SELF_EXCLUSION_PERIODS,
  SelfExclusionPeriod,
  TIME_OUT_PERIODS,
  TimeOutPeriod,
} from './entities/responsibleGaming';
export { WITHDRAWAL_REQUIREMENTS, WithdrawalRequirement, WithdrawalStatus } from './entities/withdrawalStatus';
export { Gender, GENDERS, KYC_STATUSES, KycStatus, PlayerDetails } from './entities/playerDetails';
export { ContactPreferences, NotificationPreferences, Preferences, PreferencesUpdate } from './entities/preferences';
export { SessionTokens, SignInResult } from './entities/session';
export { authApi, BonusListQuery } from './endpoints/auth';
export {
  EmailVerificationResult,
  IdentityDetailsBody,
  playersApi,
  PlayerUpdateBody,
  SignUpBody,
} from './endpoints/players';
export {
  DEFAULT_GAMES_PAGE_LIMIT,
  gpApi,
  LOBBY_RANKING_LIMIT,
  LobbyRankings,
  RECENTLY_PLAYED_LIMIT,
} from './endpoints/gp';
export { CRYPTOPAY_SIGNATURE_HEADER, CRYPTOPAY_WEBHOOK_EVENTS, paymentsApi } from './endpoints/payments';
export { kycApi } from './endpoints/kyc';
export { adminApi } from './endpoints/admin';
export { backofficeAdminEndpoints, backofficeApi } from './endpoints/backoffice';
export {
  BalanceAdjustment,
  DashboardFigures,
  Player360,
  PlayerNote,
  PlayerSearchHit,
  QueueFigures,
  WithdrawalQueueItem,
} from './entities/desk';
export { KycClaim, KycQueueDocument, KycQueueFile, KycQueueItem } from './entities/kycQueue';
export { BusinessDay, BusinessReport } from './entities/reports';
export {
  TradingBetFigures,
  TradingEvent,
  TradingEventList,
  TradingMarket,
  TradingPayoutLine,
  TradingPayoutPreview,
} from './entities/trading';
export { REPORT_DEFAULT_CURRENCY, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from './endpoints/reports';
export {
  HeldDepositItem,
  LedgerMovement,
  QueuePlayer,
  RecentActivity,
  WithdrawalApproval,
  WithdrawalRiskDetail,
} from './entities/desk';
export { PLAYER_SEARCH_MATCHES, type PlayerSearchMatch } from './vocabulary/desk';
export { HarmAlert, HarmAlertQueue, HarmAlertStep, HarmEvidence } from './entities/harm';
export { Campaign, CampaignFigures, CampaignInput, CampaignState, CAMPAIGN_STATES } from './entities/campaign';
export {
  HARM_ACTION_TARGET_MINUTES,
  HARM_ACTS,
  HARM_ALERT_ACTION_KINDS,
  HARM_ALERT_STATES,
  HARM_MARKER_KINDS,
  type HarmAct,
  type HarmAlertActionKind,
  type HarmAlertState,
  type HarmMarkerKind,
} from './vocabulary/harm';
export {
  AuditEntry,
  AuditPage,
  AuditReason,
  AuditVerification,
  StaffEmail,
  StaffMember,
  StaffName,
  StaffPermission,
  StaffRole,
  StaffSelf,
  StaffSession,
  StaffSetUpInfo,
  StaffSetUpLink,
  StaffSignInStepResult,
} from './entities/staff';
export {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_TARGET_KINDS,
  type AuditAction,
  type AuditActorKind,
  type AuditTargetKind,
  roleCan,
  STAFF_CSRF_HEADER,
  STAFF_PERMISSIONS,
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SET_UP_HOURS,
  STAFF_SIGN_IN_STEPS,
  BACKOFFICE_LINKS,
  STAFF_SIGN_IN_TICKET_MINUTES,
  type StaffSignInStep,
} from './vocabulary/staff';
export { MARKETING_LISTS } from './endpoints/responsibleGaming';
export {
  EXCLUSION_TYPES,
  type ExclusionType,
  HELD_DEPOSIT_STATUSES,
  type HeldDepositStatus,
  HOLD_REASON_TEXTS,
  HOLD_STATUS_TEXTS,
  holdTextCodes,
  KYC_CLAIM_MINUTES,
  KYC_DOCUMENT_TEXTS,
  KYC_STAFF_DECISIONS,
  type KycStaffDecision,
  type Market,
  type MarketingList,
  type MarketReason,
  MARKET_REASONS,
  MARKETS,
  OFFER_DEFAULT_LANGUAGE,
  OFFER_NAME_MAX_LENGTH,
  OFFER_TERMS_MAX_LENGTH,
  OFFER_TEXT_LANGUAGES,
  OFFER_TRANSLATED_LANGUAGES,
  type OfferTextLanguage,
  type OfferTranslatedLanguage,
  WITHDRAWAL_RISK_FLAGS,
  type WithdrawalRiskFlag,
} from './vocabulary';
export { sportsbookAdminApi, sportsbookApi } from './endpoints/sportsbook';
export {
  SPORTSBOOK_BET_STATUSES,
  SPORTSBOOK_BET_TYPES,
  SPORTSBOOK_CASH_OUT_REASONS,
  SPORTSBOOK_EVENT_STATUSES,
  SPORTSBOOK_MARKET_KINDS,
  SPORTSBOOK_ODDS_CHANGE_POLICIES,
  SPORTSBOOK_SELECTION_RESULTS,
  SportsbookBet,
  SportsbookBetLeg,
  SportsbookBetStatus,
  SportsbookBetType,
  SportsbookCashOut,
  SportsbookCashOutReason,
  SportsbookEvent,
  SportsbookEventStatus,
  SportsbookFeed,
  SportsbookIncident,
  SportsbookMarket,
  SportsbookMarketKind,
  SportsbookOddsChangePolicy,
  SportsbookSelection,
  SportsbookSelectionResult,
  SportsbookSport,
  SportsbookTournament,
} from './entities/sportsbook';
export { platformApi } from './endpoints/platform';
export { allEndpointEntries, allEndpoints, api, type EndpointEntry } from './api';
export { routeSchema } from './routeSchema';
