import type { QueuePlayer, WithdrawalRiskDetail } from '@casino/contract';
import type { WithdrawalRiskFlag } from '@casino/contract/routes';
import type { BackofficeTextCode } from '@casino/contract/texts';
import { formatDateTime } from '../format';
import type { Text } from '../i18n';

/** An amount with its currency: '500.00 EUR'. */
export const money = (amount: string, currency: string) => `${amount} ${currency}`;

/** A player as staff read them: first and last name (the e-mail shows beside it). */
export const playerName = (player: QueuePlayer) => `${player.firstName} ${player.lastName}`.trim() || player.email;

/** Each risk flag's badge and the sentence with its figures. */
const RISK_TEXTS: Record<WithdrawalRiskFlag, { label: BackofficeTextCode; detail: BackofficeTextCode }> = {
  first_withdrawal: { label: 'bo.risk.firstWithdrawal', detail: 'bo.risk.firstWithdrawal.detail' },
  little_play: { label: 'bo.risk.littlePlay', detail: 'bo.risk.littlePlay.detail' },
  new_address: { label: 'bo.risk.newAddress', detail: 'bo.risk.newAddress.detail' },
  bonus_converted_lately: { label: 'bo.risk.bonusConverted', detail: 'bo.risk.bonusConverted.detail' },
  large_amount: { label: 'bo.risk.largeAmount', detail: 'bo.risk.largeAmount.detail' },
};

export const riskLabel = (text: Text, flag: WithdrawalRiskFlag) => text(RISK_TEXTS[flag].label);

/** The figures behind a flag, in a sentence. */
export function riskDetail(text: Text, risk: WithdrawalRiskDetail, currency: string): string {
  return text(RISK_TEXTS[risk.flag].detail, {
    staked: money(risk.staked ?? '0.00', currency),
    deposited: money(risk.deposited ?? '0.00', currency),
    address: risk.address ?? '',
    date: formatDateTime(risk.convertedAt),
    threshold: money(risk.threshold ?? '', currency),
  });
}

/** A ledger movement's name. */
const LEDGER_TEXTS: Record<string, BackofficeTextCode> = {
  deposit: 'bo.ledger.deposit',
  withdrawal: 'bo.ledger.withdrawal',
  block: 'bo.ledger.block',
  unblock: 'bo.ledger.unblock',
  bet: 'bo.ledger.bet',
  win: 'bo.ledger.win',
  bonus: 'bo.ledger.bonus',
  bonus_conversion: 'bo.ledger.bonusConversion',
  bonus_expiry: 'bo.ledger.bonusExpiry',
  bonus_forfeit: 'bo.ledger.bonusForfeit',
  deposit_held: 'bo.ledger.depositHeld',
  deposit_refund: 'bo.ledger.depositRefund',
};

export const ledgerLabel = (text: Text, type: string) => {
  const code = LEDGER_TEXTS[type];
  return code ? text(code) : type;
};
