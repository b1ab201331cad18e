import * as yup from 'yup';
import { MONEY_DECIMALS } from '../constants';
import { parseAmountInput, toMinorUnits } from '../helpers/money';
import { INVALID_NUMBER_MESSAGE, MONEY_DECIMALS_MESSAGE, REQUIRED_MESSAGE } from '../messages';

/**
 * A money amount in the one grammar of money (parseAmountInput): text such as '20' or '10.50',
 * or a JSON number read through its shortest text. Required ('required', also for an empty or
 * blank text box); anything else that is not such an amount 'must be a valid number' (hex,
 * exponents, '+5', ' 5', '.5', arrays, objects); more than 2 decimals 'maximum 2 decimal places
 * allowed'; a negative amount or one below `min` gives `minMessage`. The valid value is the
 * amount with exactly 2 decimals ('20' -> '20.00').
 */
export const amountField = (min: number, minMessage: string) => {
  const minimum = toMinorUnits(String(min));
  return (
    yup
      .mixed<string>()
      // The text of the amount, or undefined when nothing was given; other values stay as they
      // are and fail the check below.
      .transform((value: unknown) => {
        const reading = parseAmountInput(value, MONEY_DECIMALS);
        if (reading.ok) return reading.amount;
        return reading.problem === 'required' ? undefined : value;
      })
      .required(REQUIRED_MESSAGE)
      .test('amount', INVALID_NUMBER_MESSAGE, (value, context) => {
        if (value === undefined) return true;
        const reading = parseAmountInput(value, MONEY_DECIMALS);
        if (reading.ok) return toMinorUnits(reading.amount) >= minimum || context.createError({ message: minMessage });
        if (reading.problem === 'negative') return context.createError({ message: minMessage });
        if (reading.problem === 'decimals') return context.createError({ message: MONEY_DECIMALS_MESSAGE });
        return false;
      })
  );
};
