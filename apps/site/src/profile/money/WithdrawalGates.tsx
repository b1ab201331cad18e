import type { WithdrawalStatus } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { VERIFICATION_TIME_HOURS } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Notice } from '@casino/ui/Notice';
import { Text } from '@casino/ui/Text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/client';
import { readSession } from '../../api/session';
import { toBcp47 } from '../../i18n/i18n';
import { notify } from '../../notify/notify';
import { ForfeitBonus } from './ForfeitBonusDialog';
import { money } from './format';
import * as styles from './money.css';
import { errorMessage } from '../../data/errors';
import { paths } from '../../paths';
import { resultMessage } from '../../i18n/translate';

export interface WithdrawalGatesProps {
  status: WithdrawalStatus;
  /** The wallet's currency code, e.g. 'EUR'. */
  currency: string;
  /** Called after the player forfeited the bonus in progress. */
  onForfeited: () => void;
}

/**
 * What stands between the player and a withdrawal, said before any submit, each with the way
 * out: an unverified e-mail (send the link again, or Account Settings), KYC documents not
 * approved (Kyc Verification), a bonus in progress (forfeit it, with consent, or see it in My Promo).
 */
export function WithdrawalGates({ status, currency, onForfeited }: WithdrawalGatesProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const [resent, setResent] = useState(false);

  const resend = async () => {
    setResent(true);
    try {
      const result = await callApi(playersApi.resendEmail, { params: { token: readSession()?.token ?? '' } });
      notify.success(resultMessage(result));
    } catch (error) {
      setResent(false);
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    }
  };

  const bonus = status.activeBonus;
  if (status.missing.length === 0 && !bonus) return null;
  return (
    <div className={styles.notices}>
      {status.missing.includes('email') && (
        <Notice
          tone="warning"
          title={t('withdraw.emailTitle')}
          actions={
            <>
              <Button size="sm" variant="secondary" disabled={resent} onClick={() => void resend()}>
                {t('withdraw.emailResend')}
              </Button>
              <Link to={paths.profile('account-settings')} className={styles.textLink}>
                {t('withdraw.emailSettings')}
              </Link>
            </>
          }
        >
          <Text size="sm">{t('withdraw.emailText')}</Text>
        </Notice>
      )}
      {status.missing.includes('kyc') && (
        <Notice
          tone="warning"
          title={t('withdraw.kycTitle')}
          actions={
            <Link to={paths.profile('verification')} className={styles.textLink}>
              {t('withdraw.kycLink')}
            </Link>
          }
        >
          <Text size="sm">{t('withdraw.kycText', { hours: VERIFICATION_TIME_HOURS })}</Text>
        </Notice>
      )}
      {bonus && (
        <Notice
          tone="danger"
          title={t('withdraw.bonusTitle')}
          actions={
            <>
              <ForfeitBonus bonus={bonus} onForfeited={onForfeited} />
              <Link to={paths.profile('my-promo')} className={styles.textLink}>
                {t('withdraw.bonusMyPromo')}
              </Link>
            </>
          }
        >
          <Text size="sm">
            {t('withdraw.bonusText', { name: bonus.name, wageringLeft: money(bonus.wageringLeft, currency, locale) })}
          </Text>
          <Text size="sm">{t('withdraw.bonusKeepPlaying')}</Text>
        </Notice>
      )}
    </div>
  );
}
