import { Heading } from '@casino/ui/Heading';
import { PromoCard } from '@casino/ui/PromoCard';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { bonusOfferLine, bonusType, offerImage } from '../casino/bonuses';
import { useActiveBonuses } from '../data/bonuses';
import { toBcp47 } from '../i18n/i18n';
import * as styles from './PromotionPage.css';
import { paths } from '../paths';

/** Navigation state of /bonus-details (spec point 2: the offer's uuid as bonusId). */
export interface BonusDetailsState {
  bonusId?: string;
}

/** `/promotion`: one card per active offer (spec point 2). */
export default function PromotionPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const bonuses = useActiveBonuses();
  const list = bonuses.data ?? [];

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('promotions.title')}</Heading>
      {bonuses.data === undefined ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : list.length === 0 ? (
        <Text>{t('promotions.empty')}</Text>
      ) : (
        <ul className={styles.grid}>
          {list.map((offer, index) => (
            <li key={offer.uuid}>
              <PromoCard
                name={offer.name}
                typeLabel={bonusType(offer)}
                offer={bonusOfferLine(offer, toBcp47(i18n.language))}
                imageSrc={offerImage(offer.image, i18n.language)}
                priority={index < 2}
                headingLevel={2}
                onGetInfo={() =>
                  navigate(paths.bonusDetails(), { state: { bonusId: offer.uuid } satisfies BonusDetailsState })
                }
                messages={{ getInfo: t('promotions.getInfo') }}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
