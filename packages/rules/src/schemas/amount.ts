import * as yup from 'yup';
import { MONEY_DECIMALS } from '../constants';
import { parseMoney } from '../helpers/money';
import { INVALID_NUMBER_MESSAGE, MONEY_DECIMALS_MESSAGE, REQUIRED_MESSAGE } from '../messages';

/**
 * A money amount: a number ('must be a valid number'), required ('required', also for an empty
 * text box), at least `min` (`minMessage`), with at most 2 decimals.
 */
export const amountField = (min: number, minMessage: string) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value,
    )
    .typeError(INVALID_NUMBER_MESSAGE)
    .required(REQUIRED_MESSAGE)
    .test('finite', INVALID_NUMBER_MESSAGE, (value) => value === undefined || Number.isFinite(value))
    .min(min, minMessage)
    .test(
      'moneyDecimals',
      MONEY_DECIMALS_MESSAGE,
      (value) =>
        value === undefined || !Number.isFinite(value) || value < 0 || parseMoney(value, MONEY_DECIMALS) !== null,
    );
