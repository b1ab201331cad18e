import * as yup from 'yup';
import { MIN_WITHDRAWAL } from '../constants';
import {
  FEE_LEVEL_REQUIRED_MESSAGE,
  MIN_WITHDRAWAL_MESSAGE,
  NETWORK_REQUIRED_MESSAGE,
  RECEIVED_CURRENCY_REQUIRED_MESSAGE,
  WALLET_ADDRESS_REQUIRED_MESSAGE,
} from '../messages';
import { amountField } from './amount';
import { trimmedText } from './fields';

const requiredChoice = (message: string) => trimmedText().required(message);

/**
 * Withdraw (the payload of POST /crypto-pay/withdraw). The amount follows the deposit rules,
 * its minimum message naming the withdrawal ('Minimum withdrawal is 1'). Text fields are
 * trimmed, so blank text counts as missing.
 */
export const withdrawSchema = yup.object({
  amount: amountField(MIN_WITHDRAWAL, MIN_WITHDRAWAL_MESSAGE),
  address: requiredChoice(WALLET_ADDRESS_REQUIRED_MESSAGE),
  network: requiredChoice(NETWORK_REQUIRED_MESSAGE),
  networkFeeLevel: requiredChoice(FEE_LEVEL_REQUIRED_MESSAGE),
  receivedCurrency: requiredChoice(RECEIVED_CURRENCY_REQUIRED_MESSAGE),
});

export type WithdrawValues = yup.InferType<typeof withdrawSchema>;
