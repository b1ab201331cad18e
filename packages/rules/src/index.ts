export {
  ACCOUNT_STRENGTH_ITEMS,
  ACCOUNT_STRENGTH_ITEM_PERCENT,
  AGE_LIMITS,
  BREAKPOINTS,
  CASINO_GAME_TYPE_TABS,
  CASINO_TAB_IDS,
  CHUNK_LOAD_TIMEOUT_MS,
  COMBINED_ACCOUNT_TYPE,
  COPYRIGHT_YEAR,
  DATE_FNS_ISO_FORMAT,
  DATE_FORMAT,
  DATE_PICKER_FORMAT,
  DEFAULT_GENDER,
  DEFAULT_LOCALE,
  DEFAULT_QUICK_AMOUNT,
  EARLIEST_FILTER_DATE,
  EXCLUDED_PROVIDER,
  FAVOURITE_LOCK_MS,
  FIELD_LENGTHS,
  FTD_CONDITION,
  GENDER_OPTIONS,
  IMAGE_MIME_TYPES,
  IMAGE_SIZE_LIMIT_BYTES,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_NAMES,
  KYC_FILE_SIZE_LIMIT_BYTES,
  KYC_MIME_TYPES,
  MIN_DEPOSIT,
  MIN_WITHDRAWAL,
  MOBILE_MAX_WIDTH,
  MONEY_DECIMALS,
  PAGE_SIZE,
  PASSWORD_RESET_MODAL_CLOSE_MS,
  PAYMENT_CANCEL_MODAL_CLOSE_MS,
  PROMO_LOOKUP_DELAY_MS,
  QUICK_AMOUNTS,
  QUICK_STAKES,
  REDIRECT_AFTER_GAME_LAUNCH_FAILURE_MS,
  REDIRECT_AFTER_RESET_OR_VERIFICATION_MS,
  REDIRECT_AFTER_UNAUTHORIZED_MS,
  SPORTSBOOK_CONFIG,
  TOAST_AUTO_CLOSE_MS,
  TOAST_KINDS,
  TOAST_LIBRARY_AUTO_CLOSE_MS,
  VERIFICATION_TIME_HOURS,
  WITHDRAW_FIELD_RESET_MS,
} from './constants';
export type {
  AccountStrengthItem,
  CasinoGameTypeTab,
  CasinoTabName,
  Gender,
  ImageMimeType,
  KycDocumentName,
  KycMimeType,
  ToastKind,
} from './constants';

export {
  ALL_FILES_REQUIRED_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  DATES_TOGETHER_MESSAGE,
  DATE_FORMAT_MESSAGE,
  DATE_ORDER_MESSAGE,
  EARLIEST_DATE_MESSAGE,
  EMPTY_DATE_MESSAGE,
  FEE_LEVEL_REQUIRED_MESSAGE,
  GAMERTAG_CHARACTERS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  INVALID_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_GENDER_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  INVALID_KYC_FILE_TYPE_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_TEXT_MESSAGE,
  KYC_APPROVED_TEXT,
  KYC_FILE_SIZE_MESSAGE,
  KYC_REVIEW_PENDING_TEXT,
  KYC_VERIFICATION_PENDING_TEXT,
  KYC_VERIFIED_TEXT,
  LETTERS_ONLY_MESSAGE,
  MAX_AGE_MESSAGE,
  MIN_AGE_MESSAGE,
  MIN_DEPOSIT_MESSAGE,
  MIN_WITHDRAWAL_MESSAGE,
  MONEY_DECIMALS_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
  NETWORK_REQUIRED_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
  NO_SURROUNDING_SPACES_MESSAGE,
  PASSWORDS_MUST_MATCH_MESSAGE,
  PAST_DATE_MESSAGE,
  PAST_OR_PRESENT_DATE_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  PLACE_OF_BIRTH_REQUIRED_MESSAGE,
  RECEIVED_CURRENCY_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WALLET_ADDRESS_REQUIRED_MESSAGE,
  formatFieldError,
  invalidFileTypeMessage,
  kycExpiredText,
  kycRejectedText,
  maxLengthMessage,
  minLengthMessage,
} from './messages';
export { RULE_MESSAGE_CODES, ruleMessageCode, type RuleMessageCode } from './messageCodes';

export type { Game, GameProvider, GameProviderRef, GameTypeCount } from './types/game';
export type { KycDocument, KycFile, KycRecord } from './types/kyc';

export {
  addressField,
  cityField,
  confirmPasswordField,
  countryField,
  dateOfBirthField,
  emailField,
  firstNameField,
  gamertagField,
  genderField,
  GAMERTAG_PATTERN,
  lastNameField,
  LETTERS_PATTERN,
  NAME_PATTERN,
  lettersText,
  passwordField,
  PHONE_NUMBER_PATTERN,
  phoneNumberField,
  requiredText,
  trimmedText,
  validateDateOfBirth,
} from './schemas/fields';
export { amountField } from './schemas/amount';
export { needsPlaceOfBirth, signUpRequestSchema, signUpSchema } from './schemas/signUp';
export type { SignUpValues } from './schemas/signUp';
export { signInSchema } from './schemas/signIn';
export type { SignInValues } from './schemas/signIn';
export { forgotPasswordSchema } from './schemas/forgotPassword';
export type { ForgotPasswordValues } from './schemas/forgotPassword';
export { identityConsentError, identityDetailsSchema } from './schemas/identityDetails';
export type { IdentityDetailsValues } from './schemas/identityDetails';
export { resetPasswordSchema } from './schemas/resetPassword';
export type { ResetPasswordValues } from './schemas/resetPassword';
export { changeGamertagSchema } from './schemas/changeGamertag';
export type { ChangeGamertagValues } from './schemas/changeGamertag';
export { emailEditSchema, isSameEmail, sameEmailError } from './schemas/emailEdit';
export type { EmailEditValues } from './schemas/emailEdit';
export { depositSchema } from './schemas/deposit';
export type { DepositValues } from './schemas/deposit';
export { withdrawSchema } from './schemas/withdraw';
export type { WithdrawValues } from './schemas/withdraw';
export { dateRangeSchema } from './schemas/dateRange';
export type { DateRangeValues } from './schemas/dateRange';
export { collectFieldErrors } from './schemas/collectFieldErrors';
export { todayFrom } from './schemas/context';
export type { RulesContext } from './schemas/context';
export { validateValues, validateValuesSync } from './schemas/validateValues';
export type { ValidationResult } from './schemas/validateValues';

export { validateImageFile } from './validators/imageFile';
export type { FileLike } from './validators/imageFile';
export { validateKycFile, validateKycInitialUpload } from './validators/kycFiles';
export type { KycUpload } from './validators/kycFiles';
export { validateDateRange } from './validators/dateRange';
export type { DateRangeErrors } from './validators/dateRange';

export { accountStrength } from './helpers/accountStrength';
export type { AccountStrength, AccountStrengthDetails } from './helpers/accountStrength';
export { bonusPreview } from './helpers/bonusPreview';
export { bonusTypeLabel, FIRST_TIME_DEPOSIT_LABEL, RELOAD_LABEL } from './helpers/bonusTypeLabel';
export { dateRangeQuery } from './helpers/dateRangeQuery';
export type { DateRangeQuery } from './helpers/dateRangeQuery';
export {
  ageInYears,
  formatDisplayDate,
  formatIsoDate,
  isAtLeastAge,
  isPastDate,
  isTodayOrEarlier,
  parseIsoDate,
  toCalendarDate,
} from './helpers/dates';
export type { DateInput } from './helpers/dates';
export { createGameSearch, filterGames } from './helpers/filterGames';
export type { FilterableGame, GameFilter, GameSearch } from './helpers/filterGames';
export {
  findKycDocument,
  KYC_APPROVAL_FLAGS,
  kycDocumentStatus,
  kycDocumentStatusText,
  kycOverallStatus,
} from './helpers/kycStatus';
export type { KycDocumentStatus, KycOverallStatus } from './helpers/kycStatus';
export { visibleLobbyTabs } from './helpers/lobbyTabs';
export type { LobbyTab } from './helpers/lobbyTabs';
export { AMOUNT_PATTERN, fromMinorUnits, parseAmountInput, parseMoney, toMinorUnits } from './helpers/money';
export type { AmountProblem, AmountReading } from './helpers/money';
export { formatMoney } from './helpers/formatMoney';
export type { FormatMoneyOptions } from './helpers/formatMoney';
export { formatPercentageCleared } from './helpers/percentageCleared';
export { providerOptions } from './helpers/providerOptions';
export { selectedWallet } from './helpers/selectedWallet';
export { titleCase } from './helpers/titleCase';

export * from './betslip';
export * from './markets';
