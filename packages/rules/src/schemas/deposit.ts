import * as yup from 'yup';
import { MIN_DEPOSIT } from '../constants';
import { MIN_DEPOSIT_MESSAGE } from '../messages';
import { amountField } from './amount';
import { trimmedText } from './fields';

/** Deposit: the amount and an optional promo code (surrounding spaces dropped). */
export const depositSchema = yup.object({
  amount: amountField(MIN_DEPOSIT, MIN_DEPOSIT_MESSAGE),
  bonusCode: trimmedText().optional(),
});

export type DepositValues = yup.InferType<typeof depositSchema>;
