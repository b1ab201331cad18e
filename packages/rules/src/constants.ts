/**
 * Business constants and limits of the player site (spec point 9, plus the few timings and
 * identifiers of points 2, 3 and 4 that the rules depend on).
 */

export const DEFAULT_LOCALE = 'en_GB';

/** Layout breakpoints in px (minimum widths). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/** At this width or less the site uses its mobile layout (the language selector is hidden). */
export const MOBILE_MAX_WIDTH = 991;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Quick-stake buttons of the betslip. */
export const QUICK_STAKES = [5, 10, 50] as const;
/** Quick-amount buttons of deposit and withdraw. */
export const QUICK_AMOUNTS = [20, 30, 50, 100] as const;
export const DEFAULT_QUICK_AMOUNT = 20;

export const MIN_DEPOSIT = 1;
export const MIN_WITHDRAWAL = 1;
/** Decimals of a money amount in the player's currency (minor units = cents). */
export const MONEY_DECIMALS = 2;

/** Page size of transaction and bet history. */
export const PAGE_SIZE = 10;
/** Earliest date selectable in the history date filters (YYYY-MM-DD). */
export const EARLIEST_FILTER_DATE = '2020-01-01';

/** Inclusive length limits of form fields. */
export const FIELD_LENGTHS = {
  password: { min: 8, max: 150 },
  gamertag: { min: 5, max: 250 },
  firstName: { min: 2, max: 50 },
  lastName: { min: 2, max: 50 },
  country: { min: 2, max: 50 },
  city: { min: 2, max: 250 },
  address: { min: 2, max: 250 },
  phoneNumber: { min: 5, max: 20 },
  placeOfBirth: { min: 2, max: 50 },
  birthName: { min: 2, max: 50 },
} as const;

/** A player is at least `min` years old and younger than `lessThan` years. */
export const AGE_LIMITS = { min: 18, lessThan: 150 } as const;

/** Profile picture limit: 512KB. */
export const IMAGE_SIZE_LIMIT_BYTES = 524_288;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;
export const KYC_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'application/pdf'] as const;
/** KYC document limit (the spec gives none): 5 MiB, enough for a phone photo or a scanned PDF. */
export const KYC_FILE_SIZE_LIMIT_BYTES = 5_242_880;

/** Auto-close of the product's own toasts. */
export const TOAST_AUTO_CLOSE_MS = 2000;
/** Auto-close default of the toast library, for toasts that do not set their own. */
export const TOAST_LIBRARY_AUTO_CLOSE_MS = 5000;
export const TOAST_KINDS = ['success', 'error', 'info', 'warning'] as const;

/** A tile's favourite control stays locked this long after an add or remove. */
export const FAVOURITE_LOCK_MS = 2000;
/** Forced redirect to / after a 401. */
export const REDIRECT_AFTER_UNAUTHORIZED_MS = 2000;
/** Redirect to / after a game launch failure. */
export const REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS = 2000;
/** Redirect to / after a password reset or a verified e-mail. */
export const REDIRECT_AFTER_RESET_OR_VERIFICATION_MS = 3000;
export const PASSWORD_RESET_MODAL_CLOSE_MS = 500;
/** Pause after typing a promo code before the bonus is looked up by code. */
export const PROMO_LOOKUP_DELAY_MS = 1000;
export const PAYMENT_CANCEL_MODAL_CLOSE_MS = 1000;
/** After a withdraw attempt, coin, network, fee level and address reset after this delay. */
export const WITHDRAW_FIELD_RESET_MS = 1000;

/** KYC verification takes up to this many hours. */
export const VERIFICATION_TIME_HOURS = 48;

export const ACCOUNT_STRENGTH_ITEMS = [
  'createAccount',
  'completeAccount',
  'verifyIdentity',
  'uploadAvatar',
  'kycVerification',
] as const;
/** Each account-strength item is worth this share of 100%. */
export const ACCOUNT_STRENGTH_ITEM_PERCENT = 20;

export const SPORTSBOOK_CONFIG = { oddsFormat: 'decimal', currency: 'EUR', locale: 'en' } as const;

/** Provider left out of the lobby's provider filter. */
export const EXCLUDED_PROVIDER = 'databet';

export const GENDER_OPTIONS = ['male', 'female', 'other'] as const;
export const DEFAULT_GENDER = 'male';

/** Date format of forms and the API, as the product writes it. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** The same format as a date-fns pattern. */
export const DATE_FNS_ISO_FORMAT = 'yyyy-MM-dd';
/** Display and picker format (date-fns pattern). */
export const DATE_PICKER_FORMAT = 'dd-MM-y';

export const COPYRIGHT_YEAR = 2023;

/** Casino lobby tab config ids, in tab-strip order. */
export const CASINO_TAB_IDS = {
  All: 1,
  Slots: 5,
  'Table Games': 6,
  Instant: 9,
  Favourites: 10,
  Search: 11,
} as const;
/** Lobby tabs shown only when their game type has at least one game. */
export const CASINO_GAME_TYPE_TABS = ['Slots', 'Table Games', 'Instant'] as const;

/** Bonus condition name of a first-time-deposit bonus (any other is a reload bonus). */
export const FTD_CONDITION = 'ftd';

export const KYC_DOCUMENT_NAMES = ['ID', 'ADDRESS', 'ID_WITH_PHOTO'] as const;
/** Documents accepted for each KYC document type. */
export const KYC_DOCUMENT_KINDS = {
  ID: ['Photo ID', 'Passport', 'ID Card'],
  ADDRESS: ['Utility Bill'],
  ID_WITH_PHOTO: ['Selfie with ID next to face', 'Selfie with passport next to face'],
} as const;

/** Account type of the wallet selected by default. */
export const COMBINED_ACCOUNT_TYPE = 'combined';

export type Gender = (typeof GENDER_OPTIONS)[number];
export type ToastKind = (typeof TOAST_KINDS)[number];
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export type KycMimeType = (typeof KYC_MIME_TYPES)[number];
export type KycDocumentName = (typeof KYC_DOCUMENT_NAMES)[number];
export type AccountStrengthItem = (typeof ACCOUNT_STRENGTH_ITEMS)[number];
export type CasinoTabName = keyof typeof CASINO_TAB_IDS;
export type CasinoGameTypeTab = (typeof CASINO_GAME_TYPE_TABS)[number];
