import * as betslip from './betslip/messages';
import * as messages from './messages';

/*
 * The code of every validation message of the rules, in one place. The messages themselves stay
 * English texts (the platform's field errors carry them on the wire as they are); the site shows a
 * message in the player's language by its code, in the text catalogue (@casino/contract/texts),
 * whose English entry for each code is this text exactly (checked by the platform's content test).
 * A rules message gets its code here when it is added: nowhere else keys a text by its wording.
 */
export const RULE_MESSAGE_CODES = {
  'validation.required': messages.REQUIRED_MESSAGE,
  'validation.lettersOnly': messages.LETTERS_ONLY_MESSAGE,
  'validation.minLength2': messages.minLengthMessage(2),
  'validation.minLength5': messages.minLengthMessage(5),
  'validation.minLength8': messages.minLengthMessage(8),
  'validation.maxLength20': messages.maxLengthMessage(20),
  'validation.maxLength50': messages.maxLengthMessage(50),
  'validation.maxLength150': messages.maxLengthMessage(150),
  'validation.maxLength250': messages.maxLengthMessage(250),
  'validation.invalidEmail': messages.INVALID_EMAIL_MESSAGE,
  'validation.invalidGender': messages.INVALID_GENDER_MESSAGE,
  'validation.noSurroundingSpaces': messages.NO_SURROUNDING_SPACES_MESSAGE,
  'validation.phoneNumber': messages.PHONE_NUMBER_MESSAGE,
  'validation.dateFormat': messages.DATE_FORMAT_MESSAGE,
  'validation.pastDate': messages.PAST_DATE_MESSAGE,
  'validation.minAge': messages.MIN_AGE_MESSAGE,
  'validation.maxAge': messages.MAX_AGE_MESSAGE,
  'validation.passwordsMustMatch': messages.PASSWORDS_MUST_MATCH_MESSAGE,
  'validation.gamertagCharacters': messages.GAMERTAG_CHARACTERS_MESSAGE,
  'validation.nameCharacters': messages.NAME_CHARACTERS_MESSAGE,
  'validation.placeOfBirthRequired': messages.PLACE_OF_BIRTH_REQUIRED_MESSAGE,
  'validation.consentRequired': messages.CONSENT_REQUIRED_MESSAGE,
  'validation.sameEmail': messages.SAME_EMAIL_MESSAGE,
  'validation.noFileSelected': messages.NO_FILE_SELECTED_MESSAGE,
  'validation.imageSize': messages.IMAGE_SIZE_MESSAGE,
  'validation.kycFileSize': messages.KYC_FILE_SIZE_MESSAGE,
  'validation.invalidImageType': messages.INVALID_IMAGE_TYPE_MESSAGE,
  'validation.invalidKycFileType': messages.INVALID_KYC_FILE_TYPE_MESSAGE,
  'validation.allFilesRequired': messages.ALL_FILES_REQUIRED_MESSAGE,
  'validation.invalidNumber': messages.INVALID_NUMBER_MESSAGE,
  'validation.invalidText': messages.INVALID_TEXT_MESSAGE,
  'validation.minDeposit': messages.MIN_DEPOSIT_MESSAGE,
  'validation.minWithdrawal': messages.MIN_WITHDRAWAL_MESSAGE,
  'validation.moneyDecimals': messages.MONEY_DECIMALS_MESSAGE,
  'validation.walletAddressRequired': messages.WALLET_ADDRESS_REQUIRED_MESSAGE,
  'validation.networkRequired': messages.NETWORK_REQUIRED_MESSAGE,
  'validation.feeLevelRequired': messages.FEE_LEVEL_REQUIRED_MESSAGE,
  'validation.receivedCurrencyRequired': messages.RECEIVED_CURRENCY_REQUIRED_MESSAGE,
  'validation.emptyDate': messages.EMPTY_DATE_MESSAGE,
  'validation.pastOrPresentDate': messages.PAST_OR_PRESENT_DATE_MESSAGE,
  'validation.dateOrder': messages.DATE_ORDER_MESSAGE,
  'validation.datesTogether': messages.DATES_TOGETHER_MESSAGE,
  'validation.earliestDate': messages.EARLIEST_DATE_MESSAGE,
  'validation.invalidDate': messages.INVALID_DATE_MESSAGE,
  // The betslip's rules
  'validation.duplicateSelection': betslip.DUPLICATE_SELECTION_MESSAGE,
  'validation.emptyBetslip': betslip.EMPTY_BETSLIP_MESSAGE,
  'validation.insufficientBalance': betslip.INSUFFICIENT_BALANCE_MESSAGE,
  'validation.invalidOdds': betslip.INVALID_ODDS_MESSAGE,
  'validation.invalidStake': betslip.INVALID_STAKE_MESSAGE,
  'validation.maxStake': betslip.MAX_STAKE_MESSAGE,
  'validation.minStake': betslip.MIN_STAKE_MESSAGE,
  'validation.multipleMinSelections': betslip.MULTIPLE_MIN_SELECTIONS_MESSAGE,
  'validation.oddsChanged': betslip.ODDS_CHANGED_MESSAGE,
  'validation.sameEvent': betslip.SAME_EVENT_MESSAGE,
  'validation.selectionUnavailable': betslip.SELECTION_UNAVAILABLE_MESSAGE,
  'validation.stakeRequired': betslip.STAKE_REQUIRED_MESSAGE,
  'validation.systemMinSelections': betslip.SYSTEM_MIN_SELECTIONS_MESSAGE,
  'validation.tooManySelections': betslip.TOO_MANY_SELECTIONS_MESSAGE,
} as const;

/** The code of a rules message ('validation.minLength8'). */
export type RuleMessageCode = keyof typeof RULE_MESSAGE_CODES;

const CODE_OF_MESSAGE: ReadonlyMap<string, RuleMessageCode> = new Map(
  Object.entries(RULE_MESSAGE_CODES).map(([code, message]) => [message, code as RuleMessageCode]),
);

/**
 * The code of a message of the rules (from a form's check or a platform field error), or
 * undefined for any other message (a platform's own field text), which then shows as it is.
 */
export function ruleMessageCode(message: string): RuleMessageCode | undefined {
  return CODE_OF_MESSAGE.get(message);
}
