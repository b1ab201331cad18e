import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../i18n/i18n';
import { money } from './format';
import * as styles from './money.css';

export interface BalanceSplitProps {
  /** Cash, the withdrawable part, as a decimal string. */
  cash: string;
  /** Bonus money, as a decimal string. */
  bonus: string;
  /** The wallet's currency code, e.g. 'EUR'. */
  currency: string;
}

/** The balance in its two parts: cash (withdrawable) and bonus money, never one figure. */
export function BalanceSplit({ cash, bonus, currency }: BalanceSplitProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  return (
    <dl className={styles.split}>
      <div className={styles.splitPart}>
        <dt className={styles.splitTerm}>{t('money.cash')}</dt>
        <dd className={styles.splitValue}>{money(cash, currency, locale)}</dd>
      </div>
      <div className={styles.splitPart}>
        <dt className={styles.splitTerm}>{t('money.bonus')}</dt>
        <dd className={styles.splitValue}>{money(bonus, currency, locale)}</dd>
      </div>
    </dl>
  );
}
