import { EARLIEST_FILTER_DATE, IMAGE_MIME_TYPES, KYC_MIME_TYPES, MONEY_DECIMALS } from './constants';

/*
 * Validation and rule texts of spec point 5, character for character (the spelling is the
 * product's). Texts the spec does not give are marked "chosen here".
 */

export const REQUIRED_MESSAGE = 'required';
export const LETTERS_ONLY_MESSAGE = 'only letters and single space between words are allowed';
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const INVALID_GENDER_MESSAGE = 'Invalid gender selection';
/** Chosen here: the spec asks for no leading or trailing whitespace in the address but gives no text. */
export const NO_SURROUNDING_SPACES_MESSAGE = 'no leading or trailing spaces allowed';
export const PHONE_NUMBER_MESSAGE = 'only numbers and + allowed';
export const DATE_FORMAT_MESSAGE = 'YYYY-MM-DD format required';
export const PAST_DATE_MESSAGE = 'must be a past date';
export const MIN_AGE_MESSAGE = 'age must be atleast 18 years';
export const MAX_AGE_MESSAGE = 'age must be less than 150 years';
export const PASSWORDS_MUST_MATCH_MESSAGE = 'passwords must match';
export const GAMERTAG_CHARACTERS_MESSAGE = 'only lowercase and numbers allowed';
/** Chosen here: a place or a birth name, which may hold hyphens, apostrophes and dots ('St. Ingbert'). */
export const NAME_CHARACTERS_MESSAGE = 'only letters, single spaces, hyphens, apostrophes and dots are allowed';
/** Chosen here: the place of birth a sign-up in Germany needs (GlüStV 2021 § 6h (2), § 8a). */
export const PLACE_OF_BIRTH_REQUIRED_MESSAGE =
  'Enter your place of birth: players in Germany need it for the national player protection systems.';

export const CONSENT_REQUIRED_MESSAGE = 'Consent is required to edit details';
export const SAME_EMAIL_MESSAGE = 'Cannot update with same email';

export const NO_FILE_SELECTED_MESSAGE = 'No file selected.';
export const IMAGE_SIZE_MESSAGE = 'File size exceeds 512KB.';
/** Chosen here, in the style of the image text: the spec gives no KYC size limit or text. */
export const KYC_FILE_SIZE_MESSAGE = 'File size exceeds 5MB.';
export const ALL_FILES_REQUIRED_MESSAGE = 'All files required';

export const INVALID_NUMBER_MESSAGE = 'must be a valid number';
/** Chosen here: a text field given a list or an object. */
export const INVALID_TEXT_MESSAGE = 'must be text';
export const MIN_DEPOSIT_MESSAGE = 'Minimum deposit is 1';
/** Chosen here: the spec says the withdraw amount follows the deposit rules; this names the withdrawal. */
export const MIN_WITHDRAWAL_MESSAGE = 'Minimum withdrawal is 1';
/** Chosen here: money has at most two decimals. */
export const MONEY_DECIMALS_MESSAGE = `maximum ${MONEY_DECIMALS} decimal places allowed`;
export const WALLET_ADDRESS_REQUIRED_MESSAGE = 'Wallet address is required';
export const NETWORK_REQUIRED_MESSAGE = 'Network is required';
export const FEE_LEVEL_REQUIRED_MESSAGE = 'Fee level is required';
export const RECEIVED_CURRENCY_REQUIRED_MESSAGE = 'Received currency is required';

export const EMPTY_DATE_MESSAGE = 'cannot be empty';
export const PAST_OR_PRESENT_DATE_MESSAGE = 'must be a past or present date';
export const DATE_ORDER_MESSAGE = 'From date must be earlier than or equal to until date';
export const DATES_TOGETHER_MESSAGE = 'Both from date and until date are required together';
/** Chosen here: the spec sets the earliest filter date but gives no text. */
export const EARLIEST_DATE_MESSAGE = `must not be earlier than ${EARLIEST_FILTER_DATE}`;
/** Chosen here: a date field holding something that is not a date. */
export const INVALID_DATE_MESSAGE = 'must be a valid date';

/** KYC status texts (spec point 4). */
export const KYC_REVIEW_PENDING_TEXT = 'Review Pending';
export const KYC_APPROVED_TEXT = 'Approved';
export const KYC_VERIFIED_TEXT = 'Verified';
export const KYC_VERIFICATION_PENDING_TEXT = 'Verification Pending';

export const minLengthMessage = (length: number): string => `minimum length of ${length}`;
export const maxLengthMessage = (length: number): string => `maximum length of ${length}`;

/** 'Invalid file type. Types Allowed: ' followed by the allowed MIME types. */
export const invalidFileTypeMessage = (types: readonly string[]): string =>
  `Invalid file type. Types Allowed: ${types.join(', ')}`;
export const INVALID_IMAGE_TYPE_MESSAGE = invalidFileTypeMessage(IMAGE_MIME_TYPES);
export const INVALID_KYC_FILE_TYPE_MESSAGE = invalidFileTypeMessage(KYC_MIME_TYPES);

/** 'rejected due to {reason}'; plain 'rejected' (chosen here) when no reason is given. */
export const kycRejectedText = (reason?: string | null): string =>
  reason?.trim() ? `rejected due to ${reason.trim()}` : 'rejected';
/** 'expired on {YYYY-MM-DD}'; plain 'expired' (chosen here) when the date is unknown. */
export const kycExpiredText = (date?: string | null): string => (date ? `expired on ${date}` : 'expired');

/** Field errors display as '* {message}'. */
export const formatFieldError = (message: string): string => `* ${message}`;
