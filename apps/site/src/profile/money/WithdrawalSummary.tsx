import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../i18n/i18n';
import { money } from './format';
import * as styles from './money.css';
import type { WithdrawalCost } from './withdrawal';

/**
 * The network fee and the total taken from the balance (amount + fee), shown before the player
 * submits; a total over the withdrawable cash is said at once. Announced politely as it changes.
 */
export function WithdrawalSummary({
  cost,
  cash,
  currency,
}: {
  cost: WithdrawalCost;
  cash: string | null;
  /** The wallet's currency code, e.g. 'EUR'. */
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  if (!cost.fee) return null;
  return (
    <div aria-live="polite">
      <dl className={styles.summary}>
        <dt className={styles.summaryTerm}>{t('withdraw.networkFee')}</dt>
        <dd className={styles.summaryValue}>{money(cost.fee, currency, locale)}</dd>
        <dt className={styles.summaryTotal}>{t('withdraw.total')}</dt>
        <dd className={`${styles.summaryValue} ${styles.summaryTotal}`}>
          {cost.total ? money(cost.total, currency, locale) : '—'}
        </dd>
      </dl>
      {cost.overCash && cash !== null && (
        <Text size="sm" tone="danger">
          {t('withdraw.overCash', { cash: money(cash, currency, locale) })}
        </Text>
      )}
    </div>
  );
}
