import { BonusCard } from '@casino/ui/BonusCard';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { offerImage } from '../../casino/bonuses';
import { usePlayerOffers } from '../../data/bonuses';
import { copyPromoCode } from '../money/bonuses';
import * as styles from '../money/money.css';
import type { PanelProps } from '../tabs';

/** Bonuses (spec point 2): the active offers available to the player, with image, name and code. */
export default function BonusesTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const offers = usePlayerOffers();
  const list = offers.data ?? [];
  return (
    <Stack gap="lg">
      <Heading level={2}>{t('bonuses.title')}</Heading>
      {offers.isLoading ? (
        <Skeleton height="16rem" />
      ) : list.length === 0 ? (
        <Text className={styles.empty}>{t('bonuses.empty')}</Text>
      ) : (
        <ul className={styles.cards}>
          {list.map((offer) => (
            <li key={offer.uuid}>
              <BonusCard
                name={offer.name}
                imageSrc={offerImage(offer.image, i18n.language)}
                code={offer.code}
                onCopyCode={(code) => void copyPromoCode(code)}
                messages={{ useCodeAtDeposit: t('bonuses.useCodeAtDeposit'), copyCode: t('myPromo.copyCode') }}
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
