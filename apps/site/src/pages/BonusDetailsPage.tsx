import { BonusDetails } from '@casino/ui/BonusDetails';
import { formatMoney } from '@casino/rules';
import { Heading } from '@casino/ui/Heading';
import { MessagePage } from '@casino/ui/MessagePage';
import { Prose } from '@casino/ui/Prose';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../app/usePageTitle';
import { useAuthModal } from '../auth/AuthModalContext';
import { bonusOfferLine, bonusType, offerImage } from '../casino/bonuses';
import { useBonus } from '../data/bonuses';
import { sanitizeHtml } from '../content/sanitize';
import { toBcp47 } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import type { BonusDetailsState } from './PromotionPage';
import { paths } from '../paths';

/** Navigation state of /profile/deposit opening Deposit with the offer's code preselected (spec point 2). */
export interface DepositRequest {
  bonusInfo: { code: string; percentage: string; maxAmount: string; uuid: string };
}

/** `/bonus-details`: every field of the offer named by the navigation state's bonusId (spec point 2). */
/** What an offer is for, as the details say it. */
const PRODUCT_TEXTS = {
  casino: 'bonusDetails.product.casino',
  sports: 'bonusDetails.product.sports',
  mixed: 'bonusDetails.product.mixed',
} as const;

export default function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn } = usePlayer();
  const { openAuth } = useAuthModal();
  const bonusId = (useLocation().state as BonusDetailsState | null)?.bonusId;
  const bonus = useBonus(bonusId);
  const offer = bonus.data;
  usePageTitle(offer?.name ?? t('bonusDetails.title'));
  const terms = useMemo(() => (offer ? sanitizeHtml(offer.description) : ''), [offer]);

  const missing = !bonusId || Boolean(bonus.error);
  useEffect(() => {
    if (missing) notify.error(t('toast.noBonusFound'));
  }, [missing, t]);

  if (missing) return <MessagePage tone="neutral" title={t('bonusDetails.notAvailable')} />;
  if (!offer)
    return (
      <Stack gap="md" aria-busy="true">
        <Heading level={1}>{t('bonusDetails.title')}</Heading>
        <Skeleton height="16rem" />
      </Stack>
    );

  const locale = toBcp47(i18n.language);
  const money = (value: string) => formatMoney(value, locale, { currency: offer.currency.code });
  const avail = () => {
    if (!isLoggedIn) return openAuth('signIn');
    const state: DepositRequest = {
      bonusInfo: { code: offer.code, percentage: offer.percentage, maxAmount: offer.maxAmount, uuid: offer.uuid },
    };
    void navigate(paths.profile('deposit'), { state });
  };

  return (
    <BonusDetails
      headingLevel={1}
      name={offer.name}
      typeLabel={bonusType(offer)}
      offer={bonusOfferLine(offer, locale)}
      imageSrc={offerImage(offer.image, i18n.language)}
      onAvail={avail}
      messages={{ avail: t('bonusDetails.availBonus') }}
      fields={[
        { label: t('bonusDetails.percentage'), value: `${offer.percentage}%` },
        { label: t('bonusDetails.maxAmount'), value: money(offer.maxAmount) },
        { label: t('bonusDetails.code'), value: offer.code },
        { label: t('bonusDetails.duration'), value: t('bonusDetails.durationDays', { count: offer.duration }) },
        {
          label: t('bonusDetails.wagering'),
          value: t('bonusDetails.wageringValue', { count: offer.wageringMultiplier }),
        },
        { label: t('bonusDetails.maxConversion'), value: money(offer.maxConversionLimit) },
        // Its bonus money is staked, and stakes count towards its wagering, only on its product.
        { label: t('bonusDetails.product'), value: t(PRODUCT_TEXTS[offer.product ?? 'mixed']) },
        {
          label: t('bonusDetails.endDate'),
          value: offer.endDate
            ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(offer.endDate))
            : t('bonusDetails.noEndDate'),
        },
      ]}
    >
      <Prose html={terms} aria-label={t('bonusDetails.terms')} />
    </BonusDetails>
  );
}
